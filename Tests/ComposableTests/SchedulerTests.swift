import Composable
import ConcurrencyExtras
import Foundation
import Testing

/// TestScheduler, ImmediateScheduler, AnyScheduler and the live DispatchQueue scheduler.
@Suite struct TestSchedulerTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test func startsAtOneNanosecondAndNothingRunsUntilAdvanced() {
    let scheduler = DispatchQueue.test
    #expect(scheduler.now.dispatchTime.uptimeNanoseconds == 1)
    var ran = false
    scheduler.schedule { ran = true }
    #expect(!ran)
    #expect(scheduler.scheduledCount == 1)
    #expect(scheduler.nextDate == scheduler.now)
    scheduler.advance()
    #expect(ran)
    #expect(scheduler.scheduledCount == 0)
    #expect(scheduler.nextDate == nil)
  }

  @Test func advanceByRunsDueWorkInTimeOrderAndMovesTheClock() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var log: [String] = []
    scheduler.schedule(after: start.advanced(by: .milliseconds(30))) { log.append("30") }
    scheduler.schedule(after: start.advanced(by: .milliseconds(10))) { log.append("10") }
    scheduler.schedule(after: start.advanced(by: .milliseconds(20))) { log.append("20") }
    scheduler.advance(by: .milliseconds(15))
    #expect(log == ["10"])
    #expect(start.distance(to: scheduler.now) == .milliseconds(15))
    scheduler.advance(by: .milliseconds(15))
    #expect(log == ["10", "20", "30"])
    #expect(start.distance(to: scheduler.now) == .milliseconds(30))
  }

  @Test func workRunsAtItsOwnTime() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var seen: [Stride] = []
    for ms in [5, 25, 15] {
      scheduler.schedule(after: start.advanced(by: .milliseconds(ms))) {
        seen.append(start.distance(to: scheduler.now))
      }
    }
    scheduler.advance(by: .seconds(1))
    #expect(seen == [.milliseconds(5), .milliseconds(15), .milliseconds(25)])
  }

  @Test func sameInstantWorkRunsInSchedulingOrder() {
    let scheduler = DispatchQueue.test
    let due = scheduler.now.advanced(by: .milliseconds(10))
    var log: [Int] = []
    for index in 0..<20 {
      scheduler.schedule(after: due) { log.append(index) }
    }
    scheduler.schedule { log.append(-1) }
    scheduler.advance(by: .milliseconds(10))
    #expect(log == [-1] + Array(0..<20))
  }

  @Test func workScheduledWhileAdvancingRunsInTheSameAdvanceWhenDue() {
    let scheduler = DispatchQueue.test
    var log: [String] = []
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(10))) {
      log.append("a")
      scheduler.schedule { log.append("a-now") }
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) { log.append("a+5") }
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(50))) { log.append("a+50") }
    }
    scheduler.advance(by: .milliseconds(20))
    #expect(log == ["a", "a-now", "a+5"])
    #expect(scheduler.scheduledCount == 1)
  }

  @Test func workScheduledInThePastRunsAtOnceWithoutMovingTimeBack() {
    let scheduler = DispatchQueue.test
    scheduler.advance(by: .seconds(1))
    let now = scheduler.now
    var ran = false
    scheduler.schedule(after: now.advanced(by: .seconds(-1))) { ran = true }
    scheduler.advance()
    #expect(ran)
    #expect(scheduler.now == now)
  }

  @Test func cancelledWorkNeverRuns() {
    let scheduler = DispatchQueue.test
    var ran = false
    let cancellable = scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) {
      ran = true
    }
    cancellable.cancel()
    #expect(scheduler.scheduledCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(!ran)
  }

  @Test func cancellingOneJobLeavesTheOthers() {
    let scheduler = DispatchQueue.test
    var log: [Int] = []
    let due = scheduler.now.advanced(by: .milliseconds(1))
    let first = scheduler.schedule(after: due) { log.append(1) }
    scheduler.schedule(after: due) { log.append(2) }
    first.cancel()
    scheduler.advance(by: .milliseconds(1))
    #expect(log == [2])
  }

  @Test func repeatingWorkFiresEveryIntervalUntilCancelled() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var fires: [Stride] = []
    let timer = scheduler.schedule(
      after: start.advanced(by: .milliseconds(10)), interval: .milliseconds(10)
    ) { fires.append(start.distance(to: scheduler.now)) }
    #expect(scheduler.hasRepeatingWork)
    scheduler.advance(by: .milliseconds(35))
    #expect(fires == [.milliseconds(10), .milliseconds(20), .milliseconds(30)])
    #expect(scheduler.nextDate == start.advanced(by: .milliseconds(40)))
    timer.cancel()
    #expect(!scheduler.hasRepeatingWork)
    #expect(scheduler.nextDate == nil)
    scheduler.advance(by: .seconds(1))
    #expect(fires.count == 3)
  }

  @Test func repeatingWorkCanCancelItselfWhileRunning() {
    let scheduler = DispatchQueue.test
    var count = 0
    var timer: SchedulerCancellable?
    timer = scheduler.schedule(
      after: scheduler.now.advanced(by: .milliseconds(1)), interval: .milliseconds(1)
    ) {
      count += 1
      if count == 3 { timer?.cancel() }
    }
    scheduler.advance(by: .seconds(1))
    #expect(count == 3)
    #expect(scheduler.scheduledCount == 0)
  }

  @Test func timersOfDifferentIntervalsInterleaveByTime() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var log: [String] = []
    let a = scheduler.schedule(after: start.advanced(by: .milliseconds(10)), interval: .milliseconds(10)) {
      log.append("a\(start.distance(to: scheduler.now))")
    }
    let b = scheduler.schedule(after: start.advanced(by: .milliseconds(15)), interval: .milliseconds(15)) {
      log.append("b\(start.distance(to: scheduler.now))")
    }
    scheduler.advance(by: .milliseconds(30))
    #expect(log == ["a10ms", "b15ms", "a20ms", "a30ms", "b30ms"])
    a.cancel()
    b.cancel()
  }

  @Test func advanceToAnEarlierDateDoesNotMoveTimeBack() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    scheduler.advance(by: .seconds(2))
    scheduler.advance(to: start)
    #expect(scheduler.now == start.advanced(by: .seconds(2)))
  }

  @Test func runRunsEverythingAndReportsCompletion() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var log: [Int] = []
    scheduler.schedule(after: start.advanced(by: .seconds(100))) {
      log.append(100)
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append(101) }
    }
    scheduler.schedule(after: start.advanced(by: .seconds(1))) { log.append(1) }
    #expect(scheduler.run())
    #expect(log == [1, 100, 101])
    #expect(scheduler.now == start.advanced(by: .seconds(101)))
  }

  @Test func runWithALimitStopsRepeatingWork() {
    let scheduler = DispatchQueue.test
    var count = 0
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: .seconds(1)), interval: .seconds(1)
    ) { count += 1 }
    #expect(scheduler.run(limit: 5) == false)
    #expect(count == 5)
    timer.cancel()
    #expect(scheduler.run(limit: 5))
  }

  @Test func testSchedulerOfAlias() {
    let scheduler: TestSchedulerOf<DispatchQueue> = TestScheduler(
      now: DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000)))
    #expect(scheduler.now.dispatchTime.uptimeNanoseconds == 1_000)
    #expect(scheduler.minimumTolerance == .zero)
  }

  @Test func schedulingWithDefaultToleranceOverloads() {
    let scheduler = DispatchQueue.test
    var count = 0
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(1)), tolerance: .zero) {
      count += 1
    }
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: .milliseconds(1)), interval: .milliseconds(1),
      tolerance: .milliseconds(1)
    ) { count += 10 }
    scheduler.advance(by: .milliseconds(2))
    #expect(count == 21)
    timer.cancel()
  }
}

