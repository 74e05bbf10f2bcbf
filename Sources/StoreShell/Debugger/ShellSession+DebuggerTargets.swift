import ActionText

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
    guard !isKnown else { return }
    throw ShellError(
      "break on \(prefix): \(schema.typeName) has no such case; its cases: "
        + "\(Suggestions.abbreviated(paths)) ('actions' lists them with their arguments)")
  }

  /// Throws the path's error when its first field is not one of the state's (deeper fields may
  /// be missing now and there later, below an optional that is `nil`).
  func requireRootField(of path: StatePath) throws(ShellError) {
    guard let first = path.components.first, case .field = first else { return }
    let state = store.state
    _ = try StatePath.step(first, from: state, walked: "", root: state)
  }
}
