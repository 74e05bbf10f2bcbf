import ActionText

/// A Swift expression as exported tests write it: on one line when it fits, otherwise one
/// argument or element a line.
package indirect enum SwiftExpression: Equatable {
  /// Text that is never broken: `42`, `"text"`, `.increment`.
  case atom(String)
  /// `open`, the items separated by commas, `close`: a call (`Counter(count: 1)`), an array
  /// literal (`[1, 2]`), a case with arguments (`.setCount("42")`).
  case list(open: String, items: [Item], close: String)

  /// An argument or element, with its label.
  package struct Item: Equatable {
    var label: String?
    var value: SwiftExpression
  }

  /// The expression on one line.
  package var singleLine: String {
    switch self {
    case let .atom(text): return text
    case let .list(open, items, close):
      return open + items.map { ($0.label.map { "\($0): " } ?? "") + $0.value.singleLine }
        .joined(separator: ", ") + close
    }
  }

  /// The expression's lines when it starts `column` characters in: one line when it fits in
  /// `width`, otherwise the items one a line, indented two spaces past `indent`.
  package func lines(indent: Int, column: Int, width: Int = 100) -> [String] {
    let line = singleLine
    guard case let .list(open, items, close) = self, column + line.count > width, !items.isEmpty
    else { return [line] }
    var result = [open]
    let itemIndent = String(repeating: " ", count: indent + 2)
    for (offset, item) in items.enumerated() {
      let label = item.label.map { "\($0): " } ?? ""
      var itemLines = item.value.lines(
        indent: indent + 2, column: indent + 2 + label.count, width: width)
      itemLines[0] = itemIndent + label + itemLines[0]
      if offset < items.count - 1 { itemLines[itemLines.count - 1] += "," }
      result += itemLines
    }
    result.append(String(repeating: " ", count: indent) + close)
    return result
  }

  /// A string literal with Swift's escapes.
  static func string(_ string: String) -> SwiftExpression {
    .atom(ActionText.stringLiteral(string))
  }
}
