import CustomDump

/// A string custom-dump would misprint, handed to it in the string's place: it prints the
/// exact literal (``SwiftStringLiteral``), laid out as custom-dump lays out a string.
///
/// custom-dump prints a `CustomDumpStringConvertible` after its label, as it prints a string,
/// but cannot tell it whether it has one: a multi-line literal's layout depends on it, so it is
/// decided where the string's parent is known (``isNamed(_:in:)``).
package struct StringLiteralText: CustomDumpStringConvertible, Hashable {
  package let customDumpDescription: String

  /// The stand-in for `string`, or `nil` when custom-dump prints it exactly as it is, or, at a
  /// depth custom-dump does not print a multi-line string at (`maxDepth` 0 or less: `"…"`).
  /// With `oneLine`, a string with line breaks is a one-line literal
  /// (``SwiftStringLiteral/oneLine(_:)``), not custom-dump's multi-line one.
  package static func standIn(
    for string: String, named: Bool, maxDepth: Int, oneLine: Bool = false
  ) -> StringLiteralText? {
    if oneLine, maxDepth > 0, string.contains(where: \.isNewline) {
      return StringLiteralText(customDumpDescription: SwiftStringLiteral.oneLine(string))
    }
    guard SwiftStringLiteral.customDumpMisprints(string) else { return nil }
    if maxDepth <= 0, string.contains(where: \.isNewline) { return nil }
    return StringLiteralText(customDumpDescription: SwiftStringLiteral.text(string, named: named))
  }

  /// Whether custom-dump dumps a child labelled `label` of a value of `style` after a label:
  /// a struct's fields, a collection's elements (`[0]:`) and a dictionary's values (`key:`)
  /// are; an enum's single payload, an optional's value and a set's elements are not; a
  /// tuple's are when labelled (`.0` is no label).
  package static func isNamed(_ label: String?, in style: Mirror.DisplayStyle) -> Bool {
    switch style {
    case .struct, .class, .collection, .dictionary: true
    case .tuple: label.map { !$0.hasPrefix(".") } ?? false
    default: false
    }
  }
}
