/// What running one command line produced.
import ShellScripts
public struct CommandResult: Equatable, Sendable {
  /// The output, in order (the error line, if any, is among them).
  public var lines: [OutputLine] {
    get { allOutput.splittingBlocks }
    set {
      packedOutput = PackedLines()
      output = newValue
    }
  }
  /// ``lines`` as the session made them: a step's diff as one diff block (see
  /// `OutputLine+DiffBlock.swift`), which this module's transcript and printer write as lines;
  /// after ``packedOutput``.
  var output: [OutputLine] = []
  /// The first lines, packed: an in-session `replay`'s commands'.
  var packedOutput = PackedLines()
  /// ``packedOutput``'s lines, then ``output``.
  var allOutput: [OutputLine] { packedOutput.isEmpty ? output : packedOutput.lines + output }
  /// The error, if the command failed; nothing changed then.
  public var error: ShellError?
  /// Whether a replayed script's check failed (exit code 3).
  public var checkFailed = false
  /// Whether a command inside a replayed script failed: the replay is an error of the run.
  public var failedWithin = false
  /// Whether the command printed an error line (a host's sink took it, or ``lines`` hold
  /// it): within a replay, a failure of one of its commands.
  var printedError = false
  /// Whether the command asked to leave the shell.
  public var quit = false
  /// The command as history and recordings keep it, when it did less than the line typed says:
  /// an `advance` or `run` stopped by Ctrl-C is kept as `advance <the time it covered>`, so that
  /// replaying it (`goto`, `undo`, a saved or recorded script) gets where the session got.
  var recordedCommand: String?
  /// Whether the command rewrote the recording under way (a `skip`, which leaves the skipped
  /// step out of it): the command itself is not appended to it.
  var rewroteRecording = false
  /// Whether the command recorded its parts itself (a `continue` that went on with a replay:
  /// the replay's commands, and the work before them as the step it was): it is not recorded.
  var isRecordedInParts = false
  /// Entries recorded after the command's own: the watches and breakpoints a replayed `reset`
  /// kept, brought back (see `Debugger/ShellSession+ReplayStops.swift`).
  var recordedAfter: [ScriptEntry] = []

  /// The output lines that are recorded and checked: all but volatile ones, as plain text.
  public var recordedText: [String] { Self.recordedText(of: allOutput) }

  /// The recorded and checked text of `lines` (diff blocks split): all but volatile ones.
  static func recordedText(of lines: [OutputLine]) -> [String] {
    lines.filter { !$0.isVolatile }.splittingBlocks.map(\.text)
  }

  /// Whether both hold the same lines (however their diffs are carried) and flags.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lines == rhs.lines && lhs.error == rhs.error && lhs.checkFailed == rhs.checkFailed
      && lhs.failedWithin == rhs.failedWithin && lhs.quit == rhs.quit
      && lhs.recordedCommand == rhs.recordedCommand
      && lhs.rewroteRecording == rhs.rewroteRecording
  }
}
