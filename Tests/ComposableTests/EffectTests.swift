import Composable
import ConcurrencyExtras
import Foundation
import Testing
import XCTest

/// Effect constructors, operators and combinators, run with `sink`.
@Suite struct EffectCreationTests {
  @Test func cancelByIDStopsAnEffectRunWithSink() {
    // Outside a store, as TCA 0.40's tests of effects do: before, the cancel ran in a context of
    // its own, and the value still came a second later, then the completion.
    enum DelayID {}
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, Never>(value: 1).delay(for: 1, scheduler: scheduler)
        .cancellable(id: DelayID.self))
    #expect(recorder.completions.isEmpty)
    _ = Effect<Int, Never>.cancel(id: DelayID.self).sink { _ in }
    #expect(recorder.completions == ["finished"])
    scheduler.advance(by: 1)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == ["finished"])
    // The id is free again: a new effect under it runs to its end.
    let again = EffectRecorder(
      Effect<Int, Never>(value: 2).delay(for: 1, scheduler: scheduler)
        .cancellable(id: DelayID.self))
    scheduler.advance(by: 1)
    #expect(again.values == [2])
    #expect(again.completions == ["finished"])
  }

  @Test func valueDeliversAndFinishes() {
    let recorder = EffectRecorder(Effect<Int, Never>(value: 42))
    #expect(recorder.values == [42])
    #expect(recorder.completions == ["finished"])
  }

  @Test func errorFails() {
    let recorder = EffectRecorder(Effect<Int, TestError>(error: TestError(code: 7)))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == ["failure(TestError(7))"])
  }

  @Test func noneFinishesAtOnceAndIsNone() {
    let none = Effect<Int, Never>.none
    #expect(none.isNone)
    #expect(none.kind == "none")
    #expect(!Effect<Int, Never>(value: 1).isNone)
    let recorder = EffectRecorder(none)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == ["finished"])
  }

  @Test func syncRunsItsWorkOnEachStart() {
    var calls = 0
    let effect = Effect<Int, Never>.sync {
      calls += 1
      return calls * 10
    }
    #expect(calls == 0)
    #expect(EffectRecorder(effect).values == [10])
    #expect(EffectRecorder(effect).values == [20])
    #expect(effect.kind == "sync")
  }

  @Test func resultDeliversSuccessOrFailure() {
    let success = EffectRecorder(Effect<Int, TestError>.result { .success(3) })
    #expect(success.values == [3])
    #expect(success.completions == ["finished"])
    let failure = EffectRecorder(Effect<Int, TestError>.result { .failure(TestError(code: 2)) })
    #expect(failure.values.isEmpty)
    #expect(failure.completions == ["failure(TestError(2))"])
  }

  @Test func futureFulfilledAtOnceDeliversSynchronously() {
    let recorder = EffectRecorder(Effect<Int, TestError>.future { callback in callback(.success(5)) })
    #expect(recorder.values == [5])
    #expect(recorder.completions == ["finished"])
    let failed = EffectRecorder(
      Effect<Int, TestError>.future { callback in callback(.failure(TestError(code: 9))) })
    #expect(failed.completions == ["failure(TestError(9))"])
  }

  @Test func futureFulfilledOnlyOnceCounts() {
    let recorder = EffectRecorder(
      Effect<Int, Never>.future { callback in
        callback(.success(1))
        callback(.success(2))
      })
    #expect(recorder.values == [1])
    #expect(recorder.completions == ["finished"])
  }

  @Test func futureFulfilledLaterFromAnotherThreadReachesASink() async {
    let values = LockIsolated<[Int]>([])
    let finished = LockIsolated(false)
    let cancellable = Effect<Int, Never>.future { callback in
      let callback = UncheckedSendable(callback)
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { callback.value(.success(8)) }
    }
    .sink(
      receiveCompletion: { _ in finished.setValue(true) },
      receiveValue: { value in values.withValue { $0.append(value) } })
    let deadline = Date(timeIntervalSinceNow: 2)
    while !finished.value, Date() < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
    #expect(values.value == [8])
    #expect(finished.value)
    _ = cancellable
  }

  @Test func fireAndForgetRunsAndDeliversNothing() {
    var ran = false
    let recorder = EffectRecorder(Effect<Int, Never>.fireAndForget { ran = true })
    #expect(ran)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == ["finished"])
  }

  @Test func fireAndForgetSwallowsErrors() {
    struct Boom: Error {}
    let recorder = EffectRecorder(Effect<Int, Never>.fireAndForget { throw Boom() })
    #expect(recorder.completions == ["finished"])
  }

  @Test func deferredBuildsTheEffectWhenStarted() {
    var built = 0
    let effect = Effect<Int, Never>.deferred {
      built += 1
      return Effect(value: built)
    }
    #expect(built == 0)
    #expect(EffectRecorder(effect).values == [1])
    #expect(EffectRecorder(effect).values == [2])
  }

  @Test func sinkWithOnlyValues() {
    var values: [Int] = []
    let cancellable = Effect<Int, Never>.merge(Effect(value: 1), Effect(value: 2))
      .sink { values.append($0) }
    #expect(values == [1, 2])
    cancellable.cancel()
  }

  @Test func cancellingASinkStopsDelivery() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    let cancellable = Effect<Int, Never>(value: 1)
      .delay(for: .seconds(1), scheduler: scheduler)
      .sink { values.append($0) }
    cancellable.cancel()
    scheduler.run()
    #expect(values.isEmpty)
    #expect(scheduler.scheduledCount == 0)
  }

  @Test func anyCancellableCancelsOnceAndOnRelease() {
    var count = 0
    let cancellable = AnyCancellable { count += 1 }
    cancellable.cancel()
    cancellable.cancel()
    #expect(count == 1)
    do { _ = AnyCancellable { count += 10 } }
    #expect(count == 11)
    var set = Set<AnyCancellable>()
    AnyCancellable { count += 100 }.store(in: &set)
    #expect(set.count == 1)
    #expect(count == 11)
    set.removeAll()
    #expect(count == 111)
    let a = AnyCancellable {}
    let b = AnyCancellable {}
    #expect(a == a)
    #expect(a != b)
  }

  @Test func schedulerCancellable() {
    var cancelled = false
    SchedulerCancellable { cancelled = true }.cancel()
    #expect(cancelled)
    SchedulerCancellable.empty.cancel()
  }
}

