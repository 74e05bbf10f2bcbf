import Composable
import Foundation
import StateDiff

/// Whether a feature's initial state is the same on every build: on a test store the shell
/// builds it twice, from fresh contexts, and names the first path that differs and the fix. A
/// state that draws `UUID()` or `Date()` itself replays differently every time.
enum InitialStateCheck {
  /// `rows[0].id differs between two builds: draw ids from context.uuid`, or `nil` when the
  /// two builds agree.
  static func warning<State, Action>(for feature: ShellFeature<State, Action>) -> String? {
    let first = build(feature)
    let second = build(feature)
    guard let change = StateChangeFinder.changes(from: first, to: second).first else { return nil }
    var path = change.path
    var value: Any?
    switch change.kind {
    case let .assign(old, _): value = old
    case let .append(element, offset), let .insert(element, offset):
      path.append(.index(offset))
      value = element
    case let .remove(offset, old):
      path.append(.index(offset))
      value = old
    case let .removeID(id, old):
      path.append(.id(id))
      value = old
    case let .addKey(key, new):
      path.append(.key(key))
      value = new
    case let .removeKey(key, old):
      path.append(.key(key))
      value = old
    }
    return "\(MutationWriter.fieldName(path)) differs between two builds: \(fix(for: value))"
  }

  private static func build<State, Action>(_ feature: ShellFeature<State, Action>) -> State {
    let context = FeatureContext.test(scheduler: DispatchQueue.test)
    let store = feature.makeStore(context, EffectInbox(onPost: {}))
    defer { store.effects.cancelAll() }
    return store.state
  }

  /// What to draw the value from, by its type.
  private static func fix(for value: Any?) -> String {
    switch value.map({ StatePath.unwrapped($0) }) {
    case is UUID: return "draw ids from context.uuid"
    case is Date: return "read dates from context.date"
    case is any BinaryInteger, is any BinaryFloatingPoint, is Bool:
      return "draw random values from context.random"
    default: return "build it from the context's uuid, date and random"
    }
  }
}
