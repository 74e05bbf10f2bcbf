import CustomDump

/// Multi-line strings in a diff: custom-dump diffs them line by line inside a multi-line
/// literal (`"""`, with as many `#` as the content needs), unchanged lines kept, changed ones
/// removed and inserted; the lines escaped as ``SwiftStringLiteral`` escapes them, so that
/// the literal reads back as the exact string.
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
    let hashes = String(
      repeating: "#",
      count: max(
        SwiftStringLiteral.hashCount(lhsText, isMultiline: true),
        SwiftStringLiteral.hashCount(rhsText, isMultiline: true)))
    let lhsLines = Mirror(reflecting: lines(of: lhsText, hashes: hashes))
    let rhsLines = Mirror(reflecting: lines(of: rhsText, hashes: hashes))
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

  /// The literal's lines: split at each LF (a CRLF's too: its CR is escaped), escaped.
  private static func lines(of text: String, hashes: String) -> [TextLine] {
    guard !text.isEmpty else { return [] }
    return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      TextLine(text: Substring(SwiftStringLiteral.escaped(Substring($0), hashes: hashes)))
    }
  }
}

/// A line of a multi-line string in a diff: dumped as its text, identified by it.
struct TextLine: Equatable, Identifiable, CustomDumpStringConvertible {
  /// The line, without its line break, escaped.
  var text: Substring

  var id: Substring { text }
  var customDumpDescription: String { String(text) }
}
