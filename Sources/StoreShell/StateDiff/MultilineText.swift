import CustomDump

/// Multi-line strings in a diff: custom-dump diffs them line by line inside a multi-line
/// literal (`"""`, with as many `#` as the content needs), unchanged lines kept, changed ones
/// removed and inserted; the lines escaped as ``SwiftStringLiteral`` escapes them, so that
/// the literal reads back as the exact string.
enum MultilineText {
  /// The diff of `lhs` and `rhs` if both are strings and one has a line break; `nil` otherwise.
  static func difference(
    _ lhs: Any, _ rhs: Any, at place: Place, differ: StateDiffer
  ) throws -> String? {
    guard
      let lhsString = lhs as? any StringProtocol, let rhsString = rhs as? any StringProtocol
    else { return nil }
    let lhsText = String(lhsString)
    let rhsText = String(rhsString)
    guard lhsText.contains(where: \.isNewline) || rhsText.contains(where: \.isNewline) else {
      return nil
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
    return try differ.childrenDifference(
      lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsLines, rhsLines),
      layout: ChildLayout(
        prefix: "\(hashes)\"\"\"",
        suffix: isLabelled ? "  \"\"\"\(hashes)" : "\"\"\"\(hashes)",
        elementIndent: isLabelled ? 2 : 0,
        elementSeparator: "",
        foldsUnchanged: false))
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
