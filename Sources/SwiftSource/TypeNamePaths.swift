import ActionText

/// The dotted type paths in a type's full name (`Swift.Array<MultiModels.Profile.Account>`
/// holds `Swift.Array` and `MultiModels.Profile.Account`), each starting with its module.
enum TypeNamePaths {
  /// The parts of the outermost path, generic arguments left out: `Loadable<Swift.Int>` gives
  /// `["Loadable"]` (ActionText's reading of type names).
  static func components(of name: String) -> [String] { TypeNames.components(of: name) }

  /// `name` with each path rewritten by `rewrite` (given the path's parts, module first).
  static func rewriting(_ name: String, _ rewrite: ([String]) -> String) -> String {
    var result = ""
    var path = ""
    func flush() {
      guard !path.isEmpty else { return }
      result += rewrite(path.split(separator: ".").map(String.init))
      path = ""
    }
    for character in name {
      if character.isLetter || character.isNumber || character == "_" || (character == "." && !path.isEmpty) {
        path.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
