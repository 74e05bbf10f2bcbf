/// The sink of a ``ToolSession``: each event as the JSON printer writes it (the shell's one
/// JSON renderer) and as the text the shell prints, kept until the call takes them.
///
/// A call keeps at most ``maximumBytes`` of events and text (an `advance --force` of a fast
/// timer can deliver millions of actions): past that only errors, traps and `done` objects
/// are kept, and the call's events end with a note of how many were left out.
final class ToolEventSink: ShellEventSink {
  /// The most bytes of events (and as many of text) a call keeps: 8 MiB.
  static let maximumBytes = 8 << 20

  private var run = ToolRun()
  private var keptBytes = 0
  private var droppedEvents = 0
  /// The printer the events go through; its `done` objects end each line.
  private(set) lazy var json = JSONPrinter(settings: settings) { [unowned self] objects in
    // The printer joins an event's objects with newlines: one object an element here.
    for object in objects.split(separator: "\n", omittingEmptySubsequences: true) {
      keep(String(object))
    }
  }
  private let settings: () -> ShellSettings

  /// A sink rendering JSON as `settings` (the session's, read for each event) say.
  init(settings: @escaping () -> ShellSettings) { self.settings = settings }

  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    json.receive(event, lines: lines)
    guard keptBytes < Self.maximumBytes else { return }
    for line in lines.splittingBlocks {
      run.text.append(line.text)
      keptBytes += line.text.utf8.count
    }
  }

  private func keep(_ object: String) {
    if keptBytes >= Self.maximumBytes, !Self.isAlwaysKept(object) {
      droppedEvents += 1
      return
    }
    run.events.append(object)
    keptBytes += object.utf8.count
  }

  /// `done`, `error` and `trapped` objects (their `event` is the second field).
  private static func isAlwaysKept(_ object: String) -> Bool {
    object.hasPrefix(#"{"v":1,"event":"done""#) || object.hasPrefix(#"{"v":1,"event":"error""#)
      || object.hasPrefix(#"{"v":1,"event":"trapped""#)
  }

  /// What was received since the last call, and a fresh start.
  func take() -> ToolRun {
    if droppedEvents > 0 {
      let note =
        "\(droppedEvents) events left out: the call's output passed \(Self.maximumBytes >> 20) "
        + "MiB (set diff off, or set filter -<action>, prints less)"
      run.events += JSONEventWriter.objects(
        for: .info(note, .note), settings: settings(), origin: JSONEventWriter.Origin())
      run.text.append(note)
    }
    defer {
      run = ToolRun()
      keptBytes = 0
      droppedEvents = 0
    }
    return run
  }
}
