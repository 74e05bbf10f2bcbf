/// Parses the action syntax (`counter.setCount("42")`, `remove(offset: [0, 2])`) into `Syntax`.
///
/// Hand-written recursive descent over UTF-8 bytes: no library parses Swift-literal action syntax
/// into `Decodable` values, and a small parser of our own is fast (each `send` line is parsed once,
/// scripts hold 100,000 of them) and reports the exact column of every problem.
struct ActionParser {
  /// Deeper nesting is refused rather than risking the stack.
  static let maximumDepth = 64

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses a whole action.
  static func parse(_ text: String) throws(TextFailure) -> Syntax {
    var text = text
    let result = text.withUTF8 { bytes -> Result<Syntax, TextFailure> in
      var parser = ActionParser(bytes: bytes)
      return Result { () throws(TextFailure) -> Syntax in try parser.parseAll() }
    }
    return try result.get()
  }

  mutating func parseAll() throws(TextFailure) -> Syntax {
    skipSpaces()
    guard position < bytes.count else {
      throw TextFailure(offset: 0, message: "expected an action")
    }
    let value = try parseValue()
    skipSpaces()
    if position < bytes.count {
      throw TextFailure(offset: position, message: unexpectedMessage(suffix: " after the action"))
    }
    return value
  }

  // MARK: - Values

