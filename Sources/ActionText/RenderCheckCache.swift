import Foundation

/// The texts `ActionText.render` found to decode, by shape: the text with the contents of its
/// string literals and its number literals left out, per action type.
///
/// `render` checks that the text it read from a value (`Mirror`) decodes, and otherwise writes
/// the value's coded form. Whether it decodes depends on the cases, labels and types the text
/// names, which its shape keeps, not on the literals' contents: a shell that sends
/// `counter.setCount("1")`, `("2")`, … checks the first and looks up the others. Only
/// successes are kept, and at most `limit` shapes (then the cache starts over).
final class RenderCheckCache: @unchecked Sendable {
  static let shared = RenderCheckCache()
  static let limit = 4_096
  private let lock = NSLock()
  private var decoding: Set<ShapeKey> = []

  /// Whether a text of the same shape as `text` was found to decode as `type`.
  func isKnown(_ text: String, as type: Any.Type) -> Bool {
    let key = ShapeKey(type: ObjectIdentifier(type), shape: Self.shape(of: text))
    lock.lock()
    defer { lock.unlock() }
    return decoding.contains(key)
  }

  /// Whether a text of the same shape as `text` decoded as `type`; `check` decides (and is
  /// remembered) when none was seen.
  func decodes(_ text: String, as type: Any.Type, check: () -> Bool) -> Bool {
    let key = ShapeKey(type: ObjectIdentifier(type), shape: Self.shape(of: text))
    lock.lock()
    let known = decoding.contains(key)
    lock.unlock()
    if known { return true }
    guard check() else { return false }
    lock.lock()
    if decoding.count >= Self.limit { decoding = [] }
    decoding.insert(key)
    lock.unlock()
    return true
  }

  /// `text` with each string literal's contents and each number left out: `setCount("42")` and
  /// `setCount("7")` have the same shape, `level2.tap(3)` is `level2.tap(0)`.
  static func shape(of text: String) -> [UInt8] {
    var shape: [UInt8] = []
    shape.reserveCapacity(text.utf8.count)
    var literal = StringLiteralScan()
    var inNumber = false
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes {
        let wasInside = literal.isInside
        if literal.take(byte) {
          // The quotes are kept, the contents left out.
          if !wasInside || !literal.isInside { shape.append(byte) }
          inNumber = false
          continue
        }
        let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        if inNumber, isDigit || byte == UInt8(ascii: ".") { continue }
        inNumber = false
        if isDigit, !(shape.last.map(isIdentifierByte) ?? false) {
          inNumber = true
          shape.append(UInt8(ascii: "0"))
          continue
        }
        shape.append(byte)
      }
    }
    return shape
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
