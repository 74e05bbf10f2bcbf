import Composable
import ShellCommands
import ShellScripts

/// `step`: virtual time moves to the next scheduled work, piece by piece, until one delivers
/// an action; it stops right after that delivery, as a breakpoint on it would stop `advance`,
/// even with other actions due at the same moment.
extension ShellSession {
  /// Steps; returns the virtual time the step covered (a test's `scheduler.advance(by:)`
  /// covers it when `export` replays a `step`).
  @discardableResult
  func stepToNextDelivery() throws(ShellError) -> ShellDuration {
    guard case let .test(scheduler) = clock else {
      throw ShellError("step needs virtual time; this store is live: use 'wait <duration>'")
    }
    let start = scheduler.now.dispatchTime.uptimeNanoseconds
    let deliveries = debugger.deliveries
    let delivered = { self.debugger.deliveries != deliveries }
    settleTasks()
    if !delivered(), scheduler.nextDate == nil {
      throw ShellError("nothing to step: no effect has work scheduled")
    }
    var pieces = 0
    let limit = settings.actionLimit
    while !delivered(), let date = scheduler.nextDate, pieces < limit, !shouldStopStepping() {
      scheduler.advance(to: date, shouldStop: { delivered() || shouldStopStepping() })
      settleTasks()
      pieces += 1
    }
    let covered = ShellDuration(nanoseconds: Int(scheduler.now.dispatchTime.uptimeNanoseconds - start))
    // Kept in the history as the time it covered, as a stopped `advance` is; as `step` when
    // other work is due at the moment it stopped (an `advance` replayed by `goto`, `diff` or
    // `skip` would deliver that too). The step that delivers the last of them is an `advance`.
    let stoppedPartway = delivered() && scheduler.nextDate.map { $0 <= scheduler.now } == true
    debugger.stepLine = stoppedPartway ? "step" : "advance \(covered)"
    let now = ShellDuration(nanoseconds: Int(scheduler.now.dispatchTime.uptimeNanoseconds) - 1)
    if debugger.hit != nil {
      noteBreak(stoppedWith: nil, inTime: true)
    } else if delivered() {
      emit("stepped \(covered), to \(now)", .note)
    } else if isInterrupted() {
      emit(.info("interrupted at \(now) of virtual time", .volatileNote))
    } else {
      emit("step stopped at \(now): \(pieces) scheduled steps delivered nothing ('set limit')", .note)
    }
    settle()
    summarizeEffects()
    return covered
  }
}
