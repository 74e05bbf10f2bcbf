import CustomDump
import SwiftSource

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
    let lhsLines = lines(of: lhsText, hashes: hashes)
    let rhsLines = lines(of: rhsText, hashes: hashes)
    let isLabelled = place.rhsName != nil
    var pairs = TextLinePairs(lhsLines, rhsLines)
    if pairs.exceedsLineUpBudget() {
      // Too many lines changed to line up in reasonable time: both strings whole, under a note.
      DiffLines.append(
        "// \(lhsLines.count) and \(rhsLines.count) lines: too many changed to line up, "
          + "both in full (lining up takes time in proportion to lines × lines changed)",
        marker: differ.format.both, indent: place.indent, label: nil, separator: "", to: &out)
      out.appendNewline()
      try differ.whole(lhs, rhs, at: place, types: (type(of: lhs), type(of: rhs)), into: &out)
      return true
    }
    try differ.childrenDifference(
      lhs, rhs, at: place, pairs: &pairs,
      mirrors: (Mirror(reflecting: lhsLines), Mirror(reflecting: rhsLines)),
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
