/// A worker's sink: its session's events go to the supervisor as they come, typed (see
/// `WorkerWire+Events.swift`), each with its lines as `l` frames, so the supervisor's sink gets
/// what the session emitted once and in order, whatever happens next (a trap ends the worker
/// with the frames written so far).
///
/// The frames are written out before each command of a replayed script (which may trap), on a
/// live store and at a terminal after each event (a `wait` shows deliveries as they come, a
/// step whose effect traps has printed its own lines), and whenever 64 KiB
/// gather (a long step's lines stream: a step of a million ticks prints hundreds of MB);
/// otherwise with the answer's end.
final class WorkerWireSink: ShellEventSink {
  private let writer: FrameWriter
  private let flushesEachEvent: Bool
  /// Called before each command of a replayed script, with its replay's depth, its line, the
  /// command and the script's path: the worker says where it is, in case the command traps.
  var willReplay: ((Int, Int, String, String) -> Void)?
  /// The digest of the recorded text (volatile lines left out) of the lines sent since
  /// ``startCommand()``: when a command's transcript entry is this, the supervisor makes it
  /// from the lines it got.
  private(set) var recorded = RecordedTextDigest()
  /// How many bytes of frames are written out at once while a command runs.
  static let flushSize = 1 << 16

  /// Its supervisor reports a trap and starts a new worker.
  var survivesTraps: Bool { true }

  /// The session's settings now: with JSON output, a change travels as its edits' JSON.
  private let settings: () -> ShellSettings

  init(writer: FrameWriter, flushesEachEvent: Bool, settings: @escaping () -> ShellSettings) {
    self.writer = writer
    self.flushesEachEvent = flushesEachEvent
    self.settings = settings
  }

  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    if case let .replaying(path, line, command, depth) = event {
      // A replay's own transcript entry is never the lines it printed.
      recorded.reset()
      willReplay?(depth, line, command, path)
      writer.flush()
      return
    }
    let split = lines.splittingBlocks
    WireEvent.writeHead(of: event, lineCount: split.count, changes: changes, to: writer)
    for line in split {
      writer.frame("l", WorkerWire.encode(line))
      if !line.isVolatile { recorded.add(line: line.text) }
    }
    if flushesEachEvent || writer.byteCount >= Self.flushSize { writer.flush() }
  }

  /// The JSON of `change`'s edits, when the output is JSON.
  private func changes(_ change: StateTransition) -> [String]? {
    let settings = settings()
    guard settings.output == .json else { return nil }
    return JSONEventWriter.changeItems(of: change, settings: settings)
  }

  /// A command starts: ``recorded`` starts again.
  func startCommand() { recorded.reset() }
}
