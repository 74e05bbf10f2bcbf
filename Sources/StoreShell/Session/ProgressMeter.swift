import Foundation

/// The progress of long work at a terminal (`advance` of many deliveries, `run`, the replays of
/// `goto`, `skip`, `export test` and `replay`): a status line updated in place through
/// ``ShellSession/reportsProgress``, once the work has run 2 seconds (``delay``), at most four
/// times a second, with what is done and what is left. It goes to no sink: never piped, recorded or
/// checked.
struct ProgressMeter {
  /// How long work runs before its line shows (a test sets it to zero).
  @TaskLocal static var delay: Duration = .seconds(2)

  /// What the work is measured in.
  enum Measure {
    /// Virtual time from `start` to `target` (ns; an open end for `run`), with the debugger's
    /// delivered actions when the work started.
    case virtualTime(start: UInt64, target: UInt64?, deliveredBefore: Int)
    /// A number of pieces (a replay's steps or lines), `total` when known.
    case count(total: Int?, unit: String)
  }

  /// The command as it is named in the line (`advance 200s`, `goto 40`).
  let command: String
  let measure: Measure
  /// How many pieces of a ``Measure/count(total:unit:)`` are done.
  var done = 0
  private let started = ContinuousClock.now
  private let delay = ProgressMeter.delay
  private var lastShown: ContinuousClock.Instant?
  private var calls = 0
  /// Whether a line was shown (to clear at the end).
  private(set) var isShown = false

  init(command: String, measure: Measure) {
    self.command = command
    self.measure = measure
  }

  /// Whether the line is due again: the clock is read every 256 calls only, or at each call
  /// with `everyCall` (a replay's step, each a piece of work of its own).
  mutating func isDue(everyCall: Bool = false) -> Bool {
    calls &+= 1
    guard everyCall || calls & 0xFF == 0 else { return false }
    let now = ContinuousClock.now
    guard now - started >= delay else { return false }
    if let lastShown, now - lastShown < min(delay, .milliseconds(250)) { return false }
    lastShown = now
    isShown = true
    return true
  }

  /// The line: `advance 200s: 35% (70s of 200s, 7,012 actions, 3s); about 6s left`, or
  /// `goto 40: 30% (12 of 40 steps, 3.1s); about 7.2s left`.
  func text(now: UInt64, delivered: Int) -> String {
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    switch measure {
    case let .count(total, unit):
      guard let total, total > 0 else {
        return "\(command): \(done.formatted()) \(unit) (\(Self.duration(seconds)))"
      }
      let fraction = min(max(Double(done) / Double(total), 0), 1)
      return "\(command): \(Int(fraction * 100))% (\(done.formatted()) of \(total.formatted()) \(unit), "
        + "\(Self.duration(seconds)))" + Self.left(seconds, fraction)
    case let .virtualTime(start, target, deliveredBefore):
      let done = Double(now &- start)
      let actions = (delivered - deliveredBefore).formatted()
      guard let target, target > start else {
        return "\(command): \(actions) actions in \(Self.duration(seconds)), at \(Self.duration(done / 1e9)) of virtual time"
      }
      let total = Double(target - start)
      let fraction = min(max(done / total, 0), 1)
      return "\(command): \(Int(fraction * 100))% (\(Self.duration(done / 1e9)) of \(Self.duration(total / 1e9)), "
        + "\(actions) actions, \(Self.duration(seconds)))" + Self.left(seconds, fraction)
    }
  }

  /// `; about 6s left` from the time taken and the fraction done, once there is one to go by.
  private static func left(_ seconds: Double, _ fraction: Double) -> String {
    fraction > 0.001 ? "; about \(duration(seconds * (1 - fraction) / fraction)) left" : ""
  }

  private static func duration(_ seconds: Double) -> String {
    seconds >= 100 ? "\(Int(seconds.rounded()))s" : String(format: "%.1fs", seconds)
  }
}

extension ShellSession {
  /// Starts showing `command`'s progress when a terminal takes it (``reportsProgress``); not
  /// within work already measured (an `advance` replayed by `goto` is a step of the `goto`'s).
  /// Returns whether it started, for ``endProgress(_:)``.
  @discardableResult
  func beginProgress(_ command: String, to target: UInt64?) -> Bool {
    guard reportsProgress != nil, progress == nil, case let .test(scheduler) = clock else { return false }
    progress = ProgressMeter(
      command: command,
      measure: .virtualTime(
        start: scheduler.now.dispatchTime.uptimeNanoseconds, target: target,
        deliveredBefore: debugger.deliveries))
    return true
  }

  /// Starts showing the progress of `command`, work of `total` pieces (`unit`), as
  /// ``beginProgress(_:to:)`` does; ``noteProgress(done:)`` says how far it is.
  @discardableResult
  func beginProgress(_ command: String, total: Int?, unit: String) -> Bool {
    guard reportsProgress != nil, progress == nil else { return false }
    progress = ProgressMeter(command: command, measure: .count(total: total, unit: unit))
    return true
  }

  /// Shows the progress line when it is due (called for each piece of work).
  func noteProgress() {
    guard progress?.isDue() == true, let meter = progress else { return }
    showProgress(meter)
  }

  /// Says that `done` pieces of counted work are done, and shows the line when it is due.
  func noteProgress(done: Int) {
    guard progress != nil else { return }
    progress!.done = done
    guard progress!.isDue(everyCall: true), let meter = progress else { return }
    showProgress(meter)
  }

  private func showProgress(_ meter: ProgressMeter) {
    let now: UInt64
    if case let .test(scheduler) = clock { now = scheduler.now.dispatchTime.uptimeNanoseconds } else { now = 0 }
    reportsProgress?(meter.text(now: now, delivered: debugger.deliveries))
  }

  /// Ends the progress line `began` says was started (``beginProgress(_:to:)``), clearing it
  /// if it was shown.
  func endProgress(_ began: Bool) {
    guard began else { return }
    if progress?.isShown == true { reportsProgress?(nil) }
    progress = nil
  }
}
