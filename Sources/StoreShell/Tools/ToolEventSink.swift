/// The sink of a ``ToolSession``: each event as the JSON printer writes it (the shell's one
/// JSON renderer) and as the text the shell prints, kept until the call takes them.
final class ToolEventSink: ShellEventSink {
  private(set) var run = ToolRun()
  /// The printer the events go through; its `done` objects end each line.
  private(set) lazy var json = JSONPrinter(settings: settings) { [unowned self] objects in
    // The printer joins an event's objects with newlines: one object an element here.
    run.events += objects.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
  private let settings: () -> ShellSettings

  /// A sink rendering JSON as `settings` (the session's, read for each event) say.
  init(settings: @escaping () -> ShellSettings) { self.settings = settings }

  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    json.receive(event, lines: lines)
    run.text += lines.splittingBlocks.map(\.text)
  }

  /// What was received since the last call, and a fresh start.
  func take() -> ToolRun {
    defer { run = ToolRun() }
    return run
  }
}
