import ActionText
import Foundation
import CustomDump
import ShellScripts

/// A path into the state, as `state` takes it: `counter.count`, `results[0]`,
/// `results[id: "…"]`, `resultListState.value`, and the expressions of `StateExpression.swift`:
/// `todos.count`, `todos.first.description`, `todos[isComplete == true]`, `scores["blob"]`.
///
/// Paths are read with `Mirror`, so they work on any state type without annotations;
/// optionals are looked through and property wrappers (`@BindableState var foo`) answer to
/// their plain name. A field of the state's own wins over an expression of the same name (a
/// `count` field is read as the field).
package struct StatePath: Equatable {
  package enum Component: Equatable {
    /// A field, or a collection's `count`, `isEmpty`, `first`, `last`, `keys`.
    case field(String)
    case index(Int)
    case id(String)
    /// `["key"]`: a dictionary's value by key.
    case key(String)
    /// `[isComplete == true]`: the elements for which the test holds.
    case filter(StateFilter)
  }

  package var components: [Component]
  package let text: String

  package static func parse(_ text: String) throws(ShellError) -> StatePath {
    var components: [Component] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      // `cartState?.totalPrice`: optional chaining as Swift writes it (optionals are looked
      // through anyway).
      if rest.first == "?", rest.dropFirst().first.map({ $0 == "." || $0 == "[" }) ?? true {
        rest = rest.dropFirst()
        continue
      }
      if rest.first == "." { rest = rest.dropFirst() }
      if rest.first == "[" {
        guard let close = closingBracket(in: rest) else {
          throw ShellError("unbalanced '[' in state path '\(text)'; close it with ']'")
        }
        let inside = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        rest = rest[rest.index(after: close)...]
        components.append(try bracketComponent(inside, in: text))
        continue
      }
      let name = rest.prefix { $0 != "." && $0 != "[" && $0 != "?" }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw ShellError(
          "bad state path '\(text)': write fields and indices like counter.count, results[0] "
            + "or todos[isComplete == true]")
      }
      components.append(.field(String(name)))
      rest = rest.dropFirst(name.count)
    }
    return StatePath(components: components, text: text)
  }

  /// What `[…]` holds: an index, `id: …`, a quoted dictionary key, or a filter.
  private static func bracketComponent(_ inside: String, in text: String) throws(ShellError) -> Component {
    if inside.hasPrefix("id:") {
      return .id(printedID(unquoted(inside.dropFirst(3).trimmingCharacters(in: .whitespaces))))
    }
    if let index = Int(inside) { return .index(index) }
    if inside.count >= 2, inside.hasPrefix("\""), inside.hasSuffix("\""),
      !inside.dropFirst().dropLast().contains("\"")
    {
      return .key(unquoted(inside))
    }
    if let filter = try StateFilter.parse(inside) { return .filter(filter) }
    throw ShellError(
      "bad index '[\(inside)]' in '\(text)': use [0], [id: …], [\"key\"] or a filter like "
        + "[isComplete == true]")
  }

  /// Where the `]` closing the `[` at `text`'s start is: brackets nest, quoted text is skipped.
  private static func closingBracket(in text: Substring) -> Substring.Index? {
    var depth = 0
    var quoted = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if quoted {
        if character == "\\" {
          index = text.index(after: index)
          if index == text.endIndex { return nil }
        } else if character == "\"" {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "[" {
        depth += 1
      } else if character == "]" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// An id as the shell prints it, typed back: `UUID(00000000-…-000000000001)` is the UUID's
  /// own text, which elements' ids are compared with.
  static func printedID(_ text: String) -> String {
    guard text.hasPrefix("UUID("), text.hasSuffix(")"),
      let uuid = UUID(uuidString: String(text.dropFirst(5).dropLast()))
    else { return text }
    return uuid.uuidString
  }

  static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }

  package func read(from state: Any) throws(ShellError) -> Any {
    var value = state
    var walked = ""
    for component in components {
      value = try Self.step(component, from: value, walked: walked, root: state)
      walked += Self.text(of: component, first: walked.isEmpty)
    }
    return value
  }

  /// The value `component` names in `value`, reached by the path `walked` from `root`.
  package static func step(
    _ component: Component, from value: Any, walked: String, root: Any
  ) throws(ShellError) -> Any {
    let value = unwrapped(value)
    if isNil(value), !walked.isEmpty {
      // Below a `nil`: say so, rather than that its type has no such field.
      throw ShellError("\(walked) is nil: it has no '\(text(of: component, first: true))'")
    }
    switch component {
    case let .field(name):
      let mirror = Mirror(reflecting: value)
      let children = Array(mirror.children)
      if let child = children.first(where: { $0.label == name || $0.label == "_" + name }) {
        return child.value
      }
      if mirror.displayStyle == .enum, let child = children.first, child.label == name {
        return child.value
      }
      // A computed property, which reflection does not see, when the type lists it.
      if let computed = computedProperty(name, of: value) { return computed }
      let owner = walked.isEmpty ? typeName(of: root) : walked
      if let property = CollectionProperty(rawValue: name) {
        return try property.value(of: value, mirror: mirror, owner: owner)
      }
      let names = children.compactMap { $0.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } }
      if [.collection, .set, .dictionary].contains(mirror.displayStyle) {
        let properties = CollectionProperty.applicable(to: value).map(\.rawValue)
        // A collection: what it answers to is its properties.
        throw ShellError(
          "no field '\(name)' in \(owner)"
            + Suggestions.didYouMean(Suggestions.closest(to: name, among: properties))
            + "; \(properties.joined(separator: ", ")) apply to it, and [0], [id: …] or a filter")
      }
      let computed = computedPropertyNames(of: value)
      let suggestion = Suggestions.didYouMean(Suggestions.closest(to: name, among: names + computed))
      throw ShellError(
        "no field '\(name)' in \(owner)" + suggestion
          + (names.isEmpty ? "" : "; fields: \(names.joined(separator: ", "))")
          + (computed.isEmpty ? "" : "; computed: \(computed.joined(separator: ", "))")
          // Reflection sees stored properties only: say how a computed one is read.
          + (suggestion.isEmpty && computed.isEmpty && mirror.displayStyle != .enum
            ? " (a computed property is read once its type lists it: ShellComputedProperties)" : ""))
    case let .index(index):
      let elements = Array(Mirror(reflecting: value).children)
      guard elements.indices.contains(index) else {
        throw ShellError("index \(index) is out of range in \(walked): it has \(elements.count) element\(elements.count == 1 ? "" : "s")")
      }
      return elements[index].value
    case let .id(id):
      let elements = Mirror(reflecting: value).children.map(\.value)
      guard let element = elements.first(where: { sameID(identity(of: $0), id) }) else {
        throw ShellError("no element with id \(id) in \(walked)")
      }
      return element
    case let .key(key):
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .dictionary else {
        throw ShellError("\(walked) is not a dictionary: [\"\(key)\"] reads a dictionary's value by key")
      }
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        if pair.count == 2, "\(pair[0].value)" == key { return pair[1].value }
      }
      throw ShellError("no key \"\(key)\" in \(walked)")
    case let .filter(filter):
      let mirror = Mirror(reflecting: value)
      guard [.collection, .set].contains(mirror.displayStyle) else {
        throw ShellError("\(walked) is not a collection: [\(filter.text)] filters a collection's elements")
      }
      var kept: [Any] = []
      for element in mirror.children.map(\.value) where try filter.holds(for: element, in: walked) {
        kept.append(element)
      }
      return kept
    }
  }

  /// How `component` reads in a path, after `walked` (the first component has no dot).
  package static func text(of component: Component, first: Bool) -> String {
    switch component {
    case let .field(name): return first ? name : ".\(name)"
    case let .index(index): return "[\(index)]"
    case let .id(id): return "[id: \(id)]"
    case let .key(key): return "[\"\(key)\"]"
    case let .filter(filter): return "[\(filter.text)]"
    }
  }

  /// Whether `value` is an optional holding nothing.
  static func isNil(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }

  package static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let child = mirror.children.first { return unwrapped(child.value) }
    return value
  }

  /// Whether an element's id text is `id` as typed: a UUID's in either case.
  private static func sameID(_ identity: String?, _ id: String) -> Bool {
    guard let identity else { return false }
    return identity == id || (UUID(uuidString: identity) != nil && identity.caseInsensitiveCompare(id) == .orderedSame)
  }

  package static func identity(of element: Any) -> String? {
    guard let id = Mirror(reflecting: element).children.first(where: { $0.label == "id" })?.value
      ?? (element as? any Identifiable).map({ $0.id as Any })
    else { return nil }
    return "\(id)"
  }

  private static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}
