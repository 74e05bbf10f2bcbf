/// What a caller already knows about a pair of values it asks ``StateDiffer`` to diff, so that
/// nothing is compared twice: whether they are equal, and their elements already compared (for
/// arrays, whose equality was decided element by element).
struct KnownComparison {
  /// Whether the values are equal (custom-dump's equality), if known.
  var isEqual: Bool?
  /// The values' elements, compared, if they are arrays already compared.
  var elements: (any ChildPairs)?
  /// The values' entries, compared, if they are dictionaries already compared.
  var dictionaryChanges: DictionaryChanges? = nil

  /// Nothing known.
  static var unknown: KnownComparison { KnownComparison(isEqual: nil, elements: nil) }

  /// Known to be equal, or known to differ.
  static func equal(_ isEqual: Bool) -> KnownComparison {
    KnownComparison(isEqual: isEqual, elements: nil)
  }
}
