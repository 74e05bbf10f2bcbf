/// Where a session's events go: a printer, a worker's wire, a JSON stream.
protocol ShellEventSink: AnyObject {
  /// Takes one event, in the order the session emitted them, with its text as the session's
  /// settings render it (``LineRenderer``; a state diff as one diff block), rendered once for
  /// the session's own record and every sink that prints text.
  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>)
}
