import ActionText
import ShellScripts

/// What a state path can ask of a collection, a dictionary or a string beyond its fields:
/// `todos.count`, `todos.isEmpty`, `todos.first`, `todos.last`, `scores.keys`.
package enum CollectionProperty: String, CaseIterable {
  case count, isEmpty, first, last, keys

  /// The properties that apply to `value` (for completion): none for a value that is not a
  /// collection, a dictionary or a string.
  package static func applicable(to value: Any) -> [CollectionProperty] {
    switch Mirror(reflecting: value).displayStyle {
    case .dictionary: return allCases
    case .collection, .set: return [.count, .isEmpty, .first, .last]
    default: return value is String ? [.count, .isEmpty] : []
    }
  }

  /// The property of `value`, named `owner` in messages.
  func value(of value: Any, mirror: Mirror, owner: String) throws(ShellError) -> Any {
    let style = mirror.displayStyle
    if let text = value as? String, self == .count || self == .isEmpty {
      return self == .count ? text.count as Any : text.isEmpty as Any
    }
    guard style == .collection || style == .set || style == .dictionary else {
      throw ShellError(
        "no field '\(rawValue)' in \(owner): count, isEmpty, first, last and keys apply to "
          + "collections and dictionaries")
    }
    let elements = mirror.children.map(\.value)
    switch self {
    case .count: return elements.count
    case .isEmpty: return elements.isEmpty
    case .first, .last:
      guard let element = self == .first ? elements.first : elements.last else {
        throw ShellError("\(owner) is empty: it has no \(rawValue) element")
      }
      return element
    case .keys:
      guard style == .dictionary else {
        throw ShellError("\(owner) is not a dictionary: keys applies to dictionaries")
      }
      // Sorted by their text: a dictionary's order differs from run to run.
      return elements.compactMap { Mirror(reflecting: $0).children.first?.value }
        .sorted { "\($0)" < "\($1)" }
    }
  }
}

/// A test on a collection's elements, as in `todos[isComplete == true]`,
/// `todos[description != ""]`, `scores[value > 3]`, or `todos[isComplete]` (true) and
/// `todos[!isComplete]` (false). The left side is a path in the element; the right side a
/// literal, compared with the element's value as `send` writes it (`"Milk"`, `true`, `.all`).
package struct StateFilter: Equatable {
  package enum Comparison: String, CaseIterable {
    // Two-character operators first, so that `<=` is not read as `<`.
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">="
    case less = "<", greater = ">"
  }

  let path: StatePath
  let comparison: Comparison
  let literal: String
  /// The filter as typed, for messages.
  let text: String

  /// The filter `text` spells, or `nil` if it is not one.
  static func parse(_ text: String) throws(ShellError) -> StateFilter? {
    for comparison in Comparison.allCases {
      guard let range = operatorRange(of: comparison.rawValue, in: text) else { continue }
      let left = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      let right = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
      guard !left.isEmpty, !right.isEmpty else {
        throw ShellError("filter '[\(text)]' needs a field and a value, like [isComplete == true]")
      }
      return StateFilter(path: try StatePath.parse(left), comparison: comparison, literal: right, text: text)
    }
    let negated = text.hasPrefix("!")
    let name = negated ? String(text.dropFirst()) : text
    guard let first = name.first, first.isLetter || first == "_",
      let path = try? StatePath.parse(name)
    else { return nil }
    return StateFilter(path: path, comparison: .equal, literal: negated ? "false" : "true", text: text)
  }

  /// Where `symbol` first stands outside quotes in `text`.
  private static func operatorRange(of symbol: String, in text: String) -> Range<String.Index>? {
    var quoted = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { quoted.toggle() }
      if !quoted, text[index...].hasPrefix(symbol) {
        return index..<text.index(index, offsetBy: symbol.count)
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Whether the test holds for `element`, one of `collection`'s elements.
  func holds(for element: Any, in collection: String) throws(ShellError) -> Bool {
    let value: Any
    do {
      value = try path.read(from: element)
    } catch {
      throw ShellError("in [\(text)] on \(collection)'s elements: \(error.message)")
    }
    let written = ActionText.literal(StatePath.unwrapped(value))
    let wanted = literal
    switch comparison {
    case .equal: return Self.same(written, wanted)
    case .notEqual: return !Self.same(written, wanted)
    default:
      let order: Bool
      if let left = Double(written), let right = Double(wanted) {
        order = comparison == .less || comparison == .lessOrEqual ? left < right : left > right
      } else {
        let left = StatePath.unquoted(written)
        let right = StatePath.unquoted(wanted)
        order = comparison == .less || comparison == .lessOrEqual ? left < right : left > right
      }
      let orEqual = comparison == .lessOrEqual || comparison == .greaterOrEqual
      return order || (orEqual && Self.same(written, wanted))
    }
  }

  /// Whether the element's literal `written` is the user's `wanted`: exactly, as numbers, or
  /// an enum case with or without its leading dot.
  private static func same(_ written: String, _ wanted: String) -> Bool {
    if written == wanted { return true }
    if let left = Double(written), let right = Double(wanted) { return left == right }
    let dropDot = { (text: String) in text.hasPrefix(".") ? String(text.dropFirst()) : text }
    return dropDot(written) == dropDot(wanted)
  }
}
