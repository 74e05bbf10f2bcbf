import ActionText
import ShellScripts

/// What `watch` and `break` name must exist: a breakpoint on an action case the app does not
/// have, or on a field its state does not have, would never hit, and said nothing.
extension ShellSession {
  /// Throws unless `prefix` (`todo.checkBoxToggled`) names one of the action's cases or a case
  /// inside one's payload: its first case must be one of the action's.
  func requireActionCase(_ prefix: String) throws(ShellError) {
    let schema = ActionSchema.of(Action.self)
    let paths = schema.paths
    let isKnown = paths.contains { path in
      path == prefix || path.hasPrefix(prefix + ".") || prefix.hasPrefix(path + ".")
    }
    guard !isKnown else { return try requirePayloadCases(prefix, actionPaths: paths) }
    throw ShellError(
      "break on \(prefix): \(schema.typeName) has no such case; its cases: "
        + "\(Self.listed(paths, nearest: prefix)) ('actions' lists them with their arguments)")
  }
}
