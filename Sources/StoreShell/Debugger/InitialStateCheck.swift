import Composable
import Foundation
import StateDiff
import StatePaths

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
      // Rows kept by id whose ids differ: named by the row's place and its id, whose fix
      // it is (`rows[0].id`), not by an id that is another one on every build.
      if let offset = offset(ofID: id, at: path, in: first), let rowID = idField(of: old) {
        path += [.index(offset), .field("id")]
        value = rowID
      } else {
        path.append(.id(id))
        value = old
      }
    case let .addKey(key, new):
      path.append(.key(key))
      value = new
    case let .removeKey(key, old):
      path.append(.key(key))
      value = old
    }
    return "\(MutationWriter.fieldName(path)) differs between two builds: \(fix(for: value))"
  }

  /// Where the element with `id` stands in the collection at `path` of `state`.
  private static func offset(ofID id: Any, at path: [StateChange.Step], in state: Any) -> Int? {
    var value: Any = state
    for step in path {
      if case .unwrap = step { continue }
      guard case let .field(name) = step,
        let child = Mirror(reflecting: StatePath.unwrapped(value)).children
          .first(where: { $0.label == name || $0.label == "_" + name })
      else { return nil }
      value = child.value
    }
    let elements = Mirror(reflecting: StatePath.unwrapped(value)).children.map(\.value)
    return elements.firstIndex { StatePath.identity(of: $0) == "\(id)" }
  }

  /// An element's `id` field, if it has one.
  private static func idField(of element: Any) -> Any? {
    Mirror(reflecting: element).children.first { $0.label == "id" }?.value
  }

  private static func build<State, Action>(_ feature: ShellFeature<State, Action>) -> State {
    let context = FeatureContext.test(scheduler: VirtualTimeScheduler())
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
