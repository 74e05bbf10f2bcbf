/// A command of a script with the output it is expected to print.
public struct ScriptEntry: Equatable, Sendable {
  /// The command line.
  public var command: String
  /// Its output lines, as recorded.
  public var expected: [String]
  /// The line of the script the command stands on (1-based), when read from a file.
  public var line: Int = 0

  /// A command with its expected output.
  public init(command: String, expected: [String], line: Int = 0) {
    self.command = command
    self.expected = expected
    self.line = line
  }
}
