import CustomDump

/// Finds the objects a dump would reach, before ``DumpRenderer`` dumps a value.
///
/// custom-dump numbers the instances of a class it has already dumped in the same diff
/// (`#1 Model(…)`) and marks repeated ones (`Model(↩︎)`), so an object's text depends on what
/// was dumped before it. ``StateDiff`` dumps parts separately and cannot reproduce that: when a
/// dump may reach an object or a `_CustomDiffObject`, it throws ``StateDiffFallback`` and the
/// whole diff is left to custom-dump.
///
/// The scan follows custom-dump's dump: custom descriptions end it, custom dump values replace
/// the value, and below `depth` only single children are visited (collections print `[…]`). It
/// errs on the side of visiting more (single children are always followed; sets and dictionaries,
/// whose children custom-dump sorts by their dumps, are visited two levels deep at least).
enum ReferenceScan {
  /// Throws ``StateDiffFallback`` if dumping `value` down to `depth` may reach an object.
  static func check(_ value: Any, depth: Int) throws {
    if mayReachObject(value, depth: depth) {
      throw StateDiffFallback(reason: "dump of \(type(of: value)) reaches an object")
    }
  }

  private static func mayReachObject(_ value: Any, depth: Int) -> Bool {
    if value is Any.Type || value is any CustomDumpStringConvertible { return false }
    if value is any _CustomDiffObject { return true }
    if let representable = value as? any CustomDumpRepresentable {
      return mayReachObject(representable.customDumpValue, depth: depth)
    }
    if type(of: value) is AnyClass { return true }
    if depth <= 0, ArrayLikeCollections.foldedDump(of: value) != nil { return false }
    let mirror = Reflection.mirror(value)
    if mirror.displayStyle == .class { return true }
    let isContainer: Bool
    switch mirror.displayStyle {
    case .collection?, .dictionary?, .set?: isContainer = true
    default: isContainer = false
    }
    let isUnordered = mirror.displayStyle == .dictionary || mirror.displayStyle == .set
    let children = mirror.children.makeIterator()
    guard let first = children.next() else { return false }
    guard let second = children.next() else {
      if depth <= 0 && isContainer { return false }
      return mayReachObject(first.value, depth: depth <= 0 ? depth - 1 : depth)
    }
    guard depth > 0 else { return false }
    let childDepth = isUnordered ? max(depth - 1, 2) : depth - 1
    if mayReachObject(first.value, depth: childDepth) { return true }
    if mayReachObject(second.value, depth: childDepth) { return true }
    while let child = children.next() {
      if mayReachObject(child.value, depth: childDepth) { return true }
    }
    return false
  }
}
