import Composable
import ConcurrencyExtras
import Foundation
import Testing

/// Time-based effects and cancellation, driven through stores on a test scheduler.
@Suite struct EffectSchedulingTests {
  let scheduler = DispatchQueue.test

  @Test func receiveOnDeliversAtTheNextAdvance() {
    let store = probeTestStore([
      "load": { [scheduler] in Effect(value: .value(1)).receive(on: scheduler) }
    ])
    store.send(.start("load"))
    #expect(store.effects.records.count == 1)
    scheduler.advance()
    store.receive(.value(1)) { $0 = [.value(1)] }
    #expect(store.effects.records.isEmpty)
  }

  @Test func receiveOnImmediateDeliversAtOnce() {
    let store = probeTestStore([
      "load": { Effect(value: .value(1)).receive(on: DispatchQueue.immediate) }
    ])
    store.send(.start("load"))
    store.receive(.value(1)) { $0 = [.value(1)] }
  }

  @Test func receiveOnOfNoneIsNone() {
    #expect(Effect<Int, Never>.none.receive(on: DispatchQueue.immediate).isNone)
    #expect(Effect<Int, Never>.none.delay(for: 1, scheduler: DispatchQueue.immediate).isNone)
  }

  @Test func delayWaitsItsTimeOnTheScheduler() {
    let store = probeTestStore([
      "save": { [scheduler] in Effect(value: .text("saved")).delay(for: 2, scheduler: scheduler) }
    ])
    store.send(.start("save"))
    #expect(store.effects.records.first?.kind == "delay")
    #expect(store.effects.records.first?.nextFire == "in 2s")
    scheduler.advance(by: .milliseconds(1999))
    #expect(store.effects.records.first?.nextFire == "in 1ms")
    store.skipReceivedActions(strict: false)
    #expect(store.state.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    store.receive(.text("saved")) { $0 = [.text("saved")] }
  }

  @Test func delayHandsItsToleranceToTheScheduler() {
    // TCA 0.40's `delay(for:tolerance:scheduler:options:)`.
    let recording = ToleranceRecordingScheduler(scheduler)
    let store = probeTestStore([
      "save": {
        Effect(value: .text("saved"))
          .delay(for: 2, tolerance: .milliseconds(5), scheduler: recording, options: nil)
      },
      "plain": { Effect(value: .text("plain")).delay(for: 1, scheduler: recording) },
    ])
    store.send(.start("save"))
    store.send(.start("plain"))
    #expect(recording.tolerances.value == [.milliseconds(5), .zero])
    scheduler.advance(by: .seconds(1))
    store.receive(.text("plain")) { $0 = [.text("plain")] }
    scheduler.advance(by: .seconds(1))
    store.receive(.text("saved")) { $0.append(.text("saved")) }
  }

  @Test func delayKeepsOrderOfSeveralValues() {
    let store = probeTestStore([
      "both": { [scheduler] in
        Effect.merge(Effect(value: .value(1)), Effect(value: .value(2)))
          .delay(for: .milliseconds(10), scheduler: scheduler)
      }
    ])
    store.send(.start("both"))
    scheduler.advance(by: .milliseconds(10))
    store.receive(.value(1)) { $0 = [.value(1)] }
    store.receive(.value(2)) { $0.append(.value(2)) }
  }

  @Test func cancellingADelayedEffectRemovesItsWork() {
    let store = probeTestStore([
      "save": { [scheduler] in
        Effect(value: .value(1)).delay(for: 1, scheduler: scheduler).cancellable(id: "save")
      },
      "cancel": { .cancel(id: "save") },
    ])
    store.send(.start("save"))
    store.send(.start("cancel"))
    #expect(scheduler.scheduledCount == 0)
    scheduler.run()
    #expect(store.effects.records.isEmpty)
  }

  @Test func debounceDeliversOnlyAfterQuiet() {
    let store = probeTestStore([
      "search": { [scheduler] in
        Effect(value: .text("search")).debounce(id: "search", for: .milliseconds(300), scheduler: scheduler)
      }
    ])
    store.send(.start("search"))
    scheduler.advance(by: .milliseconds(200))
    store.send(.start("search"))
    scheduler.advance(by: .milliseconds(200))
    store.send(.start("search"))
    #expect(store.effects.records.count == 1)
    #expect(store.effects.records.first?.kind == "debounce")
    scheduler.advance(by: .milliseconds(299))
    store.skipReceivedActions(strict: false)
    #expect(store.state.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    store.receive(.text("search")) { $0 = [.text("search")] }
    scheduler.run()
    #expect(store.state == [.text("search")])
  }

