import Composable
import ConcurrencyExtras
import Foundation

/// Records what an effect delivers when run with `sink`.
final class EffectRecorder<Output, Failure: Error> {
  var values: [Output] = []
  /// `"finished"` or `"failure(<error>)"`, once per completion.
  var completions: [String] = []
  var cancellable: AnyCancellable?

  init(_ effect: Effect<Output, Failure>) {
    cancellable = effect.sink(
      receiveCompletion: { [unowned self] completion in
        switch completion {
        case .finished: completions.append("finished")
        case let .failure(error): completions.append("failure(\(error))")
        }
      },
      receiveValue: { [unowned self] in values.append($0) })
  }

  var isFinished: Bool { !completions.isEmpty }
}

struct TestError: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestError(\(code))" }
}

/// A feature whose reducer logs every action but `.start`, and starts for `.start(name)` the
/// effect its environment holds under `name`: for driving effects through a store.
enum Probe: Equatable, Sendable {
  case start(String)
  case value(Int)
  case text(String)
}

struct ProbeEnvironment {
  var effects: [String: () -> Effect<Probe, Never>] = [:]
}

let probeReducer = Reducer<[Probe], Probe, ProbeEnvironment> { log, action, environment in
  switch action {
  case let .start(name):
    return environment.effects[name]?() ?? .none
  case .value, .text:
    log.append(action)
    return .none
  }
}

/// A store of the probe feature whose inbox the test drains itself.
func probeStore(_ effects: [String: () -> Effect<Probe, Never>]) -> Store<[Probe], Probe> {
  Store(
    initialState: [], reducer: probeReducer, environment: ProbeEnvironment(effects: effects),
    inbox: EffectInbox())
}

/// A test store of the probe feature.
func probeTestStore(_ effects: [String: () -> Effect<Probe, Never>])
  -> TestStore<[Probe], Probe, ProbeEnvironment>
{
  TestStore(
    initialState: [], reducer: probeReducer, environment: ProbeEnvironment(effects: effects))
}

/// Waits (suspending, draining `inbox`) until `condition` holds or `timeout` passes: the form
/// for Swift Testing, where blocking a thread of the cooperative pool starves the effects.
func drainAsync(
  _ inbox: EffectInbox, timeout: TimeInterval = 30,
  isolation: isolated (any Actor)? = #isolation, until condition: () -> Bool
) async -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  inbox.drain()
  while !condition(), Date() < deadline {
    try? await Task.sleep(nanoseconds: 500_000)
    inbox.drain()
  }
  return condition()
}

/// Suspends until `scheduler` reaches `duration` from now; throws when the task is cancelled.
/// (The library's `sleep(for:)` comes with another change; this one uses only `schedule`.)
func virtualSleep(
  on scheduler: TestSchedulerOf<DispatchQueue>, for duration: DispatchQueue.SchedulerTimeType.Stride
) async throws {
  let wake = LockIsolated<(resumed: Bool, continuation: CheckedContinuation<Void, Never>?)>(
    (false, nil))
  let resume: @Sendable () -> Void = {
    let continuation = wake.withValue { state -> CheckedContinuation<Void, Never>? in
      if state.resumed { return nil }
      state.resumed = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
  let work = LockIsolated<UncheckedSendable<SchedulerCancellable>?>(nil)
  await withTaskCancellationHandler {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeNow = wake.withValue { state -> Bool in
        if state.resumed { return true }
        state.continuation = continuation
        return false
      }
      if resumeNow {
        continuation.resume()
        return
      }
      work.setValue(
        UncheckedSendable(
          scheduler.schedule(after: scheduler.now.advanced(by: duration)) { resume() }))
    }
  } onCancel: {
    work.value?.value.cancel()
    resume()
  }
  try Task.checkCancellation()
}

/// Suspends until `condition` holds (a task reached its sleep), for at most 5 seconds.
func waitUntil(_ condition: () -> Bool) async {
  let deadline = Date(timeIntervalSinceNow: 5)
  while !condition(), Date() < deadline { try? await Task.sleep(nanoseconds: 100_000) }
}
