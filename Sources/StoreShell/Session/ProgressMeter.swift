import Foundation

/// The progress of long work at a terminal (`advance` of many deliveries, `run`): a status line
/// updated in place through ``ShellSession/reportsProgress``, once the work has run 2 seconds,
/// at most four times a second, with what is done and what is left. It goes to no sink: never
/// piped, recorded or checked.
struct ProgressMeter {
  /// The command as it is named in the line (`advance 200s`).
  let command: String
  /// The virtual time the work starts at and, for an `advance`, the time it goes to (ns).
  let start: UInt64
  let target: UInt64?
  /// The debugger's delivered actions when the work started.
  let deliveredBefore: Int
  private let started = ContinuousClock.now
  private var lastShown: ContinuousClock.Instant?
  private var calls = 0
  /// Whether a line was shown (to clear at the end).
  private(set) var isShown = false

  init(command: String, start: UInt64, target: UInt64?, deliveredBefore: Int) {
    self.command = command
    self.start = start
    self.target = target
    self.deliveredBefore = deliveredBefore
  }

  /// Whether the line is due again: the clock is read every 256 pieces of work only.
  mutating func isDue() -> Bool {
    calls &+= 1
    guard calls & 0xFF == 0 else { return false }
    let now = ContinuousClock.now
    guard now - started >= .seconds(2) else { return false }
    if let lastShown, now - lastShown < .milliseconds(250) { return false }
    lastShown = now
    isShown = true
    return true
  }

  /// The line: `advance 200s: 35% (70s of 200s, 7,012 actions, 3s); about 6s left`.
  func text(now: UInt64, delivered: Int) -> String {
    let seconds = Double((ContinuousClock.now - started).components.seconds)
      + Double((ContinuousClock.now - started).components.attoseconds) / 1e18
    let done = Double(now &- start)
    let actions = (delivered - deliveredBefore).formatted()
    guard let target, target > start else {
      return "\(command): \(actions) actions in \(Self.duration(seconds)), at \(Self.duration(done / 1e9)) of virtual time"
    }
    let total = Double(target - start)
    let fraction = min(max(done / total, 0), 1)
    var text = "\(command): \(Int(fraction * 100))% (\(Self.duration(done / 1e9)) of \(Self.duration(total / 1e9)), "
      + "\(actions) actions, \(Self.duration(seconds)))"
    if fraction > 0.001 { text += "; about \(Self.duration(seconds * (1 - fraction) / fraction)) left" }
    return text
  }

  private static func duration(_ seconds: Double) -> String {
    seconds >= 100 ? "\(Int(seconds.rounded()))s" : String(format: "%.1fs", seconds)
  }
}

extension ShellSession {
  /// Starts showing `command`'s progress when a terminal takes it (``reportsProgress``).
  func beginProgress(_ command: String, to target: UInt64?) {
    guard reportsProgress != nil, case let .test(scheduler) = clock else { return }
    progress = ProgressMeter(
      command: command, start: scheduler.now.dispatchTime.uptimeNanoseconds, target: target,
      deliveredBefore: debugger.deliveries)
  }

  /// Shows the progress line when it is due (called for each piece of work).
  func noteProgress() {
    guard progress?.isDue() == true, let meter = progress, case let .test(scheduler) = clock else {
      return
    }
    reportsProgress?(
      meter.text(now: scheduler.now.dispatchTime.uptimeNanoseconds, delivered: debugger.deliveries))
  }

  /// Ends the progress line, clearing it if it was shown.
  func endProgress() {
    if progress?.isShown == true { reportsProgress?(nil) }
    progress = nil
  }
}
