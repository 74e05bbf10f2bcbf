/// How a completer's answer edits the line, in the terms libedit's completion hook understands.
///
/// libedit deletes the text from its own idea of the word's start to the cursor (the editor sets
/// it up so that this is the whole text before the cursor) and inserts ``replacement``; with more
/// than one candidate, a second TAB lists ``listed``.
struct CompletionPlan: Equatable {
  /// The text that replaces the span libedit deletes.
  var replacement: String
  /// The candidates to list on a second TAB; empty for a unique completion.
  var listed: [String]
}

extension CompletionPlan {
  /// Plans the edit for `completions`, where libedit replaces `line[replacedStart..<cursor]`.
  /// Returns `nil` when there is nothing to offer.
  init?(line: String, cursor: String.Index, replacedStart: String.Index, completions: Completions) {
    var seen = Set<String>()
    let candidates = completions.candidates.filter { seen.insert($0).inserted }
    guard !candidates.isEmpty else { return nil }
    let wordStart = min(max(completions.wordStart, line.startIndex), cursor)
    let typed = line[wordStart..<cursor]

    let newWord: String
    if candidates.count == 1 {
      newWord = candidates[0] + (completions.appendsSpace ? " " : "")
      listed = []
    } else {
      let common = Self.commonPrefix(of: candidates)
      newWord = common.hasPrefix(typed) ? common : String(typed)
      listed = candidates
    }

    if replacedStart <= wordStart {
      replacement = String(line[replacedStart..<wordStart]) + newWord
    } else {
      // libedit's span starts inside the word: keep what it will not delete.
      let kept = line[wordStart..<replacedStart]
      guard newWord.hasPrefix(kept) else { return nil }
      replacement = String(newWord.dropFirst(kept.count))
    }
  }

  /// The longest common prefix, by characters.
  static func commonPrefix(of strings: [String]) -> String {
    guard var prefix = strings.first.map({ Substring($0) }) else { return "" }
    for string in strings.dropFirst() {
      prefix = prefix.commonPrefix(with: string)
    }
    return String(prefix)
  }
}

extension Substring {
  fileprivate func commonPrefix(with other: String) -> Substring {
    var end = startIndex
    var otherIndex = other.startIndex
    while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
      formIndex(after: &end)
      other.formIndex(after: &otherIndex)
    }
    return self[..<end]
  }
}
