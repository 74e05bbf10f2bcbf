/// String and number literals.
extension ActionParser {
  /// A string literal with Swift's escapes: `\n \t \r \0 \" \' \\ \u{…}`.
  mutating func parseString() throws(TextFailure) -> Syntax {
    let open = position
    position += 1
    var decoded: [UInt8] = []
    var segmentStart = position
    while true {
      guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
        throw TextFailure(offset: open, message: "unterminated string literal")
      }
      if byte == UInt8(ascii: "\"") {
        decoded.append(contentsOf: bytes[segmentStart..<position])
        position += 1
        let string = String(decoding: decoded, as: UTF8.self)
        return Syntax(kind: .string(string), start: open, end: position)
      }
      guard byte == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      decoded.append(contentsOf: bytes[segmentStart..<position])
      let escape = position
      position += 1
      switch peek() {
      case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "0"): decoded.append(0)
      case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
      case UInt8(ascii: "'"): decoded.append(UInt8(ascii: "'"))
      case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "u"):
        position += 1
        decoded.append(contentsOf: try parseUnicodeEscape(escape).utf8)
        position -= 1
      case nil:
        throw TextFailure(offset: open, message: "unterminated string literal")
      default:
        throw TextFailure(
          offset: escape,
          message: "invalid escape sequence '\\\(character(at: position))' in string literal")
      }
      position += 1
      segmentStart = position
    }
  }

  /// `{1F600}` after `\u`; leaves `position` just past the `}`.
  mutating func parseUnicodeEscape(_ escape: Int) throws(TextFailure) -> String {
    let failure = TextFailure(
      offset: escape, message: "invalid unicode escape: expected \\u{1 to 8 hex digits}")
    guard peek() == UInt8(ascii: "{") else { throw failure }
    position += 1
    var value: UInt32 = 0
    var digits = 0
    while let byte = peek(), let digit = Self.digitValue(byte, radix: 16) {
      digits += 1
      guard digits <= 8 else { throw failure }
      value = value * 16 + UInt32(digit)
      position += 1
    }
    guard digits > 0, peek() == UInt8(ascii: "}") else { throw failure }
    position += 1
    guard let scalar = Unicode.Scalar(value) else {
      throw TextFailure(
        offset: escape,
        message: "invalid unicode scalar \\u{\(String(value, radix: 16, uppercase: true))}")
    }
    return String(Character(scalar))
  }

  /// Integers (`42`, `-7`, `0xFF`, `1_000`), floats (`1.5`, `-2e-3`) and `-.infinity`.
  mutating func parseNumber() throws(TextFailure) -> Syntax {
    let start = position
    var negative = false
    if peek() == UInt8(ascii: "-") {
      negative = true
      position += 1
      if peek() == UInt8(ascii: "."), lookahead("infinity", from: position + 1) {
        position += 9
        return Syntax(kind: .float(-.infinity), start: start, end: position)
      }
    }
    guard let first = peek(), Self.digitValue(first, radix: 10) != nil else {
      throw TextFailure(
        offset: position, message: "expected a number after '-'" + foundDescription())
    }
    var radix = 10
    if first == UInt8(ascii: "0"), let marker = peek(offset: 1) {
      switch marker {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "o"): radix = 8
      case UInt8(ascii: "b"): radix = 2
      default: break
      }
      if radix != 10 { position += 2 }
    }
    let digitsStart = position
    var magnitude: UInt64 = 0
    var overflow = false
    while let byte = peek() {
      if byte == UInt8(ascii: "_"), position > digitsStart {
        position += 1
        continue
      }
      guard let digit = Self.digitValue(byte, radix: radix) else { break }
      let (times, overflowed) = magnitude.multipliedReportingOverflow(by: UInt64(radix))
      let (plus, overflowed2) = times.addingReportingOverflow(UInt64(digit))
      overflow = overflow || overflowed || overflowed2
      magnitude = plus
      position += 1
    }
    guard position > digitsStart else {
      throw TextFailure(
        offset: position, message: "expected digits after '\(text(from: start, to: position))'")
    }
    var isFloat = false
    if radix == 10 {
      if peek() == UInt8(ascii: "."), let next = peek(offset: 1),
        Self.digitValue(next, radix: 10) != nil
      {
        isFloat = true
        position += 1
        skipDigits()
      }
      if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
        isFloat = true
        position += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
        guard let digit = peek(), Self.digitValue(digit, radix: 10) != nil else {
          throw TextFailure(
            offset: position, message: "expected exponent digits" + foundDescription())
        }
        skipDigits()
      }
    }
    if let byte = peek(), Self.isIdentifierContinuation(byte) || byte == UInt8(ascii: ".") {
      throw TextFailure(
        offset: position, message: "unexpected '\(character(at: position))' in number")
    }
    let literal = text(from: start, to: position)
    if isFloat {
      guard let value = Double(String(literal.filter { $0 != "_" })) else {
        throw TextFailure(offset: start, message: "invalid number '\(literal)'")
      }
      return Syntax(kind: .float(value), start: start, end: position)
    }
    guard !overflow else {
      throw TextFailure(offset: start, message: "integer literal '\(literal)' overflows")
    }
    return Syntax(
      kind: .integer(negative: negative, magnitude: magnitude), start: start, end: position)
  }

  mutating func skipDigits() {
    while let byte = peek(), Self.digitValue(byte, radix: 10) != nil || byte == UInt8(ascii: "_") {
      position += 1
    }
  }
}