  @Test func aDebounceSaysWhenItFiresAndNothingOnceItHas() {
    let store = probeTestStore([
      "wait": { [scheduler] in
        // What the debounce starts never answers: the effect stays in flight after it fires.
        Effect<Probe, Never>.future { _ in }
          .debounce(id: "wait", for: .seconds(1), scheduler: scheduler)
      }
    ])
    store.send(.start("wait"))
    #expect(store.effects.records.first?.nextFire == "in 1s")
    scheduler.advance(by: .milliseconds(400))
    #expect(store.effects.records.first?.nextFire == "in 600ms")
    scheduler.advance(by: .milliseconds(600))
    #expect(store.effects.records.count == 1)
    #expect(store.effects.records.first?.nextFire == nil)
    store.skipInFlightEffects()
  }

  @Test func debounceStartsTheEffectOnlyAfterTheDueTime() {
    var starts = 0
    let store = probeTestStore([
      "work": { [scheduler] in
        Effect<Probe, Never>.deferred {
          starts += 1
          return Effect(value: .value(starts))
        }
        .debounce(id: 1, for: 1, scheduler: scheduler)
      }
    ])
    store.send(.start("work"))
    store.send(.start("work"))
    #expect(starts == 0)
    scheduler.advance(by: 1)
    #expect(starts == 1)
    store.receive(.value(1)) { $0 = [.value(1)] }
  }

  @Test func throttleLatestFalseDeliversTheFirstThenTheFirstOfTheNextWindow() {
    var next = 0
    let store = probeTestStore([
      "tap": { [scheduler] in
        next += 1
        return Effect(value: .value(next))
          .throttle(id: "tap", for: .seconds(1), scheduler: scheduler, latest: false)
      }
    ])
    store.send(.start("tap"))
    store.receive(.value(1)) { $0 = [.value(1)] }
    scheduler.advance(by: .milliseconds(100))
    store.send(.start("tap"))  // 2: held for the end of the window
    scheduler.advance(by: .milliseconds(100))
    store.send(.start("tap"))  // 3: dropped, 2 came first
    scheduler.advance(by: .milliseconds(799))
    store.skipReceivedActions(strict: false)
    #expect(store.state == [.value(1)])
    scheduler.advance(by: .milliseconds(1))
    store.receive(.value(2)) { $0.append(.value(2)) }
    #expect(store.effects.records.isEmpty)
    // A value after a quiet window passes at once.
    scheduler.advance(by: .seconds(5))
    store.send(.start("tap"))
    store.receive(.value(4)) { $0.append(.value(4)) }
  }

  @Test func throttleLatestTrueDeliversTheNewestOfTheWindow() {
    var next = 0
    let store = probeTestStore([
      "tap": { [scheduler] in
        next += 1
        return Effect(value: .value(next))
          .throttle(id: "tap", for: .seconds(1), scheduler: scheduler, latest: true)
      }
    ])
    store.send(.start("tap"))
    store.receive(.value(1)) { $0 = [.value(1)] }
    store.send(.start("tap"))
    scheduler.advance(by: .milliseconds(500))
    store.send(.start("tap"))
    scheduler.advance(by: .milliseconds(500))
    store.receive(.value(3)) { $0.append(.value(3)) }
    scheduler.run()
    #expect(store.state == [.value(1), .value(3)])
  }

  @Test func throttleOfSeveralValuesInOneEffectDeliversEachWindowOnce() {
    let store = probeTestStore([
      "burst": { [scheduler] in
        Effect.merge((1...3).map { Effect(value: Probe.value($0)) })
          .throttle(id: "burst", for: .seconds(1), scheduler: scheduler, latest: true)
      }
    ])
    store.send(.start("burst"))
    store.receive(.value(1)) { $0 = [.value(1)] }
    scheduler.advance(by: .seconds(1))
    store.receive(.value(3)) { $0.append(.value(3)) }
    scheduler.run()
    #expect(store.state == [.value(1), .value(3)])
    #expect(store.effects.records.isEmpty)
  }

  @Test func timerFiresEveryIntervalUntilCancelled() {
    let store = probeTestStore([
      "tick": { [scheduler] in
        Effect.timer(id: "timer", every: .milliseconds(10), on: scheduler).map { _ in .text("tick") }
      },
      "stop": { .cancel(id: "timer") },
    ])
    store.send(.start("tick"))
    #expect(store.effects.records.first?.kind == "timer")
    #expect(store.effects.records.first?.nextFire == "in 10ms")
    #expect(store.effects.records.first?.cancellationIDs == ["timer"])
    #expect(store.effects.isInFlight(id: "timer"))
    scheduler.advance(by: .milliseconds(35))
    store.receive(.text("tick")) { $0 = [.text("tick")] }
    store.receive(.text("tick")) { $0.append(.text("tick")) }
    store.receive(.text("tick")) { $0.append(.text("tick")) }
    store.send(.start("stop"))
    #expect(!store.effects.isInFlight(id: "timer"))
    #expect(!scheduler.hasRepeatingWork)
  }