@Suite struct ImmediateAndAnySchedulerTests {
  @Test func immediateRunsEverythingAtOnceAndTimeStandsStill() {
    let scheduler = DispatchQueue.immediate
    let now = scheduler.now
    var log: [Int] = []
    scheduler.schedule { log.append(1) }
    scheduler.schedule(after: now.advanced(by: .seconds(10))) { log.append(2) }
    let timer = scheduler.schedule(after: now, interval: .seconds(1)) { log.append(3) }
    timer.cancel()
    #expect(log == [1, 2, 3])
    #expect(scheduler.now == now)
    #expect(scheduler.minimumTolerance == .zero)
  }

  @Test func anySchedulerForwardsToItsBase() {
    let test = DispatchQueue.test
    let erased = test.eraseToAnyScheduler()
    #expect(erased.base is TestSchedulerOf<DispatchQueue>)
    var log: [Int] = []
    erased.schedule { log.append(1) }
    erased.schedule(after: erased.now.advanced(by: .milliseconds(5))) { log.append(2) }
    let timer = erased.schedule(
      after: erased.now.advanced(by: .milliseconds(2)), interval: .milliseconds(2)
    ) { log.append(3) }
    #expect(log.isEmpty)
    test.advance(by: .milliseconds(5))
    #expect(log == [1, 3, 3, 2])
    #expect(erased.now == test.now)
    #expect(erased.minimumTolerance == .zero)
    timer.cancel()
    #expect(!test.hasRepeatingWork)
  }

