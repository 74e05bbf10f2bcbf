/// Bounds what an error line quotes of the user's text (a command, a name, an action), which
/// can be as long as a script line (32 MiB): the error names the problem and the fix, and
/// quotes the text's start.
///
/// Error messages quote the user's text between single quotes (`unknown command 'incremnt'`).
/// A span longer than ``spanLimit`` Unicode scalars is cut to its first ``keptLength`` and `…`
/// (shorter ones, file names and the commands a fix suggests, are left whole); a message still
/// longer than ``messageLimit`` (text quoted otherwise) keeps its start and its end, where the
/// fix is, and loses its middle.
package enum QuotedTextLimit {
  /// The longest quoted span left whole.
  static let spanLimit = 160
  /// How much of a longer span is kept.
  static let keptLength = 40
  /// The most Unicode scalars of a message kept.
  static let messageLimit = 1024

  /// `message` with its quoted spans and its length bounded.
  package static func bounded(_ message: String) -> String {
    // Most messages are short: nothing to cut.
    guard message.utf8.count > spanLimit + 2 else { return message }
    // A huge message is cut to its ends first, so that the rest costs no more than they do.
    let scalars = middleCut(message.unicodeScalars[...], keeping: 1 << 14)
    var result = String.UnicodeScalarView()
    var index = scalars.startIndex
    var previous: Unicode.Scalar = " "
    // No quote closes after the last one: once none is found, none is looked for (linear).
    var closes = true
    while index < scalars.endIndex {
      let scalar = scalars[index]
      result.append(scalar)
      index = scalars.index(after: index)
      defer { previous = scalar }
      guard closes, scalar == "'", opensQuote(after: previous) else { continue }
      guard let close = closingQuote(in: scalars[index...]) else {
        closes = false
        continue
      }
      let span = scalars[index..<close]
      if span.count > spanLimit {
        result += span.prefix(keptLength)
        result += "…".unicodeScalars
      } else {
        result += span
      }
      result.append("'")
      index = scalars.index(after: close)
      previous = "'"
    }
    return String(middleCut(result[...], keeping: messageLimit))
  }

  /// `scalars`, or its first and last `count / 2` joined by ` … ` when it is longer than `count`.
  private static func middleCut(
    _ scalars: Substring.UnicodeScalarView, keeping count: Int
  ) -> Substring.UnicodeScalarView {
    guard scalars.count > count else { return scalars }
    var cut = String.UnicodeScalarView()
    cut += scalars.prefix(count / 2)
    cut += " … ".unicodeScalars
    cut += scalars.suffix(count / 2)
    return String(cut)[...].unicodeScalars
  }

  /// Whether a `'` after `scalar` opens a quote (not an apostrophe: `store's`).
  private static func opensQuote(after scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "(" || scalar == "\"" || scalar == "["
  }

  /// The index of the `'` closing a quote: the first one followed by the end, a space or
  /// punctuation.
  private static func closingQuote(in scalars: Substring.UnicodeScalarView) -> String.Index? {
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      if scalars[index] == "'",
        next == scalars.endIndex || " ;:,.?!)]\"".unicodeScalars.contains(scalars[next])
      {
        return index
      }
      index = next
    }
    return nil
  }
}
