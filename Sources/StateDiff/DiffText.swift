/// Text operations of a diff: the line markers of `DiffFormat` and indentation.
///
/// Both prefix every line of a text, the first included, as custom-dump does: it replaces each
/// `"\n"` with Foundation's `replacingOccurrences(of:with:)`, which finds every U+000A, even the
/// one of a `"\r\n"` (a single `Character` in Swift). Lines are split here on that scalar too.
enum DiffText {
  /// `text` with `prefix` at the start of each of its lines.
  static func prefixingLines(of text: String, with prefix: String) -> String {
    guard !prefix.isEmpty else { return text }
    var text = text
    // Over the contiguous bytes: the `String.UTF8View` index walk cost ~20 instructions a byte.
    let prefixed: String? = text.withUTF8 { bytes in
      guard bytes.contains(0x0A) else { return nil }
      var prefixBytes = prefix
      return prefixBytes.withUTF8 { prefixBytes in
        var lineCount = 1
        for byte in bytes where byte == 0x0A { lineCount += 1 }
        return String(
          unsafeUninitializedCapacity: bytes.count + prefixBytes.count * lineCount
        ) { buffer in
          var end = buffer.initialize(fromContentsOf: prefixBytes)
          for byte in bytes {
            buffer[end] = byte
            end += 1
            if byte == 0x0A {
              end = buffer[end...].initialize(fromContentsOf: prefixBytes)
            }
          }
          return end
        }
      }
    }
    return prefixed ?? prefix + text
  }

  /// Whether `text` has no line break (U+000A).
  static func isSingleLine(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { !$0.contains(0x0A) }
  }

  /// `count` spaces; the usual depths made once.
  static func spaces(_ count: Int) -> String {
    count < indentations.count ? indentations[count] : String(repeating: " ", count: count)
  }

  private static let indentations = (0..<64).map { String(repeating: " ", count: $0) }

  /// `text` with each line indented by `count` spaces.
  static func indenting(_ text: String, by count: Int) -> String {
    guard count > 0 else { return text }
    return prefixingLines(of: text, with: spaces(count))
  }

  /// The label of a child as custom-dump writes it before a value: `"name: "`, or nothing.
  static func label(_ name: String?) -> String {
    name.map { "\($0): " } ?? ""
  }
}
