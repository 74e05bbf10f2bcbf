import Foundation

/// UUIDs as text, parsed by hand: `UUID(uuidString:)` goes through `sscanf` on Linux, which made
/// it the largest single cost of decoding an action that carries a UUID.
enum UUIDText {
  /// The UUID a text names (`DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF`, any case), or `nil`.
  static func parse(_ text: String) -> UUID? {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var high: UInt8?
    var index = 0
    for character in text.utf8 {
      defer { index += 1 }
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard character == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard index < 36, let nibble = hexValue(character) else { return nil }
      if let first = high {
        withUnsafeMutableBytes(of: &bytes) { $0[count] = first << 4 | nibble }
        count += 1
        high = nil
      } else {
        high = nibble
      }
    }
    return index == 36 ? UUID(uuid: bytes) : nil
  }

  private static func hexValue(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
