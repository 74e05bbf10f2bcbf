import Composable

extension ShellSession {
  /// `step` in a test's replay: returns the virtual time it covered, which the test's
  /// `scheduler.advance(by:)` covers. A test store's scheduler delivers all the actions due at
  /// that moment at once; the test receives them one by one, as the steps that follow did.
  func stepCoveringTime() throws(ShellError) -> ShellDuration {
    guard case let .test(scheduler) = clock else {
      throw ShellError("step needs virtual time; this store is live: use 'wait <duration>'")
    }
    let start = scheduler.now.dispatchTime.uptimeNanoseconds
    try stepToNextDelivery()
    return ShellDuration(nanoseconds: Int(scheduler.now.dispatchTime.uptimeNanoseconds - start))
  }
}
