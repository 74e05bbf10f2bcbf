/// The history kept in memory, with an interactive shell's rules for what is worth keeping.
struct History: Equatable {
  /// The entries, oldest first.
  private(set) var entries: [String] = []
  /// The most entries kept; 0 keeps none.
  let limit: Int

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Whether `line` may be recorded at all: not blank, not starting with a space (the user's way
  /// of keeping a line out of history), and on one line.
  static func isRecordable(_ line: String) -> Bool {
    guard let first = line.first, first != " " else { return false }
    guard !line.allSatisfy(\.isWhitespace) else { return false }
    return !line.contains(where: \.isNewline)
  }

  /// Records `line` unless the rules refuse it or it repeats the last entry; returns whether it
  /// was recorded. The oldest entries go once the limit is passed.
  mutating func record(_ line: String) -> Bool {
    guard limit > 0, Self.isRecordable(line), line != entries.last else { return false }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
    return true
  }

  /// Replaces the entries by the last `limit` of `lines` that the rules accept.
  mutating func replace(with lines: [String]) {
    entries = []
    for line in lines { _ = record(line) }
  }
}
