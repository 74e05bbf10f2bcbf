/// Where a session's events go: the one sink a ``ShellSession`` emits to. It hands each event
/// to the sinks that take it: the host's (a printer, a worker's wire, JSON), the transcript
/// and the recording (for the commands they keep), and the running command's result (the
/// lines a replay checks, or a caller with no host reads); between commands, a live store's
/// deliveries go to the host, or wait for ``takeAsyncLines()``.
///
/// The session says where commands start and end (``begin(recorded:)``, ``end(_:result:)``);
/// this decides who sees what, so that a sink or a host is added here, not in the session.
/// Each event is rendered once (``LineRenderer``), for every sink that takes text.
import ShellScripts
final class SessionOutput {
  /// The host's sink: each top-level command's events, and those of the commands a top-level
  /// replay runs unless it checks or updates its script (see ``passOnReplayedCommands(_:)``).
  var host: (any ShellEventSink)?
  /// Every command run and what it printed, for `save`, `record --from-start` and `export`.
  let transcript = TranscriptLog()
  /// The recording under way, if any.
  var recorder: ScriptRecorder? {
    // Piped input in the shell's process: a trap writes its step into the recording.
    didSet { InProcessTrap.noteRecording(recorder?.descriptor ?? -1) }
  }
  /// The settings that shape the text of events (the session's, which `set` changes).
  var settings: ShellSettings
  /// The commands running, innermost last (a replay's commands run inside it): the first
  /// ``depth`` of these (the others are kept for the next commands: no allocation a step).
  private var frames: [Frame] = []
  private var depth = 0
  /// The innermost command running.
  private var current: Frame? { depth == 0 ? nil : frames[depth - 1] }
  /// Lines emitted between commands, with no host to take them.
  private var asyncLines: [OutputLine] = []
  /// How many lines were emitted between commands so far.
  private(set) var asyncLineCount = 0
  /// How many ``muted(_:)`` calls are under way: events are dropped meanwhile.
  private var muteDepth = 0

  /// A running command: where its events go.
  private final class Frame {
    /// Its lines, rendered, when its result keeps them (no host takes them).
    var lines: [OutputLine] = []
    var keepsLines = true
    var forwards = false
    /// Whether its lines go to the transcript and the recording.
    var records = false
    /// Whether the commands it runs (a replay's) hand their events to the host.
    var passesOn = false
    /// Whether an error line was emitted (a result that keeps no lines still says so).
    var printedError = false

    /// Starts it for a new command.
    func start(forwards: Bool, records: Bool) {
      self.forwards = forwards
      keepsLines = !forwards
      // A step prints a few lines: room for them at once, rather than grown line by line.
      if keepsLines, lines.capacity == 0 { lines.reserveCapacity(4) }
      self.records = records
      passesOn = false
      printedError = false
    }
  }

  /// Whether events are dropped (a replay for `goto`, a scratch session).
  var isMuted: Bool { muteDepth > 0 }

  /// Output for a session whose settings start as `settings`.
  init(settings: ShellSettings) {
    self.settings = settings
  }

  /// Runs `body` with every event dropped: time travel's quiet replays.
  func muted<Result>(_ body: () -> Result) -> Result {
    muteDepth += 1
    defer { muteDepth -= 1 }
    return body()
  }

  /// Drops every event from now on (a scratch session whose output nobody reads), until as
  /// many ``unmute()``.
  func mute() { muteDepth += 1 }

  /// Undoes one ``mute()``.
  func unmute() { muteDepth -= 1 }

  /// Whether the running command's events go to the host.
  var forwards: Bool { current?.forwards ?? false }

  /// Whether the running command has emitted no line into its result yet.
  var holdsNoLines: Bool { current.map { $0.keepsLines && $0.lines.isEmpty } ?? false }

  /// A command starts; `recorded`: the transcript and the recording keep it.
  func begin(recorded: Bool) {
    // The host has the top-level commands' events, and those of the commands a top-level
    // replay passes on.
    let forwards = host != nil && (current?.passesOn ?? true)
    let records = recorded && !isMuted && (recorder != nil || transcript.isKeeping)
    if depth == frames.count { frames.append(Frame()) }
    frames[depth].start(forwards: forwards, records: records)
    depth += 1
  }

  /// Says whether the running command (a replay) hands its commands' events to the host;
  /// returns what it said before.
  @discardableResult
  func passOnReplayedCommands(_ passes: Bool) -> Bool {
    guard let frame = current else { return false }
    defer { frame.passesOn = passes }
    return frame.passesOn
  }

  /// Emits `event`: rendered as `settings` say, to the running command's sinks, or between
  /// commands to the host (or kept for ``takeAsyncLines()``).
  func emit(_ event: ShellEvent) {
    guard muteDepth == 0 else { return }
    guard let frame = current else {
      let start = asyncLines.count
      LineRenderer.append(event, settings: settings, to: &asyncLines)
      asyncLineCount += asyncLines.count - start
      guard let host else { return }
      host.receive(event, lines: asyncLines[start...])
      asyncLines.removeAll(keepingCapacity: true)
      return
    }
    let start = frame.lines.count
    LineRenderer.append(event, settings: settings, to: &frame.lines)
    guard frame.lines.count > start || frame.forwards else { return }
    let lines = frame.lines[start...]
    if frame.forwards { host!.receive(event, lines: lines) }
    if frame.records { record(event, lines) }
    if !frame.printedError, lines.contains(where: { $0.role == .error }) { frame.printedError = true }
    if !frame.keepsLines { frame.lines.removeAll(keepingCapacity: true) }
  }

