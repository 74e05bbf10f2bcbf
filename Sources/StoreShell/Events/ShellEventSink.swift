/// Where a session's events go: a printer, a worker's wire, a JSON stream.
protocol ShellEventSink: AnyObject {
  /// Takes one event, in the order the session emitted them, with its text as the session's
  /// settings render it (``LineRenderer``; a state diff as one diff block), rendered once for
  /// the session's own record and every sink that prints text.
  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>)
  /// Whether this sink's host survives a trap (a worker, whose supervisor reports it): a
  /// replay then runs a step recorded as trapped; elsewhere it is reported unrun.
  var survivesTraps: Bool { get }
}

extension ShellEventSink {
  /// A trap ends the host's process.
  var survivesTraps: Bool { false }
}
