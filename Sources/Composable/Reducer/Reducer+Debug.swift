extension Reducer {
  /// Prints every action this reducer receives and the state diff it causes, custom-dump
  /// style, through `printer` (standard output by default), as the Composable Architecture
  /// does: the action indented by two spaces, then the diff, whose unchanged lines are
  /// indented by two and whose changed ones start with `-` / `+` in the first column.
  public func debug(
    _ prefix: String = "",
    printer: @escaping (String) -> Void = { Swift.print($0) }
  ) -> Self {
    Self { state, action, environment in
      let previous = state
      let effects = self.run(&state, action, environment)
      var actionDump = ""
      customDump(action, to: &actionDump, indent: 2)
      let header = prefix.isEmpty ? "received action:" : "\(prefix): received action:"
      if State.self == Void.self {
        printer("\(header)\n\(actionDump)")
      } else {
        printer("\(header)\n\(actionDump)\n\(diff(previous, state) ?? "  (No state changes)")")
      }
      return effects
    }
  }
}