@Suite struct EffectTransformTests {
  @Test func mapTransformsValues() {
    let recorder = EffectRecorder(Effect<Int, Never>(value: 2).map { "\($0 * 2)" })
    #expect(recorder.values == ["4"])
    #expect(recorder.completions == ["finished"])
    #expect(Effect<Int, Never>.none.map { $0 }.isNone)
  }

  @Test func mapKeepsTheKind() {
    #expect(Effect<Int, Never>.sync { 1 }.map { $0 }.kind == "sync")
  }

  @Test func compactMapDropsNils() {
    let effect = Effect<Int, Never>.merge((1...6).map { Effect(value: $0) })
      .compactMap { $0.isMultiple(of: 2) ? $0 * 10 : nil }
    let recorder = EffectRecorder(effect)
    #expect(recorder.values == [20, 40, 60])
    #expect(recorder.completions == ["finished"])
  }

  @Test func mapErrorTransformsTheFailure() {
    struct Wrapped: Error, CustomStringConvertible {
      var inner: TestError
      var description: String { "Wrapped(\(inner.code))" }
    }
    let recorder = EffectRecorder(
      Effect<Int, TestError>(error: TestError(code: 4)).mapError { Wrapped(inner: $0) })
    #expect(recorder.completions == ["failure(Wrapped(4))"])
    let ok = EffectRecorder(Effect<Int, TestError>(value: 1).mapError { Wrapped(inner: $0) })
    #expect(ok.values == [1])
    #expect(ok.completions == ["finished"])
  }

  @Test func catchReplacesAFailure() {
    let recorder = EffectRecorder(
      Effect<Int, TestError>(error: TestError(code: 3))
        .catch { error in Effect<Int, Never>(value: error.code * 100) })
    #expect(recorder.values == [300])
    #expect(recorder.completions == ["finished"])
    let untouched = EffectRecorder(
      Effect<Int, TestError>(value: 1).catch { _ in Effect<Int, Never>(value: -1) })
    #expect(untouched.values == [1])
  }

