import ActionText
@testable import StoreShell
import Testing

/// The action text's string literals and the shell's escaping write a control character
/// alike, by one writer (`ControlEscape`): each C0 control, DEL and each C1 control as Swift
/// writes it, and every other scalar as it is.
@Suite struct ControlEscapeFoldTests {
  @Test func literalsAndEscapingWriteEachControlAlike() {
    let named: [UInt32: String] = [0x00: "\\0", 0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"]
    for value in UInt32(0)...0xA0 {
      let scalar = Unicode.Scalar(value)!
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      let expected =
        named[value]
        ?? (isControl ? "\\u{" + String(value, radix: 16, uppercase: true) + "}" : String(scalar))
      let literal = ActionText.stringLiteral("a" + String(scalar))
      if scalar == "\"" || scalar == "\\" {
        #expect(literal == "\"a\\" + String(scalar) + "\"")
      } else {
        #expect(literal == "\"a" + expected + "\"", "U+\(String(value, radix: 16))")
      }
      var escaped = ""
      #expect(ControlEscape.append(of: scalar, hashes: "#", to: &escaped) == isControl)
      #expect(escaped == (isControl ? "\\#" + expected.dropFirst() : ""), "U+\(String(value, radix: 16))")
    }
  }
}
