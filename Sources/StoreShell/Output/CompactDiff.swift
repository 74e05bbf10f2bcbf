import CustomDump
import StateDiff

/// `set diff compact`: one line per change, named by its path as `state` reads it:
/// `counter.count: 0 → 1`, `results[id: …]: - GameResult(…)`, `favoritePrimes[1]: + 3`.
///
/// The changes are ``StateChangeFinder``'s, the ones an exported test asserts. Values are
/// custom-dump's; a value that takes several lines is printed under its path, each line marked
/// `-` (before) or `+` (after).
enum CompactDiff {
  static func lines<State>(from old: State, to new: State) -> [OutputLine] {
    let changes = StateChangeFinder.changes(from: old, to: new)
    guard !changes.isEmpty else { return [OutputLine("  (no state change)", .note)] }
    var lines: [OutputLine] = []
    for change in changes {
      switch change.kind {
      case let .assign(before, after):
        let path = name(change.path)
        let beforeText = dump(before)
        let afterText = dump(after)
        if !beforeText.contains("\n"), !afterText.contains("\n") {
          lines.append(OutputLine("  \(path): \(beforeText) → \(afterText)", .added))
        } else {
          lines.append(OutputLine("  \(path):"))
          lines += marked(beforeText, "-", .removed) + marked(afterText, "+", .added)
        }
      case let .append(element, offset), let .insert(element, offset):
        lines += entry(name(change.path + [.index(offset)]), dump(element), "+", .added)
      case let .remove(offset, element):
        lines += entry(name(change.path + [.index(offset)]), dump(element), "-", .removed)
      case let .removeID(id, element):
        lines += entry(name(change.path + [.id(id)]), dump(element), "-", .removed)
      case let .addKey(key, value):
        lines += entry(name(change.path + [.key(key)]), dump(value), "+", .added)
      case let .removeKey(key, value):
        lines += entry(name(change.path + [.key(key)]), dump(value), "-", .removed)
      }
    }
    return lines
  }

  /// `path: + value` on one line, or the path then the value's lines marked.
  private static func entry(_ path: String, _ text: String, _ mark: String, _ role: OutputLine.Role) -> [OutputLine] {
    guard text.contains("\n") else { return [OutputLine("  \(path): \(mark) \(text)", role)] }
    return [OutputLine("  \(path):")] + marked(text, mark, role)
  }

  private static func marked(_ text: String, _ mark: String, _ role: OutputLine.Role) -> [OutputLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      OutputLine("    \(mark) \($0)", role)
    }
  }

  private static func name(_ path: [StateChange.Step]) -> String {
    MutationWriter.fieldName(path)
  }

  private static func dump(_ value: Any) -> String {
    var text = ""
    customDump(BindableStateLabels.dumpable(value), to: &text)
    return text
  }
}
