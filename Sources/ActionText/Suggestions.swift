/// "Did you mean …?" for misspelt names: the closest candidates by edit distance (adjacent
/// transpositions count as one edit), as action errors use it and as a shell can for its own
/// command, option and state names.
public enum Suggestions {
  /// The candidates closest to `typed` (at most three, in the candidates' order), when close
  /// enough to be a plausible typo: within a third of the typed length, at least one edit and at
  /// most three, ignoring case.
  public static func closest(to typed: String, among candidates: [String]) -> [String] {
    let typedScalars = Array(typed.lowercased().unicodeScalars)
    let limit = max(1, min(3, typedScalars.count / 3))
    var best: [(distance: Int, candidate: String)] = []
    var seen: Set<String> = []
    for candidate in candidates {
      let candidateScalars = Array(candidate.lowercased().unicodeScalars)
      // The distance is at least the difference in length: a long line (fuzzed, pasted) need
      // not be compared letter by letter with every name.
      guard abs(candidateScalars.count - typedScalars.count) <= limit,
        seen.insert(candidate).inserted
      else { continue }
      let distance = editDistance(typedScalars, candidateScalars)
      guard distance <= limit else { continue }
      best.append((distance, candidate))
    }
    guard let minimum = best.map(\.distance).min() else { return [] }
    return Array(best.filter { $0.distance == minimum }.map(\.candidate).prefix(3))
  }

  /// `; did you mean 'a'?`, `; did you mean 'a' or 'b'?`, or nothing for no suggestions: the
  /// end of a one-line error message.
  public static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return "; did you mean " + list(suggestions.map { "'\($0)'" }, conjunction: "or") + "?"
  }

  /// `a`, `a or b`, `a, b or c`.
  static func list(_ items: [String], conjunction: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
  }

  /// At most `limit` names, comma-separated, then `, …` when there were more: `a, b, …`; with
  /// `countingMore`, how many more: `a, b, … and 12 more`.
  public static func abbreviated(_ names: [String], limit: Int = 8, countingMore: Bool = false) -> String {
    let shown = names.prefix(limit).joined(separator: ", ")
    guard names.count > limit else { return shown }
    return shown + (countingMore ? ", … and \(names.count - limit) more" : ", …")
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and
  /// transpositions of adjacent characters each cost one.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    // Not `Array(0...b.count)`: through the generic range, that was a fifth of the time a
    // debug build took to suggest a command.
    var previous = [Int](repeating: 0, count: b.count + 1)
    for j in previous.indices { previous[j] = j }
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
