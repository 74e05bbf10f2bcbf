/// What a store worker needs of its session beyond ``HostedRunner``: the session's journal,
/// and a way to rebuild a session a trap ended.
import ShellCommands
protocol SupervisedSession: HostedRunner {
  /// Shows long work's progress (see ``ShellSession/reportsProgress``).
  var reportsProgress: ((String?) -> Void)? { get set }
  /// The steps, whose low-water mark the worker resets when it reports them.
  var timeline: SessionTimeline { get set }
  var transcript: TranscriptLog { get }
  var recordingPath: String? { get }
  /// The watches and breakpoints, as the journal carries them.
  var debuggerJournal: [String] { get }
  /// Runs one command line; a `replay` starts after line `resumingAfter` of its script.
  func execute(_ line: String, resumingAfter: Int) -> CommandResult
  /// Rebuilds the session `snapshot` describes; returns a note saying how.
  func restore(_ snapshot: inout SessionSnapshot) -> String
}

extension ShellSession: SupervisedSession {
  var recordingPath: String? { recorder?.path }

  func restore(_ snapshot: inout SessionSnapshot) -> String {
    hostingMainThreadWork { restoreSession(&snapshot) }
  }

  private func restoreSession(_ snapshot: inout SessionSnapshot) -> String {
    settings = snapshot.settings
    // What rebuilding it emits is dropped: the note says what happened.
    output.mute()
    defer { output.unmute() }
    var note: String
    switch mode {
    case .test:
      // Virtual time: replaying the steps on a fresh store ends where the session was.
      timeline.steps = snapshot.steps
      // At a terminal the replay shows its progress as the rebuild's.
      try? goto(snapshot.steps.count, command: "rebuilding after the trap")
      note = "the state before it is back (\(count(snapshot.steps.count, "step")) replayed)"
    case .live:
      // Real time cannot be replayed: the actions are sent again, effects start anew.
      rebuild()
      settings.exhaustive = false
      var sent = 0
      for step in snapshot.steps {
        guard case let .send(text)? = try? CommandParser.parse(step) else { continue }
        try? send(text)
        sent += 1
      }
      settings = snapshot.settings
      timeline.steps = snapshot.steps
      lastState = store.state
      note = "the live store was rebuilt by sending the \(count(sent, "action")) so far again; "
        + "effects started anew"
    }
    timeline.lowWater = timeline.steps.count
    restoreDebugger(snapshot.debugger)
    transcript.replace(with: snapshot.transcriptEntries())
    if let path = snapshot.recording {
      do {
        recorder = try ScriptRecorder(appendingTo: path)
      } catch {
        note += "; \(error.message)"
      }
    }
    return note
  }

  /// Why a replay does not run a step that trapped when it was recorded, in process.
  func trappedStepMessage(_ command: String, _ trap: String) -> String {
    "'\(command)' trapped when it was recorded (\(trap)); a trap would end this process: "
      + "replay the script with store-shell --script, which survives it"
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
