/// A problem with a command, said in one line that names it and, where one exists, the fix.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
