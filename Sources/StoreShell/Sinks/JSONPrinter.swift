/// The sink that prints events as JSON (`set output json`, `--output json`): one object a
/// line on standard output, errors included, in the schema ``JSONEventWriter`` writes.
final class JSONPrinter: ShellEventSink {
  private let write: (String) -> Void
  private let settings: () -> ShellSettings
  /// The number of the input line running (piped input), when there is one.
  var inputLine: Int?
  /// The script and line of the command each replay is running, outermost first.
  private var replays: [(path: String, line: Int)] = []

  /// A printer writing each object (without its newline) with `write`.
  init(settings: @escaping () -> ShellSettings, write: @escaping (String) -> Void) {
    self.settings = settings
    self.write = write
  }

  /// Writes the `done` object that ends every line of input, a command's or not (see
  /// ``JSONEventWriter/doneObject(failed:origin:)``).
  func commandDone(failed: Bool) {
    write(JSONEventWriter.doneObject(failed: failed, origin: JSONEventWriter.Origin(line: inputLine, file: nil)))
  }

  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    switch event {
    case let .replaying(path, line, _, depth):
      replays.removeSubrange(min(replays.count, depth - 1)...)
      replays.append((path, line))
    case let .replayEnded(depth):
      replays.removeSubrange(min(replays.count, max(depth - 1, 0))...)
    default:
      // A replayed command is placed by the outermost script's line: the events a sink has
      // come from the commands of the outermost replay.
      let origin = replays.first.map { JSONEventWriter.Origin(line: $0.line, file: $0.path) }
        ?? JSONEventWriter.Origin(line: inputLine, file: nil)
      let objects = JSONEventWriter.objects(for: event, settings: settings(), origin: origin)
      if !objects.isEmpty { write(objects.joined(separator: "\n")) }
    }
  }
}