  mutating func parseValue() throws(TextFailure) -> Syntax {
    skipSpaces()
    guard let byte = peek() else {
      throw TextFailure(offset: position, message: "expected a value")
    }
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw TextFailure(offset: position, message: "nested too deeply")
    }
    if opensStringForm() { return try parseStringForm() }
    switch byte {
    case UInt8(ascii: "\""): return try parseString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "."), UInt8(ascii: "`"): return try parseReference()
    case UInt8(ascii: "["): return try parseArrayOrDictionary()
    case UInt8(ascii: "("): return try parseParenthesized()
    case UInt8(ascii: "\\"): return try parseKeyPath()
    case _ where Self.isIdentifierStart(byte): return try parseReference()
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
      throw TextFailure(
        offset: position, message: "expected a value, found '\(character(at: position))'")
    default:
      throw TextFailure(offset: position, message: unexpectedMessage(suffix: ""))
    }
  }

  /// `counter.setCount("42")`, `.increment`, `true`, `nil`.
  mutating func parseReference() throws(TextFailure) -> Syntax {
    let start = position
    let leadingDot = peek() == UInt8(ascii: ".")
    if leadingDot { position += 1 }
    var names: [Name] = []
    names.reserveCapacity(4)
    names.append(try parseName(after: leadingDot ? "'.'" : nil))
    while peek() == UInt8(ascii: ".") {
      position += 1
      names.append(try parseName(after: "'.'"))
    }
    if !leadingDot, names.count == 1,
      let printed = try parsePrintedValue(named: names[0].text, start: start)
    {
      return printed
    }
    var arguments: [Argument]?
    if peek() == UInt8(ascii: "(") {
      arguments = try parseArguments()
    }
    if !leadingDot, names.count == 1, arguments == nil {
      switch names[0].text {
      case "true": return Syntax(kind: .bool(true), start: start, end: position)
      case "false": return Syntax(kind: .bool(false), start: start, end: position)
      case "nil": return Syntax(kind: .nilLiteral, start: start, end: position)
      default: break
      }
    }
    let kind = Syntax.Kind.reference(leadingDot: leadingDot, names: names, arguments: arguments)
    return Syntax(kind: kind, start: start, end: position)
  }

  /// An identifier, or a keyword in backticks.
  mutating func parseName(after previous: String?) throws(TextFailure) -> Name {
    let start = position
    if peek() == UInt8(ascii: "`") {
      position += 1
      let nameStart = position
      while let byte = peek(), Self.isIdentifierContinuation(byte) { position += 1 }
      guard position > nameStart, peek() == UInt8(ascii: "`") else {
        throw TextFailure(offset: start, message: "expected a name between backticks")
      }
      position += 1
      return Name(text: text(from: nameStart, to: position - 1), offset: start)
    }
    guard let first = peek(), Self.isIdentifierStart(first) else {
      let expected =
        previous.map { "expected a case name after \($0)" } ?? "expected an action name"
      throw TextFailure(offset: position, message: expected + foundDescription())
    }
    while let byte = peek(), Self.isIdentifierContinuation(byte) { position += 1 }
    return Name(text: text(from: start, to: position), offset: start)
  }

  /// `(label: value, value)` after a case name.
  mutating func parseArguments() throws(TextFailure) -> [Argument] {
    let open = position
    position += 1
    var arguments: [Argument] = []
    skipSpaces()
    if peek() == UInt8(ascii: ")") {
      position += 1
      return arguments
    }
    while true {
      skipSpaces()
      let label = parseLabel()
      let value = try parseValue()
      arguments.append(Argument(label: label, value: value))
      skipSpaces()
      switch peek() {
      case UInt8(ascii: ","):
        position += 1
        skipSpaces()
        if peek() == UInt8(ascii: ")") {
          position += 1
          return arguments
        }
      case UInt8(ascii: ")"):
        position += 1
        return arguments
      case nil:
        throw TextFailure(offset: open, message: "expected ')' to close this '('")
      default:
        throw TextFailure(offset: position, message: "expected ',' or ')'" + foundDescription())
      }
    }
  }

  /// `label:` before a value, if there is one; `_:` means no label.
  mutating func parseLabel() -> Name? {
    guard let first = peek(), Self.isIdentifierStart(first) || first == UInt8(ascii: "`") else {
      return nil
    }
    let saved = position
    guard let name = try? parseName(after: nil) else {
      position = saved
      return nil
    }
    skipSpaces()
    guard peek() == UInt8(ascii: ":") else {
      position = saved
      return nil
    }
    position += 1
    return name.text == "_" ? nil : name
  }

  /// `[1, 2]`, `["a": 1]`, `[:]`.
  mutating func parseArrayOrDictionary() throws(TextFailure) -> Syntax {
    let open = position
    position += 1
    skipSpaces()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return Syntax(kind: .array([]), start: open, end: position)
    }
    if peek() == UInt8(ascii: ":") {
      position += 1
      skipSpaces()
      guard peek() == UInt8(ascii: "]") else {
        throw TextFailure(offset: position, message: "expected ']' after '[:'")
      }
      position += 1
      return Syntax(kind: .dictionary([]), start: open, end: position)
    }
    var elements: [Syntax] = []
    var entries: [DictionaryEntry] = []
    var isDictionary = false
    while true {
      let element = try parseValue()
      skipSpaces()
      if elements.isEmpty, entries.isEmpty, peek() == UInt8(ascii: ":") {
        isDictionary = true
      }
      if isDictionary {
        guard peek() == UInt8(ascii: ":") else {
          throw TextFailure(
            offset: position, message: "expected ':' in dictionary" + foundDescription())
        }
        position += 1
        entries.append(DictionaryEntry(key: element, value: try parseValue()))
        skipSpaces()
      } else {
        elements.append(element)
      }
      switch peek() {
      case UInt8(ascii: ","):
        position += 1
        skipSpaces()
        if peek() == UInt8(ascii: "]") {
          position += 1
          return collection(isDictionary, elements, entries, open)
        }
      case UInt8(ascii: "]"):
        position += 1
        return collection(isDictionary, elements, entries, open)
      case nil:
        throw TextFailure(offset: open, message: "expected ']' to close this '['")
      default:
        throw TextFailure(offset: position, message: "expected ',' or ']'" + foundDescription())
      }
    }
  }

  func collection(
    _ isDictionary: Bool, _ elements: [Syntax], _ entries: [DictionaryEntry], _ open: Int
  ) -> Syntax {
    Syntax(kind: isDictionary ? .dictionary(entries) : .array(elements), start: open, end: position)
  }

  /// `(x: 1, y: 2)` is a tuple; `(value)` is just the value.
  mutating func parseParenthesized() throws(TextFailure) -> Syntax {
    let open = position
    let arguments = try parseArguments()
    if arguments.count == 1, arguments[0].label == nil {
      return arguments[0].value
    }
    return Syntax(kind: .tuple(arguments), start: open, end: position)
  }

  /// `\.foo.bar` or `\State.foo`.
  mutating func parseKeyPath() throws(TextFailure) -> Syntax {
    let start = position
    position += 1
    if let byte = peek(), Self.isIdentifierStart(byte) {
      _ = try parseName(after: nil)
    }
    guard peek() == UInt8(ascii: ".") else {
      throw TextFailure(offset: position, message: "expected '.' in key path" + foundDescription())
    }
    while peek() == UInt8(ascii: ".") {
      position += 1
      _ = try parseName(after: "'.'")
    }
    return Syntax(kind: .keyPath(text(from: start, to: position)), start: start, end: position)
  }
}
