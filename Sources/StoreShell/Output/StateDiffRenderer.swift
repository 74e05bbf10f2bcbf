import Foundation
import ShellCommands
import StateDiff

/// Renders the change between two states as output lines, custom-dump style.
///
/// The text is custom-dump's `diff`, computed by ``StateDiff`` at a cost that follows the size of
/// the change rather than the size of the state.
enum StateDiffRenderer {
  static func lines<State>(from old: State, to new: State, mode: DiffMode) -> [OutputLine] {
    var lines: [OutputLine] = []
    append(from: old, to: new, mode: mode, to: &lines)
    return lines.splittingBlocks
  }

  /// ``lines(from:to:mode:)`` appended to `lines`, a full diff as one diff block (see
  /// `OutputLine+DiffBlock.swift`).
  static func append<State>(
    from old: State, to new: State, mode: DiffMode, to lines: inout [OutputLine]
  ) {
    guard mode != .off else { return }
    if mode == .compact {
      lines += CompactDiff.lines(from: old, to: new)
      return
    }
    guard let difference = StateDiff.diffBytes(old, new) else {
      lines.append(OutputLine("  (no state change)", .note))
      return
    }
    if let block = OutputLine(diffBlock: difference) { return lines.append(block) }
    // A CR could join a "\r\n" into one Character, which the split by Characters does not
    // break: split as Characters then.
    for line in String(decoding: difference, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(OutputLine("  " + line, role(of: line)))
    }
  }

  /// The role of a diff line (unindented) from its bytes: by its first byte, unless a
  /// non-ASCII byte follows it (a combining mark would make the first Character more than
  /// `-` or `+`).
  static func role(ofLine line: UnsafeBufferPointer<UInt8>) -> OutputLine.Role {
    guard let first = line.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") else {
      return .plain
    }
    if line.count > 1, line[1] >= 0x80 {
      return role(of: Substring(String(decoding: line, as: UTF8.self)))
    }
    return first == UInt8(ascii: "-") ? .removed : .added
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
