/// Swift's escape of a control character in a string literal: the one writer of it, for the
/// literals of the action text (``ActionRenderer``) and the shell's escaping of what it prints
/// and records (`ControlEscaping` in StoreShell).
package enum ControlEscape {
  /// Appends Swift's escape of `scalar` if it is a control character, a C0 one, DEL or a C1
  /// one (`\0`, `\t`, `\n`, `\r`, `\u{1B}` in upper-case hex), its `\` followed by `hashes` (a
  /// raw literal's delimiter); returns whether it was one.
  package static func append(of scalar: Unicode.Scalar, hashes: String = "", to text: inout String) -> Bool {
    let code: String
    switch scalar.value {
    case 0x00: code = "0"
    case 0x09: code = "t"
    case 0x0A: code = "n"
    case 0x0D: code = "r"
    case 0x01...0x1F, 0x7F...0x9F: code = "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return false
    }
    text += "\\" + hashes + code
    return true
  }
}
