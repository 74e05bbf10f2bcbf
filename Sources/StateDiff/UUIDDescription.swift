import Foundation

/// custom-dump's description of a `UUID` (`UUID(` its `uuidString` `)`), formatted here.
///
/// Foundation's `uuidString` formats the 16 bytes through `snprintf` (~7,800 instructions); a
/// diff prints the unchanged `id` of a state on every step, written straight into the diff
/// (``write(uuid:to:)``): as a string of its own it was a heap allocation (42 bytes are too many
/// for a small string) and a UTF-8 check every step.
enum UUIDDescription {
  /// How many bytes the description has.
  static let count = 42

  /// `UUID(DEADBEEF-…)`, uppercase, as custom-dump prints `value`, a `UUID`.
  static func of(_ value: Any) -> String {
    of(uuid: unboxed(value, as: UUID.self))
  }

  /// `UUID(DEADBEEF-…)`, uppercase, as custom-dump prints `value`.
  static func of(uuid value: UUID) -> String {
    String(unsafeUninitializedCapacity: count) { write(uuid: value, to: $0) }
  }

  /// Writes ``of(uuid:)``'s text (ASCII) into `out`, which has room for ``count`` bytes, and
  /// returns how many bytes it wrote.
  static func write(uuid value: UUID, to out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var uuid = value.uuid
    return withUnsafeBytes(of: &uuid) { bytes in
      var written = 0
      func append(_ byte: UInt8) {
        out[written] = byte
        written += 1
      }
      for byte in "UUID(".utf8 { append(byte) }
      for (offset, byte) in bytes.enumerated() {
        if offset == 4 || offset == 6 || offset == 8 || offset == 10 { append(UInt8(ascii: "-")) }
        append(hexDigit(byte >> 4))
        append(hexDigit(byte & 0x0F))
      }
      append(UInt8(ascii: ")"))
      return written
    }
  }

  /// Appends ``of(uuid:)``'s text to `out`.
  static func write(uuid value: UUID, into out: inout DiffBuffer) {
    out.append(atMost: count) { write(uuid: value, to: $0) }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }
}
