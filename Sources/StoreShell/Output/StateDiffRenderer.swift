/// Renders the change between two states as output lines, custom-dump style.
///
/// The text is custom-dump's `diff`, computed by ``StateDiff`` at a cost that follows the size of
/// the change rather than the size of the state.
enum StateDiffRenderer {
  static func lines<State>(from old: State, to new: State, mode: DiffMode) -> [OutputLine] {
    guard mode != .off else { return [] }
    if mode == .compact { return CompactDiff.lines(from: old, to: new) }
    guard let difference = StateDiff.diff(old, new) else {
      return [OutputLine("  (no state change)", .note)]
    }
    var lines: [OutputLine] = []
    // By bytes (no grapheme breaking), unless a CR could join a "\r\n" into one Character,
    // which the split by Characters does not break.
    guard !difference.utf8.contains(UInt8(ascii: "\r")) else {
      for line in difference.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(OutputLine("  " + line, role(of: line)))
      }
      return lines
    }
    let utf8 = difference.utf8
    var start = utf8.startIndex
    while true {
      let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
      let line = difference[start..<end]
      lines.append(OutputLine("  " + line, role(of: line)))
      guard end < utf8.endIndex else { break }
      start = utf8.index(after: end)
    }
    return lines
  }

  /// Removed (`-`), added (`+`) or unchanged.
  private static func role(of line: Substring) -> OutputLine.Role {
    switch line.utf8.first {
    case UInt8(ascii: "-"): return line.hasPrefix("-") ? .removed : .plain
    case UInt8(ascii: "+"): return line.hasPrefix("+") ? .added : .plain
    default: return .plain
    }
  }
}