  /// Hands `event` to the host alone, when it has the running command's events (the echo,
  /// which the result puts first when the command ends).
  func forward(_ event: ShellEvent) {
    guard muteDepth == 0, let frame = current, frame.forwards else { return }
    var lines: [OutputLine] = []
    LineRenderer.append(event, settings: settings, to: &lines)
    host!.receive(event, lines: lines[...])
  }

  /// Hands `event` to the host whatever runs (where a replay stands, which a worker reports).
  func announce(_ event: ShellEvent) {
    host?.receive(event, lines: [])
  }

  /// The end of the running command: `result` gets its lines (or with `error`, the error's
  /// line alone: a failed command changed nothing), the echo first with `settings.echo`; the
  /// transcript and the recording take it in its recorded form (``CommandResult/recordedCommand``),
  /// when ``begin(recorded:)`` said so.
  func end(_ end: CommandEnd, result: inout CommandResult) {
    depth -= 1
    let frame = frames[depth]
    if frame.keepsLines {
      result.output = frame.lines
      frame.lines = []
    }
    result.printedError = frame.printedError
    if let error = end.error {
      result.error = error
      result.output = []
      LineRenderer.append(.error(error.message, location: nil), settings: settings, to: &result.output)
      result.packedOutput = PackedLines()
      result.printedError = true
      if frame.forwards, muteDepth == 0 {
        var lines: [OutputLine] = []
        let event = ShellEvent.error(error.message, location: end.location)
        LineRenderer.append(event, settings: settings, to: &lines)
        host!.receive(event, lines: lines[...])
      }
    }
    if settings.echo {
      if !result.packedOutput.isEmpty { result.lines = result.allOutput }
      result.output.insert(.echo(of: end.line), at: 0)
    }
    guard frame.records else { return }
    // A command that recorded its parts itself (a `continue` that went on with a replay).
    guard !result.isRecordedInParts else { return recordRunningCommand(as: nil) }
    let command = result.recordedCommand ?? end.line
    // A failed command's entry is its error alone.
    let errorLines = end.error == nil ? nil : result.output.filter { $0.role == .error }
    let ended = ShellEvent.commandEnded(command: command, failed: errorLines)
    // A command that rewrote the recording (`skip`) is left out of it.
    let recorder = result.rewroteRecording ? nil : self.recorder
    recorder?.receive(ended, lines: [])
    transcript.receive(ended, lines: [])
    // Entries the command adds after its own (the watches and breakpoints a replayed `reset`
    // kept), whole.
    for entry in result.recordedAfter {
      transcript.append(entry)
      if recorder?.failure == nil { try? recorder?.append(entry) }
    }
    guard let recorder, let failure = recorder.failure else { return }
    // The file keeps the steps before; the session goes on without recording.
    self.recorder = nil
    LineRenderer.append(.error(failure.message, location: nil), settings: settings, to: &result.output)
    result.printedError = true
    // A replay gives the first error of a command its location.
    let event = ShellEvent.error(failure.message, location: result.error == nil ? end.location : nil)
    if frame.forwards, muteDepth == 0 {
      var lines: [OutputLine] = []
      LineRenderer.append(event, settings: settings, to: &lines)
      host!.receive(event, lines: lines[...])
    }
    if result.error == nil { result.error = failure }
  }

  /// Closes the running command's entry in the transcript and the recording now: as
  /// `command`, with what it emitted so far, or with `nil` dropped; what it emits later is not
  /// recorded (a `continue` that goes on with a replay, whose commands record themselves).
  func recordRunningCommand(as command: String?) {
    guard let frame = current, frame.records else { return }
    frame.records = false
    let ended = ShellEvent.commandEnded(command: command, failed: nil)
    recorder?.receive(ended, lines: [])
    transcript.receive(ended, lines: [])
    guard let failure = recorder?.failure else { return }
    recorder = nil
    emit(.error(failure.message, location: nil))
  }

  /// What the command's end says: the line run, its error if it failed, and where a replay
  /// stands (`path:line`) for the location of the error the host shows.
  struct CommandEnd {
    var line: String
    var error: ShellError?
    /// Where the command stands in the script a replay runs.
    var replayEntry: (path: String, line: Int)?
    /// `path:line` of ``replayEntry`` (made only for an error: a string a step costs).
    var location: String? { replayEntry.map { "\($0.path):\($0.line)" } }
  }

  /// The lines emitted between commands with no host to take them, since the last call.
  func takeAsyncLines() -> [OutputLine] {
    defer { asyncLines = [] }
    return asyncLines.splittingBlocks
  }

  /// The running command's event, to the transcript and the recording, as it comes.
  private func record(_ event: ShellEvent, _ lines: ArraySlice<OutputLine>) {
    transcript.receive(event, lines: lines)
    recorder?.receive(event, lines: lines)
  }
}