  @Test func erasingAnErasedSchedulerKeepsTheBase() {
    let erased = DispatchQueue.immediate.eraseToAnyScheduler()
    let twice = AnyScheduler(erased)
    #expect(twice.base is ImmediateScheduler<DispatchQueue.SchedulerTimeType>)
  }

  @Test func immediateAndMainErasures() {
    var ran = false
    AnySchedulerOf<DispatchQueue>.immediate.schedule { ran = true }
    #expect(ran)
    #expect((AnySchedulerOf<DispatchQueue>.main.base as? DispatchQueue)?.label == DispatchQueue.main.label)
  }
}

@Suite struct DispatchQueueSchedulerTests {
  typealias Time = DispatchQueue.SchedulerTimeType
  typealias Stride = Time.Stride

  @Test func strideArithmeticAndUnits() {
    #expect(Stride.seconds(2).nanoseconds == 2_000_000_000)
    #expect(Stride.seconds(1.5).nanoseconds == 1_500_000_000)
    #expect(Stride.milliseconds(35).nanoseconds == 35_000_000)
    #expect(Stride.microseconds(100).nanoseconds == 100_000)
    #expect(Stride.nanoseconds(7).nanoseconds == 7)
    #expect(Stride.zero.nanoseconds == 0)
    let two: Stride = 2
    let half: Stride = 0.5
    #expect(two == .seconds(2))
    #expect(half == .milliseconds(500))
    #expect(Stride(exactly: 3) == .seconds(3))
    #expect(Stride.milliseconds(10) + .milliseconds(5) == .milliseconds(15))
    #expect(Stride.milliseconds(10) - .milliseconds(15) == .milliseconds(-5))
    #expect(Stride.nanoseconds(3) * .nanoseconds(4) == .nanoseconds(12))
    var value = Stride.milliseconds(1)
    value += .milliseconds(2)
    #expect(value == .milliseconds(3))
    value -= .milliseconds(1)
    #expect(value == .milliseconds(2))
    value *= .nanoseconds(1)
    #expect(value == .milliseconds(2))
    #expect(-Stride.milliseconds(3) == .milliseconds(-3))
    #expect(Stride.milliseconds(-3).magnitude == 3_000_000)
    #expect(Stride.milliseconds(1) < .milliseconds(2))
    #expect(Stride.milliseconds(250).timeInterval == 0.25)
    #expect(Set([Stride.seconds(1), .milliseconds(1000)]).count == 1)
  }

