import Composable
import Foundation
import Testing

/// `FeatureContext.mainRunLoop` keeps the context's clock: virtual time on a test context.
@Suite struct FeatureContextRunLoopTests {
  @Test func aRunLoopTimerFiresWhenVirtualTimeReachesIt() {
    let scheduler = DispatchQueue.test
    let context = FeatureContext.test(scheduler: scheduler)
    let runLoop = context.mainRunLoop
    #expect(runLoop.now.date == Date(timeIntervalSince1970: 0))
    var fired: [Date] = []
    let timer = runLoop.schedule(after: runLoop.now.advanced(by: .seconds(1)), interval: .seconds(1)) {
      fired.append(runLoop.now.date)
    }
    scheduler.advance(by: .milliseconds(999))
    #expect(fired.isEmpty)
    scheduler.advance(by: .milliseconds(2001))
    #expect(fired == [1, 2, 3].map { Date(timeIntervalSince1970: $0) })
    timer.cancel()
    // A second access keeps the same time.
    #expect(context.mainRunLoop.now.date == Date(timeIntervalSince1970: 3))
  }
}
