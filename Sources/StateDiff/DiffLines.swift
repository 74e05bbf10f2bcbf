/// Writes a diff's lines straight into the one buffer the whole diff is built in
/// (``DiffBuffer``).
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
    to out: inout DiffBuffer
  ) {
    append(marker: marker, indent: indent, label: label, separator: separator, to: &out) {
      $0.append(text, lineMarker: marker, indent: indent)
    }
  }

  /// ``append(_:marker:indent:label:separator:to:)`` with the text written into `out` by
  /// `writeText` (one line), not made as a string first.
  static func append(
    marker: String, indent: Int, label: String?, separator: String, to out: inout DiffBuffer,
    writingText writeText: (inout DiffBuffer) -> Void
  ) {
    out.appendLineStart(marker: marker, indent: indent)
    if let label {
      out.append(label, lineMarker: marker, indent: indent)
      out += ": "
    }
    writeText(&out)
    out += separator
  }

  /// Appends `dump`, custom-dump's text already labelled and indented, under `marker`: every line
  /// prefixed with the marker and a space, `separator` after the last.
  ///
  /// The same bytes as `DiffText.prefixingLines(of: dump + separator, with: marker + " ")`.
  static func appendDump(
    _ dump: String, marker: String, separator: String, to out: inout DiffBuffer
  ) {
    append(dump, marker: marker, indent: 0, label: nil, separator: separator, to: &out)
  }
}
