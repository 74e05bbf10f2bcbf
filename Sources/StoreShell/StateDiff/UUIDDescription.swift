import Foundation

/// custom-dump's description of a `UUID` (`UUID(` its `uuidString` `)`), formatted here.
///
/// Foundation's `uuidString` formats the 16 bytes through `snprintf` (~7,800 instructions); a
/// diff prints the unchanged `id` of a state on every step.
enum UUIDDescription {
  /// `UUID(DEADBEEF-…)`, uppercase, as custom-dump prints `value`, a `UUID`.
  static func of(_ value: Any) -> String {
    of(uuid: unboxed(value, as: UUID.self))
  }

  /// `UUID(DEADBEEF-…)`, uppercase, as custom-dump prints `value`.
  static func of(uuid value: UUID) -> String {
    var uuid = value.uuid
    return withUnsafeBytes(of: &uuid) { bytes in
      String(unsafeUninitializedCapacity: 42) { out in
        var count = 0
        func append(_ byte: UInt8) {
          out[count] = byte
          count += 1
        }
        for byte in "UUID(".utf8 { append(byte) }
        for (offset, byte) in bytes.enumerated() {
          if offset == 4 || offset == 6 || offset == 8 || offset == 10 { append(UInt8(ascii: "-")) }
          append(hexDigit(byte >> 4))
          append(hexDigit(byte & 0x0F))
        }
        append(UInt8(ascii: ")"))
        return count
      }
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }
}
