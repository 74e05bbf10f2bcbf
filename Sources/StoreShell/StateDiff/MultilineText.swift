import CustomDump

/// Multi-line strings in a diff: custom-dump diffs them line by line inside a multi-line
/// literal (`"""`, with as many `#` as the content needs), unchanged lines kept, changed ones
/// removed and inserted.
enum MultilineText {
  /// Appends the diff of `lhs` and `rhs` to `out` if both are strings and one has a line break;
  /// `false` otherwise (nothing appended).
  static func write(
    _ lhs: Any, _ rhs: Any, at place: Place, differ: StateDiffer, into out: inout DiffBuffer
  ) throws -> Bool {
    guard
      let lhsString = lhs as? any StringProtocol, let rhsString = rhs as? any StringProtocol
    else { return false }
    let lhsText = String(lhsString)
    let rhsText = String(rhsString)
    guard lhsText.contains(where: \.isNewline) || rhsText.contains(where: \.isNewline) else {
      return false
    }
    let lhsLines = Mirror(reflecting: lines(of: lhsText))
    let rhsLines = Mirror(reflecting: lines(of: rhsText))
    let hashes = String(
      repeating: "#",
      count: max(DiffText.multilineHashCount(lhsText), DiffText.multilineHashCount(rhsText)))
    let isLabelled = place.rhsName != nil
    var pairs = MirrorChildPairs(
      lhsLines, rhsLines, matching: .identityOrEquality, labelling: .mirror)
    try differ.childrenDifference(
      lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsLines, rhsLines),
      layout: ChildLayout(
        prefix: "\(hashes)\"\"\"",
        suffix: isLabelled ? "  \"\"\"\(hashes)" : "\"\"\"\(hashes)",
        elementIndent: isLabelled ? 2 : 0,
        elementSeparator: "",
        foldsUnchanged: false), into: &out)
    return true
  }

  private static func lines(of text: String) -> [TextLine] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(TextLine.init)
  }
}

/// A line of a multi-line string in a diff: dumped as its text, identified by it.
struct TextLine: Equatable, Identifiable, CustomDumpStringConvertible {
  /// The line, without its line break.
  var text: Substring

  var id: Substring { text }
  var customDumpDescription: String { String(text) }
}
