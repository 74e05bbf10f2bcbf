/// The string literals custom-dump prints besides `"…"`: raw strings (`#"say "hi""#`, escapes
/// written `\#n`) and multi-line strings (`"""` on its own line, the lines indented as the
/// closing `"""` is, which is left out of them), with or without `#`s.
extension ActionParser {
  /// Whether the text at `position` opens a raw or multi-line string literal.
  func opensStringForm() -> Bool {
    var index = position
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
    return index > position || opensMultiline(at: index)
  }

  /// Whether the quote at `index` opens a multi-line literal: `"""` ending its line
  /// (`#"""#` is a raw string holding one quote).
  private func opensMultiline(at index: Int) -> Bool {
    guard isTripleQuote(at: index) else { return false }
    var cursor = index + 3
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
      cursor += 1
    }
    return cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r"))
  }

  /// A raw or multi-line string literal.
  mutating func parseStringForm() throws(TextFailure) -> Syntax {
    let open = position
    var hashes = 0
    while peek() == UInt8(ascii: "#") {
      hashes += 1
      position += 1
    }
    let isMultiline = opensMultiline(at: position)
    position += isMultiline ? 3 : 1
    if isMultiline {
      // The content starts on the next line.
      while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") || peek() == UInt8(ascii: "\r") {
        position += 1
      }
      position += 1
    }
    var decoded: [UInt8] = []
    while true {
      guard let byte = peek() else {
        throw TextFailure(offset: open, message: "unterminated string literal")
      }
      if byte == UInt8(ascii: "\""), closes(at: position, hashes: hashes, isMultiline: isMultiline) {
        position += (isMultiline ? 3 : 1) + hashes
        let text = isMultiline ? try Self.outdented(decoded, open: open) : decoded
        return Syntax(kind: .string(String(decoding: text, as: UTF8.self)), start: open, end: position)
      }
      if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        throw TextFailure(offset: open, message: "unterminated string literal")
      }
      if byte == UInt8(ascii: "\\"), escapeHashes(after: position) == hashes {
        position += 1 + hashes
        decoded.append(contentsOf: try escaped(open: open).utf8)
        continue
      }
      decoded.append(byte)
      position += 1
    }
  }

  private func isTripleQuote(at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == UInt8(ascii: "\"")
      && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
  }

  /// Whether the quote at `index` closes the literal: followed by its `#`s (and two more
  /// quotes, multi-line).
  private func closes(at index: Int, hashes: Int, isMultiline: Bool) -> Bool {
    if isMultiline && !isTripleQuote(at: index) { return false }
    let after = index + (isMultiline ? 3 : 1)
    guard after + hashes <= bytes.count else { return false }
    return (0..<hashes).allSatisfy { bytes[after + $0] == UInt8(ascii: "#") }
  }

  /// How many `#`s follow the backslash at `index`.
  private func escapeHashes(after index: Int) -> Int {
    var count = 0
    while index + 1 + count < bytes.count, bytes[index + 1 + count] == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// The character an escape stands for, read from just past its backslash and `#`s.
  private mutating func escaped(open: Int) throws(TextFailure) -> String {
    guard let byte = peek() else { throw TextFailure(offset: open, message: "unterminated string literal") }
    position += 1
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "0"): return "\0"
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "'"): return "'"
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "u"): return try parseUnicodeEscape(position - 2)
    default:
      throw TextFailure(
        offset: position - 2, message: "invalid escape sequence in string literal")
    }
  }

  /// A multi-line literal's lines without the closing delimiter's indentation (the spaces
  /// after the last line break), and without that last line break.
  private static func outdented(_ content: [UInt8], open: Int) throws(TextFailure) -> [UInt8] {
    guard let lastBreak = content.lastIndex(of: UInt8(ascii: "\n")) else {
      // `"""` then directly `"""`: the empty string, its indentation all that is there.
      return []
    }
    let indentation = Array(content[(lastBreak + 1)...])
    guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
      throw TextFailure(offset: open, message: "a multi-line string's closing '\"\"\"' goes on a line of its own")
    }
    var result: [UInt8] = []
    let lines = content[..<lastBreak].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if index > 0 { result.append(UInt8(ascii: "\n")) }
      result.append(contentsOf: line.starts(with: indentation) ? line.dropFirst(indentation.count) : line[...])
    }
    return result
  }
}
