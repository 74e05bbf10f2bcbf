/// How custom-dump prints the children of a value in a diff: the brackets around them, their
/// indentation and separator, whether runs of unchanged children fold into `… (N unchanged)`,
/// and whether the children were sorted (then all unchanged children fold into one line at the
/// end, even a single one).
struct ChildLayout {
  /// What opens the children: `GameState(`, `[`, `Set([`, `.counter(`, `"""`.
  var prefix: String
  /// What closes them: `)`, `]`, `])`, `"""`.
  var suffix: String
  /// The children's indentation, relative to their parent.
  var elementIndent: Int = 2
  /// What follows each child but the last.
  var elementSeparator: String = ","
  /// Whether unchanged children are folded.
  var foldsUnchanged: Bool
  /// Whether the children were sorted by their dumps.
  var isSorted: Bool = false

  /// Struct fields, tuple elements and enum payloads: every child printed, after `prefix`.
  static func fields(prefix: String) -> ChildLayout {
    ChildLayout(prefix: prefix, suffix: ")", foldsUnchanged: false)
  }

  /// Collection elements, labelled `[offset]`.
  static let collection = ChildLayout(prefix: "[", suffix: "]", foldsUnchanged: true)

  /// Dictionary entries, labelled with their keys.
  static func dictionary(isSorted: Bool) -> ChildLayout {
    ChildLayout(prefix: "[", suffix: "]", foldsUnchanged: true, isSorted: isSorted)
  }

  /// Set elements.
  static func set(isSorted: Bool) -> ChildLayout {
    ChildLayout(prefix: "Set([", suffix: "])", foldsUnchanged: true, isSorted: isSorted)
  }
}
