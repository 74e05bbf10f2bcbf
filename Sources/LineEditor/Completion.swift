/// What the completer is asked when the user presses TAB.
public struct CompletionRequest: Equatable, Sendable {
  /// The whole line being edited.
  public var line: String
  /// Where the cursor is in ``line``; the completed word ends here.
  public var cursor: String.Index

  /// Creates a request.
  public init(line: String, cursor: String.Index) {
    self.line = line
    self.cursor = cursor
  }

  /// The text from the start of the line up to the cursor.
  public var textBeforeCursor: Substring { line[..<cursor] }
}

/// A completer's answer: the word it completes and what may replace it.
///
/// One candidate replaces the word (followed by a space when ``appendsSpace``); several replace
/// it with their longest common prefix, and a second TAB lists them. A candidate need not start
/// with the typed word (it may correct it), but the typed word is never shortened for a common
/// prefix.
public struct Completions: Equatable, Sendable {
  /// Where the completed word starts in ``CompletionRequest/line``, at or before the cursor.
  public var wordStart: String.Index
  /// Full replacements for the text from ``wordStart`` to the cursor.
  public var candidates: [String]
  /// Whether accepting a single candidate also inserts a space (false for, say, `counter.`).
  public var appendsSpace: Bool

  /// Creates an answer.
  public init(wordStart: String.Index, candidates: [String], appendsSpace: Bool = true) {
    self.wordStart = wordStart
    self.candidates = candidates
    self.appendsSpace = appendsSpace
  }
}
