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
  _ inbox: EffectInbox, timeout: TimeInterval = 30, until condition: () -> Bool
) async -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  inbox.drain()
  while !condition(), Date() < deadline {
    try? await Task.sleep(nanoseconds: 500_000)
    inbox.drain()
  }
  return condition()
}
