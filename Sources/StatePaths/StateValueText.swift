import CustomDump
import ShellScripts
import StateDiff

/// A state value on one line, as watches, breakpoints and the `set state` echo print it: `3`,
/// `"Milk"`, `Todo(description: "Milk", id: UUID(…1), isComplete: false)`. It types back: as
/// the value of `set state <path> = …`, it gives the same value.
package enum StateValueText {
  /// `value` dumped by custom-dump, its lines joined; a string with line breaks is a one-line
  /// literal (`"a\nb"`), not custom-dump's multi-line one, whose lines joined read as another
  /// string or none.
  static func oneLine(_ value: Any) -> String {
    var dump = ""
    customDump(BindableStateLabels.dumpable(value, oneLine: true), to: &dump)
    var text = ""
    for line in dump.split(separator: "\n") {
      let piece = line.trimmingShellWhitespace()
      if !text.isEmpty, !text.hasSuffix("("), !text.hasSuffix("["),
        !piece.hasPrefix(")"), !piece.hasPrefix("]")
      {
        text += " "
      }
      text += piece
    }
    return text
  }

  /// The value at `path` in `state` on one line, or `(none)` when the path names none now
  /// (an empty collection's `first`, an index out of range).
  package static func oneLine(at path: StatePath, in state: Any) -> String {
    do {
      return oneLine(try path.read(from: state))
    } catch {
      return "(none)"
    }
  }
}
