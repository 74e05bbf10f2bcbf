/// Where a byte-by-byte scan of action text stands with string literals: inside one or not,
/// escapes (`\"`, `\\`) included.
struct StringLiteralScan {
  /// Whether the bytes so far end inside a string literal.
  private(set) var isInside = false
  private var escaped = false

  /// Takes the next byte; returns whether it is part of a string literal, quotes included.
  mutating func take(_ byte: UInt8) -> Bool {
    if isInside {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        isInside = false
      }
      return true
    }
    isInside = byte == UInt8(ascii: "\"")
    return isInside
  }
}
