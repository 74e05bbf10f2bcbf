/// Writes a diff's lines straight into the one string the whole diff is built in.
///
/// Each line of a diff is a marker (`-`, `+` or a space: `DiffFormat`'s), a space, the
/// indentation, a label (`count: `), the text, and after a value's last line its separator (`,`
/// between siblings). Written piece by piece into the diff's string, no line is made as a
/// string of its own first: an earlier walk returned each value's text as a new string that
/// its parent copied into its own, and indented and prefixed lines by making new strings again.
///
/// Lines break where custom-dump's do: at every U+000A (see ``DiffText``), the one of a `"\r\n"`
/// included.
enum DiffLines {
  /// Appends `text` as a value printed under `marker`: every line prefixed with the marker, a
  /// space and `indent` spaces, `label: ` before the first, `separator` after the last.
  ///
  /// The same bytes as `DiffText.prefixingLines(of: DiffText.indenting(DiffText.label(label) +
  /// text, by: indent) + separator, with: marker + " ")`.
  static func append(
    _ text: String, marker: String, indent: Int, label: String?, separator: String,
    to out: inout String
  ) {
    guard DiffText.isSingleLine(text), label.map(DiffText.isSingleLine) ?? true else {
      appendEachLine(
        of: DiffText.label(label) + text + separator, marker: marker, indent: indent, to: &out)
      return
    }
    appendLineStart(marker: marker, indent: indent, to: &out)
    if let label {
      out += label
      out += ": "
    }
    out += text
    out += separator
  }

  /// Appends `dump`, custom-dump's text already labelled and indented, under `marker`: every line
  /// prefixed with the marker and a space, `separator` after the last.
  ///
  /// The same bytes as `DiffText.prefixingLines(of: dump + separator, with: marker + " ")`.
  static func appendDump(_ dump: String, marker: String, separator: String, to out: inout String) {
    guard DiffText.isSingleLine(dump) else {
      appendEachLine(of: dump + separator, marker: marker, indent: 0, to: &out)
      return
    }
    out += marker
    out += " "
    out += dump
    out += separator
  }

  /// Appends the marker, a space and `indent` spaces: the start of a line.
  static func appendLineStart(marker: String, indent: Int, to out: inout String) {
    out += marker
    out += " "
    if indent > 0 { out += DiffText.spaces(indent) }
  }

  /// `text`'s lines each after a line start (the rare case: a value whose text spans lines).
  private static func appendEachLine(
    of text: String, marker: String, indent: Int, to out: inout String
  ) {
    // Split on the U+000A scalar, not on `Character`s, which would keep a "\r\n" whole.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      if offset > 0 { out += "\n" }
      appendLineStart(marker: marker, indent: indent, to: &out)
      out.unicodeScalars.append(contentsOf: line)
    }
  }
}
