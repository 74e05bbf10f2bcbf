import ActionText

/// A string as the Swift string literal the shell prints for it (`state`, diffs, JSON's dumps),
/// in custom-dump's layout, escaped by Swift's rules so that the literal reads back as the exact
/// string and holds no control byte.
///
/// custom-dump picks the form, and this keeps its pick: a string with a line break (any
/// `Character.isNewline`) is a multi-line literal (`"""` on lines of their own), one with `"` or
/// `\` a raw literal (`#"…"#`), any other a plain one (`"…"`, its `debugDescription`). But it
/// writes the content as it is, which Swift reads back as another string where the content
/// holds a control character (a CR, written `\r` by the shell's escaping, is two characters in
/// a raw literal, where an escape takes the delimiter's `#`s: `\#r`), a `\` in a multi-line
/// literal (custom-dump gives it no `#`, so `\n` there is an escape), or a `\` followed by `#`s
/// (`#"a\#b"#` is an escape, and a wrong one). Here:
/// - the delimiter has one `#` more than the longest run of `#`s after a `"` (single-line) or a
///   `"""` (multi-line) or after a `\` (when the content holds one), at least one for a raw
///   single-line literal, none when nothing asks for one (as custom-dump);
/// - every control character (`ControlEscaping`'s: C0 but a multi-line literal's LFs, DEL, C1)
///   is escaped with the delimiter's `#`s: `\#r`, `\#0`, `\#t`, `\#u{1B}`.
///
/// Written by hand: neither custom-dump nor the standard library writes a raw or multi-line
/// literal with escapes.
package enum SwiftStringLiteral {
  /// The literal for `string` as custom-dump lays it out: `named` when custom-dump writes it
  /// after a label, which indents a multi-line literal's lines and closing delimiter by two
  /// spaces.
  static func text(_ string: String, named: Bool) -> String {
    if string.contains(where: \.isNewline) {
      let hashes = String(repeating: "#", count: hashCount(string, isMultiline: true))
      let indent = named ? "  " : ""
      var text = hashes + "\"\"\"\n" + indent
      appendEscaped(string, hashes: hashes, lineIndent: indent, to: &text)
      return text + "\n" + indent + "\"\"\"" + hashes
    }
    let scalars = string.unicodeScalars
    guard scalars.contains(where: { $0 == "\"" || $0 == "\\" }) else {
      return plain(string)
    }
    let hashes = String(repeating: "#", count: max(hashCount(string, isMultiline: false), 1))
    var text = hashes + "\""
    appendEscaped(string, hashes: hashes, lineIndent: nil, to: &text)
    return text + "\"" + hashes
  }

  /// The literal for `string` on one line, a multi-line string's line breaks escaped (`\n`,
  /// `\u{2028}`), as a watch or a `set state` echo prints it: typed back as the value of a
  /// `set state`, it reads as the exact string. A string without line breaks is
  /// ``text(_:named:)``'s literal.
  static func oneLine(_ string: String) -> String {
    guard string.contains(where: \.isNewline) else { return text(string, named: false) }
    let hasQuoteOrBackslash = string.unicodeScalars.contains { $0 == "\"" || $0 == "\\" }
    let hashes = String(
      repeating: "#", count: hasQuoteOrBackslash ? max(hashCount(string, isMultiline: false), 1) : 0)
    var text = hashes + "\""
    for scalar in string.unicodeScalars {
      if scalar == "\u{2028}" || scalar == "\u{2029}" {
        // Line breaks that are no control characters: escaped too, so that the literal is one
        // line to any reader.
        text += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else if !ControlEscape.append(of: scalar, hashes: hashes, to: &text) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text + "\"" + hashes
  }

  /// Whether custom-dump's own literal for `string` is not ``text(_:named:)``'s: it would read
  /// back as another string, or hold a control character.
  static func customDumpMisprints(_ string: String) -> Bool {
    var hasBackslash = false
    var isMultiline = false
    for scalar in string.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x2028, 0x2029: isMultiline = true
      case 0x5C: hasBackslash = true
      case 0x00...0x1F, 0x7F...0x9F: return true
      default: break
      }
    }
    if isMultiline {
      // custom-dump counts the `#`s after each `"""` it finds left to right, not overlapping:
      // it can differ where four quotes follow one another.
      return hasBackslash || string.contains("\"\"\"\"")
    }
    // A plain literal is `debugDescription`, exact but for C1 controls (none here); a raw one
    // is exact unless a `\` is followed by as many `#`s as custom-dump's delimiter has.
    return hasBackslash
      && max(quoteHashCount(string), 1) != max(hashCount(string, isMultiline: false), 1)
  }

  /// The plain literal (for a string without `"`, `\` or line break): custom-dump's
  /// (`debugDescription`), with the C1 controls it leaves as they are escaped.
  package static func plain(_ string: String) -> String {
    let text = string.debugDescription
    guard ControlEscaping.containsControl(text) else { return text }
    var escaped = ""
    appendEscaped(text, hashes: "", lineIndent: nil, to: &escaped)
    return escaped
  }

  /// `string` (a line: no LF is kept) with each control escaped after `\` and `hashes`.
  package static func escaped(_ string: Substring, hashes: String) -> String {
    var text = ""
    appendEscaped(String(string), hashes: hashes, lineIndent: nil, to: &text)
    return text
  }

  /// `string` to `text`, each control escaped after `\` and `hashes`; with `lineIndent`, a LF is
  /// a line break followed by it (a multi-line literal's content), without, it is escaped too.
  private static func appendEscaped(
    _ string: String, hashes: String, lineIndent: String?, to text: inout String
  ) {
    for scalar in string.unicodeScalars {
      if scalar == "\n", let lineIndent {
        text += "\n" + lineIndent
      } else if !ControlEscape.append(of: scalar, hashes: hashes, to: &text) {
        text.unicodeScalars.append(scalar)
      }
    }
  }

  /// How many `#`s the delimiter needs: one more than the longest run of `#`s after a quote
  /// (`"`, or `"""` for a multi-line literal, at any position) or after a `\`; 0 when there is
  /// neither.
  package static func hashCount(_ string: String, isMultiline: Bool) -> Int {
    max(
      isMultiline ? multilineQuoteHashCount(string) : quoteHashCount(string),
      hashCount(after: [0x5C], in: string))
  }

  /// custom-dump's count for a single-line raw literal: after each `"`.
  private static func quoteHashCount(_ string: String) -> Int {
    hashCount(after: [0x22], in: string)
  }

  /// The count after each `"""`, overlapping ones included (`""""#` ends with `"""#`).
  private static func multilineQuoteHashCount(_ string: String) -> Int {
    hashCount(after: [0x22, 0x22, 0x22], in: string)
  }

  /// One more than the longest run of `#` after an occurrence of `opening` (UTF-8 bytes), at
  /// any position; 0 when there is none.
  private static func hashCount(after opening: [UInt8], in string: String) -> Int {
    var string = string
    return string.withUTF8 { bytes in
      var result = 0
      var index = 0
      while index + opening.count <= bytes.count {
        guard bytes[index] == opening[0],
          opening.indices.allSatisfy({ bytes[index + $0] == opening[$0] })
        else {
          index += 1
          continue
        }
        var end = index + opening.count
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        result = max(result, end - index - opening.count + 1)
        index += 1
      }
      return result
    }
  }
}
