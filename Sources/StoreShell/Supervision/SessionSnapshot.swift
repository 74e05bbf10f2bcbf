/// What a supervisor keeps of its worker's session, to rebuild it in a new worker after a
/// trap: the settings, the steps (replayed to get the state back), the transcript (for `save`)
/// and the recording under way. The transcript, every command with its output, is kept on
/// disk (``TranscriptLog``) and the steps compactly (``StepLog``), as the worker keeps them:
/// the supervisor's memory does not grow with the output of a long session.
///
/// The worker reports changes after each command as journal frames (``apply(_:_:resultEntry:)``):
/// `K<n>` keeps the first n steps, `S<step>` adds one, `T` adds the command's own transcript
/// entry, `t<command>` and `u<line>` add another (a replayed script's), `g` then `G<set …>`
/// replace the settings, `P<path>` names the recording (none when empty), `d` then `D<line>`
/// replace the watches and breakpoints (see `Debugger/ShellSession+DebuggerJournal.swift`).
struct SessionSnapshot {
  var settings = ShellSettings()
  var steps: StepLog = []
  var recording: String?
  /// The watches and breakpoints, a line each.
  var debugger: [String] = []
  /// The transcript but its last entry, which `u` frames may still add lines to.
  private let transcript = TranscriptLog()
  private var lastEntry: ScriptEntry?

  /// Applies the journal frame `tag`/`text`; `false` when it is not one.
  mutating func apply(_ tag: Character, _ text: String, resultEntry: () -> ScriptEntry) -> Bool {
    switch tag {
    case "K": steps.keepFirst(Int(text) ?? 0)
    case "S": steps.append(text)
    case "T": appendEntry(resultEntry())
    case "t": appendEntry(ScriptEntry(command: text, expected: []))
    case "u": lastEntry?.expected.append(text)
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

  /// Adds `entry` to the transcript.
  mutating func appendEntry(_ entry: ScriptEntry) {
    if let lastEntry { transcript.append(lastEntry) }
    lastEntry = entry
  }

  /// The transcript's entries, read back from disk.
  mutating func transcriptEntries() -> [ScriptEntry] {
    if let lastEntry { transcript.append(lastEntry) }
    lastEntry = nil
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
