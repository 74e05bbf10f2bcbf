extension LineEditor {
  /// What one call to ``LineEditor/readLine(prompt:)`` produced.
  public enum ReadResult: Equatable, Sendable {
    /// A line the user accepted (or the next line of piped input), without its newline.
    case line(String)
    /// Ctrl-C: the line being typed was abandoned; read again for a fresh prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
  }

  /// How ``LineEditor/wait(for:)`` ended.
  public enum WaitResult: Equatable, Sendable {
    /// The whole duration passed.
    case elapsed
    /// Ctrl-C (or ``Handle/interrupt()``) cut the wait short.
    case interrupted
  }
}
