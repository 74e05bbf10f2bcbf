#if MCP
import Foundation

/// The `id` of a JSON-RPC message too large to read, from its first and last bytes, so that
/// its error answers it: the top-level `"id"` is either among the first keys (at depth 1 of
/// the head) or the last one (just before the message's closing brace).
enum OversizedMessage {
  /// The id's JSON (`5`, `"abc"`), or `nil` when neither end shows it.
  static func id(head: Data, tail: Data) -> String? {
    last(in: String(decoding: tail, as: UTF8.self))
      ?? first(in: String(decoding: head, as: UTF8.self))
  }

  /// `…"id": <value> }` at the very end.
  private static func last(in text: String) -> String? {
    var rest = Substring(text).trimmingTrailingWhitespace()
    guard rest.last == "}" else { return nil }
    rest = rest.dropLast().trimmingTrailingWhitespace()
    let value: Substring
    if rest.last == "\"" {
      // A string id without quotes or backslashes inside (as clients make them).
      let body = rest.dropLast()
      guard let open = body.lastIndex(of: "\"") else { return nil }
      value = rest[open...]
      guard !value.dropFirst().dropLast().contains("\\") else { return nil }
    } else {
      var start = rest.endIndex
      while start > rest.startIndex, "-0123456789".contains(rest[rest.index(before: start)]) {
        start = rest.index(before: start)
      }
      value = rest[start...]
      guard Int(value) != nil else { return nil }
    }
    var before = rest.dropLast(value.count).trimmingTrailingWhitespace()
    guard before.last == ":" else { return nil }
    before = before.dropLast().trimmingTrailingWhitespace()
    guard before.hasSuffix("\"id\"") else { return nil }
    let previous = before.dropLast(4).trimmingTrailingWhitespace().last
    return previous == "," || previous == "{" ? String(value) : nil
  }

  /// `"id": <value>` among the keys of the outermost object, in its first bytes.
  private static func first(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var depth = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" {
        // A string: a key at depth 1 may be "id".
        var end = index + 1
        while end < scalars.count, scalars[end] != "\"" {
          end += scalars[end] == "\\" ? 2 : 1
        }
        guard end < scalars.count else { return nil }
        let word = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        index = end + 1
        if depth == 1, word == "id" {
          while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
          guard index < scalars.count, scalars[index] == ":" else { continue }
          index += 1
          while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
          var valueEnd = index
          if index < scalars.count, scalars[index] == "\"" {
            valueEnd += 1
            while valueEnd < scalars.count, scalars[valueEnd] != "\"", scalars[valueEnd] != "\\" {
              valueEnd += 1
            }
            guard valueEnd < scalars.count, scalars[valueEnd] == "\"" else { return nil }
            valueEnd += 1
          } else {
            while valueEnd < scalars.count, scalars[valueEnd] == "-" || ("0"..."9").contains(scalars[valueEnd]) {
              valueEnd += 1
            }
          }
          guard valueEnd > index, valueEnd < scalars.count else { return nil }
          return String(String.UnicodeScalarView(scalars[index..<valueEnd]))
        }
        continue
      }
      if scalar == "{" || scalar == "[" { depth += 1 }
      if scalar == "}" || scalar == "]" { depth -= 1 }
      index += 1
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingTrailingWhitespace() -> Substring {
    var text = self
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return text
  }
}
#endif