  @Test func catchRecoveryCanBeCancelled() {
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, TestError>(error: TestError())
        .catch { _ in Effect<Int, Never>(value: 1).delay(for: .seconds(1), scheduler: scheduler) })
    recorder.cancellable?.cancel()
    scheduler.run()
    #expect(recorder.values.isEmpty)
  }

  @Test func flatMapRunsAnEffectPerValueAndFinishesAfterAll() {
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, Never>.merge(Effect(value: 1), Effect(value: 2))
        .flatMap { value in
          Effect<String, Never>(value: "v\(value)")
            .delay(for: .seconds(value), scheduler: scheduler)
        })
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == ["v1"])
    #expect(!recorder.isFinished)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == ["v1", "v2"])
    #expect(recorder.completions == ["finished"])
  }

  @Test func flatMapFailsWithAnInnerFailure() {
    let recorder = EffectRecorder(
      Effect<Int, TestError>(value: 1).flatMap { _ in Effect<Int, TestError>(error: TestError(code: 5)) })
    #expect(recorder.completions == ["failure(TestError(5))"])
  }

  @Test func catchToEffectWithoutTransformYieldsResults() {
    let ok = EffectRecorder(Effect<Int, TestError>(value: 1).catchToEffect())
    #expect(ok.values.map { try? $0.get() } == [1])
    #expect(ok.completions == ["finished"])
    let failed = EffectRecorder(Effect<Int, TestError>(error: TestError(code: 2)).catchToEffect())
    #expect(failed.values.count == 1)
    #expect(failed.values.first.map { if case .failure(TestError(code: 2)) = $0 { true } else { false } } == true)
    #expect(failed.completions == ["finished"])
  }

  @Test func catchToEffectWithTransform() {
    enum Action: Equatable { case loaded(Result<Int, TestError>) }
    let recorder = EffectRecorder(
      Effect<Int, TestError>(error: TestError(code: 3)).catchToEffect(Action.loaded))
    #expect(recorder.values == [.loaded(.failure(TestError(code: 3)))])
    let ok = EffectRecorder(Effect<Int, TestError>(value: 3).catchToEffect(Action.loaded))
    #expect(ok.values == [.loaded(.success(3))])
  }

  @Test func eraseToEffectBothForms() {
    #expect(EffectRecorder(Effect<Int, Never>(value: 1).eraseToEffect()).values == [1])
    #expect(EffectRecorder(Effect<Int, Never>(value: 1).eraseToEffect { $0 + 1 }).values == [2])
  }

  @Test func fireAndForgetOperatorIgnoresValuesAndFailures() {
    var ran = 0
    let upstream = Effect<Int, TestError>.sync {
      ran += 1
      return 1
    }
    let recorder = EffectRecorder(upstream.fireAndForget() as Effect<String, Never>)
    #expect(ran == 1)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == ["finished"])
    let failing = EffectRecorder(Effect<Int, TestError>(error: TestError()).fireAndForget() as Effect<Int, Never>)
    #expect(failing.completions == ["finished"])
  }

  @Test func decodeDecodesAndFailsOnBadData() throws {
    let data = try JSONEncoder().encode([2, 31])
    let recorder = EffectRecorder(
      Effect<Data, Never>(value: data).decode(type: [Int].self, decoder: JSONDecoder()))
    #expect(recorder.values == [[2, 31]])
    #expect(recorder.completions == ["finished"])
    let bad = EffectRecorder(
      Effect<Data, Never>(value: Data("nope".utf8)).decode(type: [Int].self, decoder: JSONDecoder()))
    #expect(bad.values.isEmpty)
    #expect(bad.completions.count == 1)
    #expect(bad.completions.first?.hasPrefix("failure(") == true)
  }

  @Test func seed004LoadPipeline() throws {
    // compactMap + decode + catch + map, as seed 004 loads favourite primes.
    enum Action: Equatable { case loadedFavoritePrimes([Int]) }
    let load = { (data: Data?) in
      Effect<Data?, Never>.sync { data }
        .compactMap { $0 }
        .decode(type: [Int].self, decoder: JSONDecoder())
        .catch { _ in Effect<[Int], Never>.none }
        .map(Action.loadedFavoritePrimes)
        .eraseToEffect()
    }
    #expect(EffectRecorder(load(try JSONEncoder().encode([2, 31]))).values == [.loadedFavoritePrimes([2, 31])])
    #expect(EffectRecorder(load(nil)).values.isEmpty)
    #expect(EffectRecorder(load(Data("x".utf8))).values.isEmpty)
  }

  @Test func setFailureType() {
    let recorder = EffectRecorder(Effect<Int, Never>(value: 1).setFailureType(to: TestError.self))
    #expect(recorder.values == [1])
    #expect(recorder.completions == ["finished"])
  }
}

