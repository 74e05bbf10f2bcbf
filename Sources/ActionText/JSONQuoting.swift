/// JSON's string quoting, one place for the JSON text actions are decoded from and the shell's
/// JSON output.
///
/// Written by hand: `JSONEncoder` has no way to quote one string into text being built, and
/// costs several allocations a call on the shell's per-step paths.
public enum JSONQuoting {
  /// Appends `value` to `text` as a JSON string: `"` and `\` escaped, control characters as
  /// `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`, and DEL, U+2028 and U+2029 as `\uXXXX` (some
  /// readers take the last two for line ends); everything else as it is.
  public static func append(_ value: String, to text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
        || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// `value` as a JSON string (see ``append(_:to:)``).
  public static func quoted(_ value: String) -> String {
    var text = ""
    text.reserveCapacity(value.utf8.count + 2)
    append(value, to: &text)
    return text
  }
}
