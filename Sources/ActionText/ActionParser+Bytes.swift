/// Reading bytes, and describing them in messages.
extension ActionParser {
  func peek(offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  func lookahead(_ word: String, from index: Int) -> Bool {
    var index = index
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    return index == bytes.count || !Self.isIdentifierContinuation(bytes[index])
  }

  /// Skips spaces and tabs, and the line breaks of a value dumped over several lines.
  mutating func skipSpaces() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  func text(from start: Int, to end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// The whole character starting at `index`, for messages.
  func character(at index: Int) -> String {
    guard index < bytes.count else { return "" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = text(from: index, to: end)
    switch text {
    case "\t": return "\\t"
    case "\n": return "\\n"
    case "\r": return "\\r"
    default:
      return text.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
        ? text : "\\u{\(String(text.unicodeScalars.first!.value, radix: 16))}"
    }
  }

  /// `, found 'x'` for the byte at the current position, or nothing at the end of the text.
  func foundDescription() -> String {
    position < bytes.count ? ", found '\(character(at: position))'" : ""
  }

  func unexpectedMessage(suffix: String) -> String {
    switch peek() {
    case UInt8(ascii: ")"): return "unexpected ')' with no matching '('"
    case UInt8(ascii: "]"): return "unexpected ']' with no matching '['"
    case let byte? where Self.isIdentifierContinuation(byte):
      var end = position
      while end < bytes.count, Self.isIdentifierContinuation(bytes[end]) { end += 1 }
      return "unexpected '\(text(from: position, to: end))'" + suffix
    default: return "unexpected character '\(character(at: position))'" + suffix
    }
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
    let value: Int
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
    return value < radix ? value : nil
  }
}