  @Test func timerDeliversTheSchedulerTime() {
    let start = scheduler.now
    var times: [DispatchQueue.SchedulerTimeType] = []
    let cancellable = Effect.timer(id: 1, every: .seconds(1), tolerance: .zero, on: scheduler)
      .sink { times.append($0) }
    scheduler.advance(by: .seconds(2))
    #expect(times == [start.advanced(by: .seconds(1)), start.advanced(by: .seconds(2))])
    cancellable.cancel()
    #expect(!scheduler.hasRepeatingWork)
  }

  @Test func aNewTimerUnderARunningIdCancelsTheOldOne() {
    // Seed 000: sending `.start` twice must not double the ticks.
    let store = probeTestStore([
      "tick": { [scheduler] in
        Effect.timer(id: "timer", every: .milliseconds(10), on: scheduler).map { _ in .text("tick") }
      },
      "stop": { .cancel(id: "timer") },
    ])
    store.send(.start("tick"))
    scheduler.advance(by: .milliseconds(5))
    store.send(.start("tick"))
    #expect(store.effects.records.count == 1)
    scheduler.advance(by: .milliseconds(10))
    store.receive(.text("tick")) { $0 = [.text("tick")] }
    scheduler.advance(by: .milliseconds(10))
    store.receive(.text("tick")) { $0.append(.text("tick")) }
    store.send(.start("stop"))
  }

  @Test func cancelIdsCancelsEachId() {
    let store = probeTestStore([
      "a": { [scheduler] in Effect(value: .value(1)).delay(for: 1, scheduler: scheduler).cancellable(id: "a") },
      "b": { [scheduler] in Effect(value: .value(2)).delay(for: 1, scheduler: scheduler).cancellable(id: "b") },
      "c": { [scheduler] in Effect(value: .value(3)).delay(for: 1, scheduler: scheduler).cancellable(id: "c") },
      "cancel": { .cancel(ids: ["a", "b"]) },
    ])
    store.send(.start("a"))
    store.send(.start("b"))
    store.send(.start("c"))
    store.send(.start("cancel"))
    #expect(store.effects.records.count == 1)
    scheduler.advance(by: 1)
    store.receive(.value(3)) { $0 = [.value(3)] }
  }

  @Test func cancellableWithoutCancelInFlightRunsSideBySide() {
    let store = probeTestStore([
      "a": { [scheduler] in Effect(value: .value(1)).delay(for: 1, scheduler: scheduler).cancellable(id: "x") },
      "cancel": { .cancel(id: "x") },
    ])
    store.send(.start("a"))
    store.send(.start("a"))
    #expect(store.effects.records.count == 2)
    store.send(.start("cancel"))
    #expect(store.effects.records.isEmpty)
    #expect(scheduler.scheduledCount == 0)
  }

  @Test func cancellableWithCancelInFlightReplacesTheRunningOne() {
    var next = 0
    let store = probeTestStore([
      "a": { [scheduler] in
        next += 1
        return Effect(value: .value(next)).delay(for: 1, scheduler: scheduler)
          .cancellable(id: "x", cancelInFlight: true)
      }
    ])
    store.send(.start("a"))
    store.send(.start("a"))
    #expect(store.effects.records.count == 1)
    scheduler.advance(by: 1)
    store.receive(.value(2)) { $0 = [.value(2)] }
  }

  @Test func noneCancellableWithCancelInFlightStillCancels() {
    let store = probeTestStore([
      "a": { [scheduler] in Effect(value: .value(1)).delay(for: 1, scheduler: scheduler).cancellable(id: "x") },
      "stop": { Effect<Probe, Never>.none.cancellable(id: "x", cancelInFlight: true) },
    ])
    store.send(.start("a"))
    store.send(.start("stop"))
    #expect(store.effects.records.isEmpty)
    #expect(Effect<Int, Never>.none.cancellable(id: "x").isNone)
  }

  @Test func cancelledEffectDeliversNothingMore() {
    let store = probeTestStore([
      "many": { [scheduler] in
        Effect.concatenate(
          Effect(value: .value(1)),
          Effect(value: .value(2)).delay(for: 1, scheduler: scheduler)
        )
        .cancellable(id: "many")
      },
      "cancel": { .cancel(id: "many") },
    ])
    store.send(.start("many"))
    store.receive(.value(1)) { $0 = [.value(1)] }
    store.send(.start("cancel"))
    #expect(scheduler.scheduledCount == 0)
    scheduler.run()
    #expect(store.state == [.value(1)])
  }

