import CustomDump

/// How custom-dump looks into a value: its `CustomDumpReflectable` mirror if it has one
/// (found through optionals, as Swift casts look through them), its ordinary mirror otherwise;
/// and the questions custom-dump asks of such a mirror.
enum Reflection {
  /// The mirror custom-dump uses for `subject`.
  static func mirror(_ subject: Any) -> Mirror {
    (subject as? any CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: subject)
  }

  /// Whether custom-dump prints the value of `mirror` as a single value in its parent's line
  /// (a struct, tuple or enum payload of one child with no children of its own, or whose
  /// custom description fits on one line): such values are dumped whole in a diff.
  static func isSingleValueContainer(_ mirror: Mirror) -> Bool {
    switch mirror.displayStyle {
    case .collection?, .dictionary?, .set?:
      return false
    default:
      break
    }
    let iterator = mirror.children.makeIterator()
    guard let child = iterator.next(), iterator.next() == nil else { return false }
    var value = child.value
    if value is any _CustomDiffObject { return false }
    while let representable = value as? any CustomDumpRepresentable {
      value = representable.customDumpValue
      if value is any _CustomDiffObject { return false }
    }
    if let convertible = child.value as? any CustomDumpStringConvertible {
      // A line break as a `Character`: custom-dump's test finds no "\n" in a "\r\n".
      return !convertible.customDumpDescription.contains(Character("\n"))
    }
    return self.mirror(value).children.isEmpty
  }

  /// Whether custom-dump shows the child labelled `label` of `value`: properties that macros
  /// add (`_$observationRegistrar`, …) are hidden unless the type chose its own mirror.
  static func includesChild(labelled label: String?, of value: Any) -> Bool {
    guard let label, !(value is any CustomDumpReflectable) else { return true }
    return !label.hasPrefix("_$")
  }

  /// Whether the children of `type` come in no particular order (dictionaries, sets): custom-dump
  /// sorts them by their dumps.
  static func isUnordered(_ type: Any.Type) -> Bool {
    type is any _UnorderedCollection.Type
  }
}
