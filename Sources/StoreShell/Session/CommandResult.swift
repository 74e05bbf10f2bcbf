/// What running one command line produced.
public struct CommandResult: Equatable, Sendable {
  /// The output, in order (the error line, if any, is among them).
  public var lines: [OutputLine] = []
  /// The error, if the command failed; nothing changed then.
  public var error: ShellError?
  /// Whether a replayed script's check failed (exit code 3).
  public var checkFailed = false
  /// Whether the command asked to leave the shell.
  public var quit = false

  /// The output lines that are recorded and checked: all but volatile ones, as plain text.
  public var recordedText: [String] { lines.filter { !$0.isVolatile }.map(\.text) }
}