  @Test func cancellationIdsAreScopedToAStore() {
    let effects: [String: () -> Effect<Probe, Never>] = [
      "a": { [scheduler] in Effect(value: .value(1)).delay(for: 1, scheduler: scheduler).cancellable(id: "x") },
      "cancel": { .cancel(id: "x") },
    ]
    let one = probeStore(effects)
    let two = probeStore(effects)
    one.send(.start("a"))
    two.send(.start("a"))
    two.send(.start("cancel"))
    scheduler.advance(by: 1)
    #expect(one.state == [.value(1)])
    #expect(two.state.isEmpty)
  }
}

/// Cancelling an effect stops its later steps too: nothing it has not started yet starts.
@Suite struct EffectCancellationReachTests {
  let scheduler = DispatchQueue.test

  @Test func cancellingAMappedConcatenationStartsNoLaterStep() {
    var started: [Int] = []
    let store = probeStore([
      "steps": { [scheduler] in
        Effect<Int, Never>.concatenate(
          Effect(value: 1).delay(for: 1, scheduler: scheduler),
          .deferred {
            started.append(2)
            return Effect(value: 2)
          }
        )
        .map(Probe.value)
      }
    ])
    store.send(.start("steps"))
    #expect(store.effects.cancel(recordID: 0))
    scheduler.run()
    #expect(started == [])
    #expect(store.state == [])
  }

  @Test func cancellingAMappedFlatMapStartsNoInnerEffect() {
    var started = 0
    let store = probeStore([
      "outer": { [scheduler] in
        Effect<Int, Never>(value: 1).delay(for: 1, scheduler: scheduler)
          .flatMap { value in
            Effect<Int, Never>.deferred {
              started += 1
              return Effect(value: value)
            }
          }
          .map(Probe.value)
          .cancellable(id: "outer")
      },
      "cancel": { .cancel(id: "outer") },
    ])
    store.send(.start("outer"))
    store.send(.start("cancel"))
    scheduler.run()
    #expect(started == 0)
    #expect(store.effects.records.isEmpty)
  }

  @Test func cancelledAsyncConcatenationDoesNotStartTheNextStep() async {
    let started = LockIsolated(false)
    let store = probeStore([
      "steps": {
        Effect<Int, Never>.concatenate(
          .run { _ in try await Task.sleep(nanoseconds: 5_000_000) },
          .fireAndForget { started.setValue(true) }
        )
        .map(Probe.value)
        .cancellable(id: "steps")
      },
      "cancel": { .cancel(id: "steps") },
    ])
    store.send(.start("steps"))
    store.send(.start("cancel"))
    try? await Task.sleep(nanoseconds: 30_000_000)
    store.effects.inbox.drain()
    #expect(!started.value)
  }
}

@MainActor @Suite struct SelfCancellingEffectTests {
  @Test func aTimerCancelledByTheReducerOfItsOwnTick() {
    enum Action: Equatable {
      case start
      case tick
    }
    let scheduler = DispatchQueue.test
    let reducer = Reducer<Int, Action, Void> { count, action, _ in
      switch action {
      case .start:
        return Effect.timer(id: "t", every: .seconds(1), on: scheduler).map { _ in .tick }
      case .tick:
        count += 1
        return count == 3 ? .cancel(id: "t") : .none
      }
    }
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    store.send(.start)
    scheduler.advance(by: .seconds(10))
    store.receive(.tick) { $0 = 1 }
    store.receive(.tick) { $0 = 2 }
    store.receive(.tick) { $0 = 3 }
    #expect(!scheduler.hasRepeatingWork)
    #expect(store.effects.records.isEmpty)
  }

  @Test func anObserverSendingAnActionIsReducedToo() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var seen: [Int] = []
    let observation = store.observe { state in
      seen.append(state.count)
      if state.count == 1 { store.send(.increment) }
    }
    store.send(.increment)
    #expect(store.state.count == 2)
    #expect(seen == [0, 1, 2])
    _ = observation
  }
}

/// A test scheduler's work, with the tolerance each delayed piece was scheduled with.
private struct ToleranceRecordingScheduler: Scheduler {
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  let base: TestSchedulerOf<DispatchQueue>
  let tolerances = LockIsolated<[SchedulerTimeType.Stride]>([])

  init(_ base: TestSchedulerOf<DispatchQueue>) { self.base = base }

  var now: SchedulerTimeType { base.now }
  var minimumTolerance: SchedulerTimeType.Stride { base.minimumTolerance }
  func schedule(_ action: @escaping () -> Void) { base.schedule(action) }
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    tolerances.withValue { $0.append(tolerance) }
    return base.schedule(after: date, tolerance: tolerance, action)
  }
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    base.schedule(after: date, interval: interval, tolerance: tolerance, action)
  }
}
