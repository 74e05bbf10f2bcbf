import Composable
import Testing

@testable import StoreShell

/// The shell's virtual time: what it asks before a move and how it stops part-way.
@Suite struct VirtualTimeSchedulerTests {
  @Test func startsAtOneNanosecondAndRunsNothingUntilAdvanced() {
    let scheduler = VirtualTimeScheduler()
    var ran = false
    scheduler.schedule { ran = true }
    #expect(scheduler.now.dispatchTime.uptimeNanoseconds == 1)
    #expect(scheduler.nextDate == scheduler.now)
    #expect(!ran)
    scheduler.advance(to: scheduler.now)
    #expect(ran)
    #expect(scheduler.nextDate == nil)
  }

  @Test func advanceToStopsWhenAsked() {
    let scheduler = VirtualTimeScheduler()
    let start = scheduler.now
    var log: [Int] = []
    for ms in 1...5 {
      scheduler.schedule(after: start.advanced(by: .milliseconds(ms))) { log.append(ms) }
    }
    scheduler.advance(to: start.advanced(by: .milliseconds(10)), shouldStop: { log.count == 2 })
    #expect(log == [1, 2])
    // The clock stays at the last work run, not the target.
    #expect(scheduler.now == start.advanced(by: .milliseconds(2)))
    #expect(scheduler.dueCount(through: start.advanced(by: .milliseconds(10)), limit: 100) == 3)
    scheduler.advance(to: start.advanced(by: .milliseconds(10)))
    #expect(log == [1, 2, 3, 4, 5])
    #expect(scheduler.now == start.advanced(by: .milliseconds(10)))
  }

  @Test func dueCountCountsEachTickOfATimerAndStopsPastTheLimit() {
    let scheduler = VirtualTimeScheduler()
    let start = scheduler.now
    let timer = scheduler.schedule(
      after: start.advanced(by: .milliseconds(10)), interval: .milliseconds(10), tolerance: .zero
    ) {}
    scheduler.schedule(after: start.advanced(by: .milliseconds(15))) {}
    #expect(scheduler.hasRepeatingWork)
    #expect(scheduler.dueCount(through: start.advanced(by: .milliseconds(35)), limit: 100) == 4)
    #expect(scheduler.dueCount(through: start.advanced(by: .seconds(100)), limit: 50) == 51)
    timer.cancel()
    #expect(!scheduler.hasRepeatingWork)
    #expect(scheduler.dueCount(through: start.advanced(by: .seconds(100)), limit: 50) == 1)
  }

  @Test func sameInstantWorkRunsInSchedulingOrderAndCancelledWorkNever() {
    let scheduler = VirtualTimeScheduler()
    let due = scheduler.now.advanced(by: .seconds(1))
    var log: [String] = []
    scheduler.schedule(after: due) { log.append("a") }
    let cancelled = scheduler.schedule(after: due) { log.append("b") }
    scheduler.schedule(after: due) { log.append("c") }
    cancelled.cancel()
    scheduler.advance(to: due.advanced(by: .seconds(1)))
    #expect(log == ["a", "c"])
    #expect(scheduler.now == due.advanced(by: .seconds(1)))
  }
}