@Suite struct EffectCombiningTests {
  @Test func mergeDeliversFromAllAndFinishesAfterAll() {
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, Never>.merge(
        Effect(value: 1).delay(for: .seconds(2), scheduler: scheduler),
        Effect(value: 2),
        .none,
        Effect(value: 3).delay(for: .seconds(1), scheduler: scheduler)))
    #expect(recorder.values == [2])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [2, 3])
    #expect(!recorder.isFinished)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [2, 3, 1])
    #expect(recorder.completions == ["finished"])
  }

  @Test func mergeOfNothingIsNone() {
    #expect(Effect<Int, Never>.merge([]).isNone)
    #expect(Effect<Int, Never>.merge(.none, .none).isNone)
    #expect(Effect<Int, Never>.merge(.none, Effect(value: 1)).kind == "value")
  }

  @Test func aMergeIsNamedAfterTheOneEffectThatGoesOnRunning() {
    let saveNow = Effect<Int, Never>.merge(.cancel(id: "wait"), .task { 1 })
    #expect(saveNow.kind == "task")
    #expect(Effect<Int, Never>.merge(Effect(value: 1), .task { 2 }).kind == "merge")
    #expect(Effect<Int, Never>.merge(.cancel(id: "a"), .cancel(id: "b")).kind == "merge")
  }

  @Test func mergeWith() {
    let recorder = EffectRecorder(Effect<Int, Never>(value: 1).merge(with: Effect(value: 2)))
    #expect(recorder.values == [1, 2])
  }

  @Test func mergeFailsWithTheFirstFailureAndCancelsTheRest() {
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, TestError>.merge(
        Effect(value: 1).delay(for: .seconds(1), scheduler: scheduler),
        Effect(error: TestError(code: 1)),
        Effect(error: TestError(code: 2))))
    #expect(recorder.completions == ["failure(TestError(1))"])
    // The still-running sibling is cancelled, not left on the scheduler.
    #expect(scheduler.scheduledCount == 0)
    scheduler.run()
    #expect(recorder.values.isEmpty)
  }

  @Test func concatenateRunsInOrder() {
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, Never>.concatenate(
        Effect(value: 1).delay(for: .seconds(2), scheduler: scheduler),
        Effect(value: 2),
        .none,
        Effect(value: 3).delay(for: .seconds(1), scheduler: scheduler)))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .seconds(2))
    #expect(recorder.values == [1, 2])
    #expect(!recorder.isFinished)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completions == ["finished"])
  }

  @Test func concatenateStopsAtAFailure() {
    var ran = false
    let recorder = EffectRecorder(
      Effect<Int, TestError>.concatenate(
        Effect(value: 1), Effect(error: TestError(code: 4)), .fireAndForget { ran = true }))
    #expect(recorder.values == [1])
    #expect(recorder.completions == ["failure(TestError(4))"])
    #expect(!ran)
  }

  @Test func concatenateOfNothingIsNone() {
    #expect(Effect<Int, Never>.concatenate([]).isNone)
    #expect(Effect<Int, Never>.concatenate(.none).isNone)
  }

  @Test func cancellingAConcatenationCancelsTheRunningStep() {
    // The first step completes at once, so the running one is the second: cancelling must
    // reach it.
    let scheduler = DispatchQueue.test
    let recorder = EffectRecorder(
      Effect<Int, Never>.concatenate(
        Effect(value: 1),
        Effect(value: 2).delay(for: .seconds(1), scheduler: scheduler)))
    #expect(recorder.values == [1])
    #expect(scheduler.scheduledCount > 0)
    recorder.cancellable?.cancel()
    #expect(scheduler.scheduledCount == 0)
    scheduler.run()
    #expect(recorder.values == [1])
  }
}

