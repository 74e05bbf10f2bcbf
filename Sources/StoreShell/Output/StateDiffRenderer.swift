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
    for line in difference.split(separator: "\n", omittingEmptySubsequences: false) {
      let role: OutputLine.Role =
        line.hasPrefix("-") ? .removed : line.hasPrefix("+") ? .added : .plain
      lines.append(OutputLine("  " + line, role))
    }
    return lines
  }
}
