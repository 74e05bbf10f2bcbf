import Foundation

// Why this is written by hand: a shell sends texts that differ only in a string's contents
// (`counter.setCount("41")`, `("42")`, …). Parsing and resolving each against the schema, then
// building the value from its coded form, is ~13,000 instructions; the cases such a text names
// depend only on the text with the string's contents left out, so they are kept per shape,
// like a prepared statement, and the value is built from them and the string.

extension DecodePlans {
  /// One enum level of the value a text names: its layout and the case's tag.
  struct TextLevel {
    let layout: EnumLayout
    let tag: Int
  }

  /// The most shapes kept (then they start over).
  static let textLimit = 4_096

  /// The action `text` names when a text of its shape was decoded by plan before: a chain of
  /// enum cases ending in one `String` payload, the text's only literal. `nil` otherwise.
  func decodeText<T: Decodable>(_ text: String, as type: T.Type) -> T? {
    // The plan found without `T` (a closure returning `T?` would look up `Optional<T>`'s
    // metadata, ~300 instructions a call), then the value built from it.
    guard let (levels, string) = textPlan(text, ObjectIdentifier(type)) else { return nil }
    return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer -> T in
      let address = UnsafeMutableRawPointer(buffer.baseAddress!)
      address.initializeMemory(as: String.self, to: string)
      for level in levels.reversed() { level.layout.inject(address, tag: level.tag) }
      return buffer.baseAddress!.move()
    }
  }

  /// The cases a text of `text`'s shape names for the type `type`, and its string literal's
  /// contents, when a text of that shape was decoded by plan before.
  private func textPlan(_ text: String, _ type: ObjectIdentifier) -> ([TextLevel], String)? {
    var text = text
    return text.withUTF8 { bytes -> ([TextLevel], String)? in
      guard let scanned = Self.scan(bytes) else { return nil }
      let key = ShapeKey(type: type, shape: scanned.shape)
      lock.lock()
      let levels = texts[key]
      lock.unlock()
      guard let levels else { return nil }
      return (
        levels,
        String(decoding: UnsafeBufferPointer(rebasing: bytes[scanned.literal]), as: UTF8.self)
      )
    }
  }

  /// Remembers the cases `text` named, when it was decoded by plan from `value` (its coded
  /// form), names a chain of planned cases ending in one `String` payload, and that string is
  /// its only literal's contents as written.
  func learnText<T: Decodable>(_ text: String, as type: T.Type, from value: EncodedValue) {
    var text = text
    text.withUTF8 { bytes in
      guard let scanned = Self.scan(bytes), let plan = plan(for: type),
        let (levels, string) = chain(value, plan),
        string.utf8.elementsEqual(bytes[scanned.literal])
      else { return }
      let key = ShapeKey(type: ObjectIdentifier(type), shape: scanned.shape)
      lock.lock()
      if texts.count >= Self.textLimit { texts = [:] }
      texts[key] = levels
      lock.unlock()
    }
  }

  /// The planned cases `value` names down to a `String` payload, and that string.
  private func chain(_ value: EncodedValue, _ plan: TypePlan) -> ([TextLevel], String)? {
    guard case .object(let members) = value, members.count == 1,
      case .object(let fields) = members[0].value, fields.count == 1, fields[0].key == "_0"
    else { return nil }
    lock.lock()
    let known = plan.cases[members[0].key]
    lock.unlock()
    guard let casePlan = known ?? nil, let payload = casePlan.payload else { return nil }
    let level = TextLevel(layout: plan.layout, tag: casePlan.tag)
    if payload == String.self, case .string(let string) = fields[0].value {
      return ([level], string)
    }
    guard let next = casePlan.payloadPlan, let (levels, string) = chain(fields[0].value, next)
    else { return nil }
    return ([level] + levels, string)
  }

  /// A text's shape and the range of its string literal's contents, when it has exactly one
  /// string literal, of printable ASCII without escapes, and no number literal.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (shape: [UInt8], literal: Range<Int>)? {
    var shape: [UInt8] = []
    shape.reserveCapacity(bytes.count)
    var literal: Range<Int>? = nil
    var start: Int? = nil
    var previous: UInt8 = 0
    for (offset, byte) in bytes.enumerated() {
      if let opened = start {
        guard byte != UInt8(ascii: "\\"), (0x20...0x7E).contains(byte) else { return nil }
        guard byte == UInt8(ascii: "\"") else { continue }
        literal = opened..<offset
        start = nil
        shape.append(byte)
        previous = byte
        continue
      }
      if byte == UInt8(ascii: "\"") {
        guard literal == nil else { return nil }
        start = offset + 1
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), !RenderCheckCache.isIdentifierByte(previous) {
        // A number literal (`5`, `-1`, `0.5`): its value is not a string's.
        return nil
      }
      shape.append(byte)
      previous = byte
    }
    guard start == nil, let literal else { return nil }
    return (shape, literal)
  }
}