/// The machinery under stores: inbox, context, `Send`.
@Suite struct EffectMachineryTests {
  /// An effect fulfilled on another thread after `delay` seconds: it reaches a context through
  /// its inbox.
  func later(_ value: Int, after delay: Double = 0) -> Effect<Int, Never> {
    .future { callback in
      let callback = UncheckedSendable(callback)
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) { callback.value(.success(value)) }
    }
  }

  @Test func immediateInboxRunsJobsOnThePostingThread() async {
    let inbox = EffectInbox.immediate()
    let context = EffectContext(inbox: inbox)
    let values = LockIsolated<[Int]>([])
    context.start(later(5), origin: "later") { value, _ in values.withValue { $0.append(value) } }
    let deadline = Date(timeIntervalSinceNow: 5)
    while values.value.isEmpty, Date() < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
    #expect(values.value == [5])
    #expect(inbox.isEmpty)
  }

  @Test func contextStartsEffectsAndTracksRecords() {
    let scheduler = DispatchQueue.test
    let context = EffectContext(inbox: EffectInbox())
    var values: [(Int, Int)] = []
    #expect(context.start(Effect<Int, Never>.none, origin: "none") { _, _ in } == nil)
    let sync = context.start(Effect(value: 1), origin: "sync") { value, record in
      values.append((value, record.id))
    }
    #expect(sync?.isCompleted == true)
    #expect(context.records.isEmpty)
    let delayed = context.start(
      Effect(value: 2).delay(for: 1, scheduler: scheduler).cancellable(id: "d"), origin: "delayed"
    ) { value, record in values.append((value, record.id)) }
    #expect(delayed?.id == 1)
    #expect(delayed?.origin as? String == "delayed")
    #expect(context.records.count == 1)
    #expect(context.isInFlight(id: "d"))
    scheduler.advance(by: 1)
    #expect(values.map(\.0) == [1, 2])
    #expect(values.map(\.1) == [0, 1])
    #expect(context.records.isEmpty)
    #expect(!context.isInFlight(id: "d"))
    context.start(
      Effect(value: 3).delay(for: 1, scheduler: scheduler).cancellable(id: "d"), origin: "x"
    ) { _, _ in }
    context.cancel(id: "d")
    #expect(context.records.isEmpty)
    #expect(scheduler.scheduledCount == 0)
  }

  @Test func sendDeliversUnlessItsTaskIsCancelled() async {
    let sent = LockIsolated<[Int]>([])
    let send = Send<Int> { value in sent.withValue { $0.append(value) } }
    await send(1)
    let task = Task {
      try? await Task.sleep(nanoseconds: 10_000_000_000)
      await send(2)
    }
    task.cancel()
    await task.value
    #expect(sent.value == [1])
  }
}

/// The inbox's blocking wait, on XCTest's main thread (blocking a thread of Swift Testing's
/// small cooperative pool can starve the dispatch work the test waits for).
final class EffectInboxTests: XCTestCase {
  func testInboxRunsPostedJobsInOrderWhenDrained() {
    let posts = LockIsolated(0)
    let inbox = EffectInbox(onPost: { posts.withValue { $0 += 1 } })
    XCTAssert(inbox.isEmpty)
    let context = EffectContext(inbox: inbox)
    var log: [Int] = []
    let record = context.start(EffectMachineryTests().later(1), origin: "later") { value, _ in log.append(value) }
    XCTAssert(inbox.wait(until: Date(timeIntervalSinceNow: 5)))
    XCTAssert(log.isEmpty)
    XCTAssert(!inbox.isEmpty)
    // `onPost` runs on the posting thread just after the post wakes the waiter.
    let deadline = Date(timeIntervalSinceNow: 5)
    while posts.value == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
    XCTAssert(posts.value == 1)
    XCTAssert(record?.isCompleted == false)
    XCTAssert(inbox.drain() == 1)
    XCTAssert(log == [1])
    XCTAssert(record?.isCompleted == true)
    XCTAssert(inbox.isEmpty)
    XCTAssert(inbox.drain() == 0)
  }

  func testInboxWaitTimesOutWhenNothingComes() {
    let inbox = EffectInbox()
    let start = Date()
    XCTAssert(!inbox.wait(until: Date(timeIntervalSinceNow: 0.02)))
    XCTAssert(Date().timeIntervalSince(start) >= 0.015)
  }

  func testInboxWaitWakesUpOnAPost() {
    let inbox = EffectInbox()
    let context = EffectContext(inbox: inbox)
    context.start(EffectMachineryTests().later(1, after: 0.01), origin: "later") { _, _ in }
    let start = Date()
    XCTAssert(inbox.wait(until: Date(timeIntervalSinceNow: 5)))
    XCTAssert(Date().timeIntervalSince(start) < 4)
    XCTAssert(inbox.drain() == 1)
    XCTAssert(context.records.isEmpty)
  }
}
