import ActionText
import ShellScripts

/// References to the current state in an action's arguments: `send setNavigation(selection:
/// $rows[0].id)` reads `rows[0].id` (a `state` path) and writes its value in its place as a
/// literal before the action is decoded. The command is recorded as typed, so a replay picks
/// the same row whatever its id is this time. A `$` inside a string literal is text.
package enum StateReferences {
  /// `text` with every `$path` outside string literals replaced by the value at `path` in
  /// `state`.
  package static func substitute(in text: String, state: @autoclosure () -> Any) throws(ShellError)
    -> String
  {
    // By bytes first: no `$` byte, no `$` Character (and no bridging to `NSString`). Read in
    // place (`withUTF8`): through the view's iterator it cost ~650 instructions a step.
    var bytes = text
    guard bytes.withUTF8({ $0.contains(UInt8(ascii: "$")) }) else { return text }
    var result = ""
    var index = text.startIndex
    var inString = false
    while index < text.endIndex {
      let character = text[index]
      if inString {
        result.append(character)
        if character == "\\", text.index(after: index) < text.endIndex {
          index = text.index(after: index)
          result.append(text[index])
        } else if character == "\"" {
          inString = false
        }
        index = text.index(after: index)
        continue
      }
      guard character == "$" else {
        if character == "\"" { inString = true }
        result.append(character)
        index = text.index(after: index)
        continue
      }
      let start = text.index(after: index)
      let end = pathEnd(in: text, from: start)
      let pathText = String(text[start..<end])
      guard !pathText.isEmpty else {
        throw ShellError("'$' must be followed by a state path, like $rows[0].id")
      }
      do {
        let value = try StatePath.parse(pathText).read(from: state())
        result += ActionText.literal(value)
      } catch {
        throw ShellError("in $\(pathText): \(error.message)")
      }
      index = end
    }
    return result
  }

  /// Where a state path starting at `start` ends: names, dots and bracketed indices or ids
  /// (whose quoted ids may hold any character).
  private static func pathEnd(in text: String, from start: String.Index) -> String.Index {
    var index = start
    var depth = 0
    var quoted = false
    while index < text.endIndex {
      let character = text[index]
      if quoted {
        if character == "\"" { quoted = false }
      } else if depth > 0 {
        if character == "\"" { quoted = true }
        if character == "[" { depth += 1 }
        if character == "]" { depth -= 1 }
      } else if character == "[" {
        depth += 1
      } else if !(character.isLetter || character.isNumber || character == "_"
        || character == ".")
      {
        break
      }
      index = text.index(after: index)
    }
    // A trailing dot ends the sentence, not the path.
    while index > start, text[text.index(before: index)] == "." { index = text.index(before: index) }
    return index
  }
}
