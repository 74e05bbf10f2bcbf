import ActionText
import ShellScripts
import StatePaths

/// The deeper checks of what `break on` and `watch`/`break when` name: cases inside an action's
/// payload, and fields below the state's first level, where the types say they cannot be there.
extension ShellSession {
  /// Throws unless every name after the action `prefix` starts with (`toggle` in
  /// `todo.toggle`) is a case the action's arguments can hold, at any depth. Kept when they
  /// cannot all be known (see `ActionSchema.payloadCaseNames(of:)`).
  func requirePayloadCases(_ prefix: String, actionPaths: [String]) throws(ShellError) {
    guard let action = actionPaths.first(where: { prefix.hasPrefix($0 + ".") }) else { return }
    let schema = ActionSchema.of(Action.self)
    guard let names = schema.payloadCaseNames(of: action) else { return }
    let rest = prefix.dropFirst(action.count + 1).split(separator: ".", omittingEmptySubsequences: false)
    guard let unknown = rest.first(where: { !names.contains(String($0)) }) else { return }
    let signature = schema.signature(of: action) ?? action
    let cases = names.sorted()
    throw ShellError(
      "break on \(prefix): \(signature) holds no case '\(unknown)'"
        + (cases.isEmpty
          ? " (its arguments hold no enum)"
          : "; its arguments' cases: \(Self.listed(cases, nearest: String(unknown)))"))
  }

  /// `a, b, c`, at most 8 of them, then `… and 12 more`.
  static func listed(_ names: [String]) -> String { Suggestions.abbreviated(names, countingMore: true) }

  /// As ``listed(_:)``, but a list cut short keeps the 8 names nearest `typed` (the longest
  /// common start first, then those holding it), in their order: what the user meant is shown.
  /// With none near, the first 8, as ``listed(_:)``.
  static func listed(_ names: [String], nearest typed: String) -> String {
    let limit = 8
    guard names.count > limit else { return listed(names) }
    let typed = typed.lowercased()
    func rank(_ index: Int) -> (Int, Int, Int) {
      let lowered = names[index].lowercased()
      let common = zip(lowered, typed).prefix { $0 == $1 }.count
      return (-common, lowered.contains(typed) ? 0 : 1, index)
    }
    let ranked = names.indices.sorted { rank($0) < rank($1) }
    let kept = ranked.prefix(limit).sorted().map { names[$0] }
    return kept.joined(separator: ", ") + ", … and \(names.count - limit) more"
  }

  /// Throws the path's error where it names what cannot be there whatever the state holds
  /// later: a field its struct (or class, tuple, collection, plain value) does not have, a key
  /// of something not a dictionary, a filter of something not a collection. The walk stops,
  /// keeping the path, where what comes next depends on the value: below an optional that is
  /// `nil` now, or an enum (another case may hold the field), and at an index, id, key,
  /// `first` or `last` not there now (an element or key added later).
  func requireReachableFields(of path: StatePath) throws(ShellError) {
    let state = store.state
    var value: Any = state
    var walked = ""
    for component in path.components {
      let current = StatePath.unwrapped(value)
      let style = Mirror(reflecting: current).displayStyle
      if style == .optional || style == .enum { return }
      do {
        value = try StatePath.step(component, from: current, walked: walked, root: state)
      } catch {
        switch component {
        case let .field(name) where CollectionProperty(rawValue: name) != nil:
          // `first` or `last` of a collection empty now; or a property its kind has not.
          if [.collection, .set, .dictionary].contains(style) { return }
          throw error
        case .field: throw error
        case .key where style != .dictionary: throw error
        case .filter where style != .collection && style != .set: throw error
        default: return
        }
      }
      walked += StatePath.text(of: component, first: walked.isEmpty)
    }
  }
}
