extension Reducer {
  /// Prints every action this reducer receives and the state diff it causes, custom-dump
  /// style, through `printer` (standard output by default).
  public func debug(
    _ prefix: String = "",
    printer: @escaping (String) -> Void = { Swift.print($0) }
  ) -> Self {
    Self { state, action, environment in
      let previous = state
      let effects = self.run(&state, action, environment)
      var actionDump = ""
      customDump(action, to: &actionDump, indent: 2)
      let stateDiff =
        diff(previous, state).map { $0.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n") }
        ?? "  (No state changes)"
      let header = prefix.isEmpty ? "received action:" : "\(prefix): received action:"
      printer("\(header)\n\(actionDump)\n\(stateDiff)")
      return effects
    }
  }
}
