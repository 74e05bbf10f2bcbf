import CustomDump

/// Renders the parts of a diff that are printed, with custom-dump's public `customDump`.
///
/// custom-dump's diff dumps values with an `isRoot` flag (only a root enum is prefixed with its
/// type: `GameAction.counter(…)` at the root, `.counter(…)` inside) that the public function
/// does not take: it always dumps as a root. A value dumped inside a diff is therefore wrapped
/// in ``NestedValue``, which custom-dump dumps as the wrapped value, not a root. Strings are the
/// exception: a multi-line string indents its lines only when it has a label, and a label on the
/// wrapper would not reach it; a string is never an enum, so it is dumped directly.
///
/// The most common values (leaves, `nil`, folded structs and collections) are written by
/// ``NativeDump`` instead, the same text without custom-dump's cost. Every other value is checked
/// first by ``ReferenceScan``: a dump that would reach an object throws ``StateDiffFallback``.
enum DumpRenderer {
  /// `value` dumped as custom-dump's diff dumps it: labelled `name` (`"name: value"`), indented by
  /// `indent` spaces, nested children down to `maxDepth` levels (`…` below).
  static func dump(
    _ value: Any, name: String?, indent: Int, isRoot: Bool, maxDepth: Int
  ) throws -> String {
    if let text = nativeText(of: value, isRoot: isRoot, maxDepth: maxDepth) {
      return DiffText.indenting(DiffText.label(name) + text, by: indent)
    }
    try ReferenceScan.check(value, depth: maxDepth)
    let value = BindableStateLabels.dumpable(value, maxDepth: maxDepth, named: name != nil)
    var out = ""
    if isRoot || value is any StringProtocol {
      customDump(value, to: &out, name: name, indent: indent, maxDepth: maxDepth)
    } else {
      customDump(
        NestedValue(value: value), to: &out, name: name, indent: indent, maxDepth: maxDepth)
    }
    return out
  }

  /// What ``dump(_:name:indent:isRoot:maxDepth:)`` writes for `value` before its label and
  /// indentation when it need not call custom-dump (``NativeDump``, folded arrays); `nil`
  /// otherwise.
  static func nativeText(of value: Any, isRoot: Bool, maxDepth: Int) -> String? {
    if maxDepth <= 0, case .other = TypeShape.of(value),
      let folded = ArrayLikeCollections.foldedDump(of: value)
    {
      return folded
    }
    if case .other = TypeShape.of(value), DictionaryChanges.isEmptyDictionary(value) {
      // custom-dump's dump of an empty dictionary, at any depth.
      return "[:]"
    }
    return NativeDump.text(of: value, isRoot: isRoot, maxDepth: maxDepth)
  }

  /// The name custom-dump gives `type` (`GameState`, `IdentifiedArray`, `[Int]`, `Int?`, nested
  /// types with their parents, generic arguments dropped): custom-dump's own rendering of the
  /// metatype (`GameState.self`) without its `.self`. Cached per type.
  static func typeName(_ type: Any.Type) -> String {
    typeNames.answer(for: type) {
      var dumped = ""
      customDump(type as Any, to: &dumped)
      return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
    }
  }

  private static let typeNames = TypeCache<String>()
}

/// A value custom-dump dumps as `value`, but not as a root: custom-dump dumps a
/// `CustomDumpRepresentable` by dumping its `customDumpValue` as a nested value.
private struct NestedValue: CustomDumpRepresentable {
  var value: Any
  var customDumpValue: Any { value }
}