  @Test(arguments: [
    (Stride.milliseconds(35), "35ms"),
    (.seconds(1.5), "1.5s"),
    (.microseconds(100), "100us"),
    (.seconds(2), "2s"),
    (.nanoseconds(7), "7ns"),
    (.zero, "0s"),
    (.milliseconds(1250), "1.25s"),
    (.milliseconds(-5), "-5ms"),
    (.seconds(120), "120s"),
    (.microseconds(1500), "1500us"),
  ])
  func strideDescription(stride: Stride, text: String) {
    #expect(stride.description == text)
    #expect("\(stride)" == text)
  }

  @Test func timeDistanceAdvanceAndOrder() {
    let a = Time(DispatchTime(uptimeNanoseconds: 1_000))
    let b = a.advanced(by: .microseconds(2))
    #expect(b.dispatchTime.uptimeNanoseconds == 3_000)
    #expect(a.distance(to: b) == .microseconds(2))
    #expect(b.distance(to: a) == .microseconds(-2))
    #expect(a < b)
    #expect(a == Time(DispatchTime(uptimeNanoseconds: 1_000)))
    #expect(Set([a, b, a]).count == 2)
    // Time does not go below zero.
    #expect(a.advanced(by: .seconds(-1)).dispatchTime.uptimeNanoseconds == 0)
  }

  @Test func advancingTheDistantFutureSaturates() {
    let far = Time(.distantFuture)
    #expect(far.advanced(by: .seconds(1)) == far)
    let near = Time(DispatchTime(uptimeNanoseconds: 1))
    #expect(near.advanced(by: Stride(nanoseconds: .max)) >= near)
    #expect(near.distance(to: far) > .seconds(1_000_000))
    #expect(far.distance(to: near) < .seconds(-1_000_000))
  }

  @Test func liveQueueRunsWorkSoonAndLater() async {
    let queue = DispatchQueue(label: "live-scheduler-test")
    let log = LockIsolated<[String]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let start = queue.now
      queue.schedule(after: start.advanced(by: .milliseconds(20))) {
        log.withValue { $0.append("later") }
        done.resume()
      }
      queue.schedule { log.withValue { $0.append("soon") } }
    }
    #expect(log.value == ["soon", "later"])
    #expect(queue.minimumTolerance == .zero)
  }

  @Test func liveQueueDelayedWorkWaitsItsTime() async {
    let queue = DispatchQueue(label: "live-delay-test")
    let start = Date()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      queue.schedule(after: queue.now.advanced(by: .milliseconds(30))) { done.resume() }
    }
    #expect(Date().timeIntervalSince(start) >= 0.025)
  }

  @Test func liveQueueCancelledWorkDoesNotRun() async throws {
    let queue = DispatchQueue(label: "live-cancel-test")
    let ran = LockIsolated(false)
    let work = queue.schedule(after: queue.now.advanced(by: .milliseconds(10))) {
      ran.setValue(true)
    }
    work.cancel()
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(!ran.value)
  }

  @Test func liveRepeatingTimerFiresUntilCancelled() async throws {
    let queue = DispatchQueue(label: "live-timer-test")
    let count = LockIsolated(0)
    let timer = LockIsolated<UncheckedSendable<SchedulerCancellable>?>(nil)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      queue.sync {
        timer.setValue(UncheckedSendable(
          queue.schedule(after: queue.now.advanced(by: .milliseconds(5)), interval: .milliseconds(5)) {
            count.withValue { $0 += 1 }
            if count.value == 3 {
              timer.value?.value.cancel()
              done.resume()
            }
          }))
      }
    }
    try await Task.sleep(nanoseconds: 40_000_000)
    #expect(count.value == 3)
  }
}
