import ActionText

/// The one escaping of control characters for everything the shell prints or records: output
/// lines, diffs, `state`, errors, echoes of script lines, recorded commands and expectations.
///
/// Each C0 control character (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) is
/// written as Swift writes it in a string literal, and like `git`'s quoting of control bytes in
/// paths, leaves no byte a terminal acts on: `\0`, `\t`, `\n`, `\r`, and `\u{1B}` (upper-case
/// hex) for the others. A span that holds one (the text, or each of its lines when LFs are
/// kept) has its `\` written `\\` too, as `git` quotes a path: a CR then prints `\r` and the two
/// characters `\r` print `\\r`. A span without one is left as it is, so escaping an escaped text
/// changes nothing: a recording holds output lines escaped, and a replay's lines, escaped
/// alike, compare equal byte for byte.
///
/// The Swift literals the shell prints (`SwiftStringLiteral`, action text) hold no control
/// character: their escapes follow Swift's rules, and this leaves them as they are.
///
/// Written by hand: custom-dump escapes only single-line strings without `"` or `\` (through
/// `debugDescription`), and neither it nor the standard library escapes a line of any text.
package enum ControlEscaping {
  /// `text` with its control characters escaped, and its `\` when it holds one; with
  /// `keepingLineFeeds`, LFs stay as they are (a diff block's line separators) and each line
  /// is a span of its own.
  package static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
    var text = text
    let needsEscaping = text.withUTF8 { bytes in
      containsControl(bytes, keepingLineFeeds: keepingLineFeeds)
    }
    guard needsEscaping else { return text }
    guard keepingLineFeeds else { return escapedSpan(text[...]) }
    // Split on the LF scalar: a CRLF is one `Character`, and its CR is escaped in its line.
    return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      let line = Substring($0)
      return containsControl(String(line)) ? escapedSpan(line) : String(line)
    }.joined(separator: "\n")
  }

  /// A span holding a control character, escaped: its controls and its `\`.
  private static func escapedSpan(_ text: Substring) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if !ControlEscape.append(of: scalar, to: &result) {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `text` holds a character ``escaped(_:keepingLineFeeds:)`` escapes.
  static func containsControl(_ text: String, keepingLineFeeds: Bool = false) -> Bool {
    var text = text
    return text.withUTF8 { containsControl($0, keepingLineFeeds: keepingLineFeeds) }
  }

  /// Over the UTF-8 bytes: a byte below 0x20 or 0x7F, or 0xC2 before 0x80–0x9F (a C1 control).
  private static func containsControl(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingLineFeeds: Bool
  ) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20, !(keepingLineFeeds && byte == 0x0A) { return true }
      if byte == 0x7F { return true }
      if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return true }
      index += 1
    }
    return false
  }
}
