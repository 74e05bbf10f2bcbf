/// custom-dump's full dump of a plain struct whose fields ``NativeDump`` writes itself (numbers,
/// booleans, one-line strings, custom descriptions, cases without payload, `nil`, and plain
/// structs of such fields in turn):
///
/// ```
/// ShapeRow(
///   id: 0,
///   title: "New row",
///   isDone: false
/// )
/// ```
///
/// A row inserted into or removed from a collection is printed whole. Through custom-dump that
/// costs ~150 µs a row, almost all of it custom-dump's type name, which runs six regular
/// expressions over the mangled name on every call (a 10,000-row `==` costs ~20 µs); here the
/// name is ``DumpRenderer/typeName(_:)``'s, made once per type. The rules are custom-dump's
/// `dumpChildren` for a struct that is not a single-value container: the type's name and `(`,
/// each field on its own line as `label: value` indented by two spaces, `,` after all but the
/// last, then `)`. Any field this cannot write (a collection, an enum payload, a multi-line
/// string, an object, a bindable field, a macro's hidden `_$` field) leaves the whole value to
/// custom-dump.
enum NativeStructDump {
  /// The dump of `value`, a struct ``TypeShape`` calls plain with children, named `typeName`,
  /// down to `maxDepth` (≥ 1) levels; `nil` when custom-dump should write it.
  static func text(of value: Any, typeName: String, maxDepth: Int) -> String? {
    let children = Reflection.mirror(value).children
    var text = typeName + "(\n"
    var remaining = children.count
    for child in children {
      remaining -= 1
      guard
        let label = child.label, !label.hasPrefix("_"),
        let childText = NativeDump.text(of: child.value, isRoot: false, maxDepth: maxDepth - 1)
      else { return nil }
      text += DiffText.indenting(label + ": " + childText, by: 2)
      text += remaining > 0 ? ",\n" : "\n"
    }
    text += ")"
    return text
  }
}
