/// What a supervisor keeps of its worker's session, to rebuild it in a new worker after a
/// trap: the settings, the steps (replayed to get the state back), the transcript (for `save`)
/// and the recording under way. The transcript, every command with its output, is kept on
/// disk (``TranscriptLog``) and the steps compactly (``StepLog``), as the worker keeps them:
/// the supervisor's memory does not grow with the output of a long session.
///
/// The worker reports changes after each command as journal frames (``apply(_:_:command:)``):
/// `K<n>` keeps the first n steps, `S<step>` adds one, `T` adds the command's own transcript
/// entry (the lines it printed, which ``receive(printed:)`` took as they came), `t<command>`
/// and `u<line>` add another (a replayed script's, or a failed command's), `g` then `G<set …>`
/// replace the settings, `P<path>` names the recording (none when empty), `d` then `D<line>`
/// replace the watches and breakpoints (see `Debugger/ShellSession+DebuggerJournal.swift`).
///
/// A command's lines go to the transcript's running entry as they come, and nowhere else: a
/// step of a million ticks is not kept in memory on this side either.
import ShellCommands
import ShellScripts
struct SessionSnapshot {
  var settings = ShellSettings()
  var steps: StepLog = []
  var recording: String?
  /// The watches and breakpoints, a line each.
  var debugger: [String] = []
  /// The transcript; its running entry holds the lines of the command being answered (to be
  /// closed by `T`) or of a `t` entry (whose `u` lines come next).
  private let transcript = TranscriptLog()
  /// The command of the running entry when it is a `t` entry.
  private var openCommand: String?

  /// Applies the journal frame `tag`/`text`; `false` when it is not one. `command` is the
  /// command being answered, as recorded (for `T`).
  mutating func apply(_ tag: Character, _ text: String, command: () -> String) -> Bool {
    if tag != "u" { closeOpenEntry() }
    switch tag {
    case "K": steps.keepFirst(Int(text) ?? 0)
    case "S": steps.append(text)
    case "T": transcript.receive(.commandEnded(command: command(), failed: nil), lines: [])
    case "t":
      dropPrintedLines()
      openCommand = text
    case "u":
      guard openCommand != nil else { break }
      let line = [OutputLine(text)]
      transcript.receive(.lines(line), lines: line[...])
    case "g": settings = ShellSettings()
    case "G":
      if case let .set(option)? = try? CommandParser.parse(text) { settings.apply(option) }
    case "P": recording = text.isEmpty ? nil : text
    case "d": debugger = []
    case "D": debugger.append(text)
    default: return false
    }
    return true
  }

  /// Takes a line the command being answered printed (`l`), for its entry (`T`).
  mutating func receive(printed line: OutputLine) {
    guard !line.isVolatile else { return }
    closeOpenEntry()
    let lines = [line]
    transcript.receive(.lines(lines), lines: lines[...])
  }

  /// Forgets the lines taken since the last entry: none of them is the entry of a command (a
  /// replay's next command starts, the command ended without `T`, or it trapped).
  mutating func dropPrintedLines() {
    closeOpenEntry()
    transcript.receive(.commandEnded(command: nil, failed: nil), lines: [])
  }

  /// Closes the `t` entry the running one is.
  private mutating func closeOpenEntry() {
    guard let command = openCommand else { return }
    openCommand = nil
    transcript.receive(.commandEnded(command: command, failed: nil), lines: [])
  }

  /// Adds `entry` to the transcript.
  mutating func appendEntry(_ entry: ScriptEntry) {
    dropPrintedLines()
    transcript.append(entry)
  }

  /// The transcript's entries, read back from disk.
  mutating func transcriptEntries() -> [ScriptEntry] {
    dropPrintedLines()
    return transcript.entries()
  }

  /// Writes the snapshot as journal frames (a worker's restore request).
  mutating func write(to writer: FrameWriter) {
    Self.writeSettings(settings, to: writer)
    for step in steps { writer.frame("S", step) }
    Self.writeTranscript(transcriptEntries()[...], to: writer)
    writer.frame("P", recording ?? "")
    Self.writeDebugger(debugger, to: writer)
  }

  static func writeDebugger(_ journal: [String], to writer: FrameWriter) {
    writer.frame("d")
    for line in journal { writer.frame("D", line) }
  }

  static func writeSettings(_ settings: ShellSettings, to writer: FrameWriter) {
    writer.frame("g")
    for command in settings.setCommands { writer.frame("G", command) }
  }

  static func writeTranscript(_ entries: ArraySlice<ScriptEntry>, to writer: FrameWriter) {
    for entry in entries {
      writer.frame("t", entry.command)
      for line in entry.expected { writer.frame("u", line) }
    }
  }
}

extension ShellSettings {
  /// The `set` commands that make these settings from the defaults.
  var setCommands: [String] {
    let defaults = ShellSettings()
    var commands: [String] = []
    if diff != defaults.diff { commands.append("set diff \(diff.rawValue)") }
    if color != defaults.color { commands.append("set color \(color.rawValue)") }
    if echo { commands.append("set echo on") }
    if exhaustive { commands.append("set exhaustive on") }
    if timing { commands.append("set timing on") }
    if output != defaults.output { commands.append("set output \(output.rawValue)") }
    if !hiddenActions.isEmpty {
      commands.append("set filter " + hiddenActions.map { "-" + $0 }.joined(separator: " "))
    }
    return commands
  }
}
