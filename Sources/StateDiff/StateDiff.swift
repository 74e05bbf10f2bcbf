import CustomDump

/// A state diff with the exact text of custom-dump's `diff(_:_:format:)`, at a cost that grows
/// with the size of the change rather than the size of the state.
///
/// custom-dump renders and compares every element of both values, so a 10,000-row state with
/// one changed row costs as much as dumping the whole state twice. `StateDiff` walks the two
/// values the way custom-dump does, with the same rules for labels, folding (`… (N unchanged)`),
/// separators and indentation, but:
///
/// - it compares subtrees with `==` (through `any Equatable`) before descending, and reuses the
///   answers instead of asking again;
/// - it compares arrays and identified arrays element by element, by the rows' memory first
///   (``BitwiseEquality``) and their own `==` (or mirror equality) where the bits differ, and
///   visits only the changed rows; dictionaries key by key (``DictionaryChanges``), sorting only
///   the changed keys;
/// - it reads plain structs through their stored fields, learned once per type
///   (``StructFields``), rather than through a `Mirror` of every value;
/// - it renders, with custom-dump's public `customDump`, only the parts the diff prints, and
///   writes the whole diff into one buffer (``DiffBuffer``, ``DiffLines``).
///
/// Where a faithful shortcut is not known, it falls back to custom-dump itself: for instance
/// classes and custom-dump's `_CustomDiffObject` values, whose dumps number repeated instances
/// (`#1`) and depend on everything dumped before them. The text is always custom-dump's.
public enum StateDiff {
  /// The difference between two values as custom-dump's `diff(_:_:format:)` prints it, or `nil`
  /// when they are equal (by `==` where the type is `Equatable`, by mirror otherwise).
  ///
  /// - Parameters:
  ///   - lhs: The old value.
  ///   - rhs: The new value.
  ///   - format: The line markers, custom-dump's `DiffFormat`.
  public static func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
    diff(lhs, rhs, format: format, taking: { $0.text }, fallback: { $0 })
  }

  /// The diff written into one buffer and taken from it by `take` (its text, its bytes), or,
  /// where the fast path hands the values to custom-dump, custom-dump's text made so by
  /// `fallback`; `nil` when they are equal. (Inlined: generic over its result, it costs ~250
  /// instructions a step with diffs on, in metadata and an indirect return.)
  @inline(__always)
  package static func diff<T, Result>(
    _ lhs: T, _ rhs: T, format: DiffFormat, taking take: (borrowing DiffBuffer) -> Result,
    fallback: (String) -> Result
  ) -> Result? {
    do {
      return try fastDiff(lhs, rhs, format: format, taking: take)
    } catch {
      return customDumpDiff(lhs, rhs, format: format).map(fallback)
    }
  }

  /// custom-dump's diff, where the fast path does not know a faithful shortcut.
  static func customDumpDiff<T>(_ lhs: T, _ rhs: T, format: DiffFormat) -> String? {
    // Bindable fields by their property names, as on the fast path.
    CustomDump.diff(
      BindableStateLabels.dumpable(lhs), BindableStateLabels.dumpable(rhs), format: format)
  }

  /// The diff without the fallback: throws ``StateDiffFallback`` where ``diff(_:_:format:)``
  /// hands the values to custom-dump. For tests, which check that the fast path is taken.
  static func fastDiff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) throws -> String? {
    try fastDiff(lhs, rhs, format: format, taking: { $0.text })
  }

  /// ``fastDiff(_:_:format:)`` taken from its buffer by `take`.
  @inline(__always)
  private static func fastDiff<T, Result>(
    _ lhs: T, _ rhs: T, format: DiffFormat, taking take: (borrowing DiffBuffer) -> Result
  ) throws -> Result? {
    var text = DiffBuffer(capacity: 512)
    guard try StateDiffer(format: format).writeRoot(lhs, rhs, into: &text) else { return nil }
    text.removeFinalNewline()
    return take(text)
  }
}
