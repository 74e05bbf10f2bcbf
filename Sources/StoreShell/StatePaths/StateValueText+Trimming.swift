import Foundation

extension StateValueText {
  /// `line` without the whitespace at its ends, as `trimmingCharacters(in: .whitespaces)` trims
  /// it (the same set, scalar by scalar) without bridging the line to `NSString` first: that
  /// cost ~80 instructions a byte, a fifth of a `set state` of a long string.
  static func trimmingWhitespace(_ line: Substring) -> String {
    let whitespace = CharacterSet.whitespaces
    let scalars = line.unicodeScalars
    guard let first = scalars.firstIndex(where: { !whitespace.contains($0) }),
      let last = scalars.lastIndex(where: { !whitespace.contains($0) })
    else { return "" }
    return String(Substring(scalars[first...last]))
  }
}
