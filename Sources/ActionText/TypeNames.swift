/// Type names as text writes them: `Profile.Account(…)`, `MultiModels.Profile.Account(…)` and
/// `Account(…)` all name `MultiModels.Profile.Account`.
package enum TypeNames {
  /// The dotted parts of a type's name with its generic arguments left out:
  /// `Swift.Optional<Foo.Bar>` gives `["Swift", "Optional"]`.
  package static func components(of name: String) -> [String] {
    var plain = ""
    var depth = 0
    for character in name {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      default: if depth == 0 { plain.append(character) }
      }
    }
    return plain.split(separator: ".").map(String.init)
  }

  /// How many of `names`' first names qualify `type` (the last parts of its qualified name,
  /// `Profile.Account` or just `Account`): the longest such prefix, 0 when none does.
  static func qualifierCount(_ names: [Name], of type: TypeInfo) -> Int {
    let parts = type.qualifiedNames
    var count = min(names.count, parts.count)
    while count > 0 {
      if zip(names.prefix(count), parts.suffix(count)).allSatisfy({ $0.text == $1 }) { return count }
      count -= 1
    }
    return 0
  }
}
