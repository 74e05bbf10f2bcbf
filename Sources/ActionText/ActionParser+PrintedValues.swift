import Foundation

/// Values as the shell prints them and as exported tests write them, read back as the literals
/// they stand for: `UUID(00000000-0000-0000-0000-000000000001)` (custom-dump's form),
/// `UUID(uuidString: "…")!` and `UUID("…")` are the UUID's text; `Date(1970-01-01T00:00:03.100Z)`
/// is the date's ISO 8601 text and `Date(timeIntervalSince1970: 3.1)` its number of seconds;
/// `URL(https://example.com/a)` (custom-dump's form) and `URL(string: "…")!` are the URL's text.
extension ActionParser {
  /// The literal a printed `UUID(…)` or `Date(…)` stands for, read from just after its name
  /// (`start` is where the name began); `nil` (nothing read) when the text is not one.
  mutating func parsePrintedValue(named name: String, start: Int) throws(TextFailure) -> Syntax? {
    guard name == "UUID" || name == "Date" || name == "URL", peek() == UInt8(ascii: "(") else { return nil }
    // The bare form: everything up to the closing parenthesis, when it reads as the value.
    if let close = rawEnd(), close > position + 1 {
      let raw = text(from: position + 1, to: close)
      let valid =
        switch name {
        case "UUID": UUIDText.parse(raw) != nil
        case "Date": DateText.parse(raw) != nil
        default: raw.contains(":") && URL(string: raw) != nil
        }
      if valid {
        position = close + 1
        return Syntax(kind: .string(raw), start: start, end: position)
      }
    }
    // The initializer forms: one string (`uuidString:` or no label), or seconds since 1970.
    let saved = position
    let arguments = try parseArguments()
    let expectedLabel = ["UUID": "uuidString", "URL": "string"][name] ?? "timeIntervalSince1970"
    guard arguments.count == 1, arguments[0].label.map({ $0.text == expectedLabel }) ?? (name == "UUID")
    else {
      position = saved
      return nil
    }
    let value = arguments[0].value
    switch (name, value.kind) {
    case ("UUID", .string), ("URL", .string), ("Date", .integer), ("Date", .float): break
    default:
      position = saved
      return nil
    }
    if peek() == UInt8(ascii: "!") { position += 1 }
    return Syntax(kind: value.kind, start: start, end: position)
  }

  /// The offset of the `)` closing the `(` at `position` when nothing between them is a quote,
  /// a parenthesis or a space (the bare printed form), else `nil`.
  private func rawEnd() -> Int? {
    var index = position + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: ")"): return index
      case UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: ","): return nil
      default: index += 1
      }
    }
    return nil
  }
}
