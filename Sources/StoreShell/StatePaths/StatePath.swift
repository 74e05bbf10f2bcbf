import ActionText
import CustomDump

/// A path into the state, as `state` takes it: `counter.count`, `results[0]`,
/// `results[id: "…"]`, `resultListState.value`.
///
/// Paths are read with `Mirror`, so they work on any state type without annotations;
/// optionals are looked through and property wrappers (`@BindableState var foo`) answer to
/// their plain name.
struct StatePath: Equatable {
  enum Component: Equatable {
    case field(String)
    case index(Int)
    case id(String)
  }

  var components: [Component]
  let text: String

  static func parse(_ text: String) throws(ShellError) -> StatePath {
    var components: [Component] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.first == "." { rest = rest.dropFirst() }
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]") else {
          throw ShellError("unbalanced '[' in state path '\(text)'; close it with ']'")
        }
        let inside = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        rest = rest[rest.index(after: close)...]
        if inside.hasPrefix("id:") {
          var id = inside.dropFirst(3).trimmingCharacters(in: .whitespaces)
          if id.hasPrefix("\""), id.hasSuffix("\""), id.count >= 2 { id = String(id.dropFirst().dropLast()) }
          components.append(.id(id))
        } else if let index = Int(inside) {
          components.append(.index(index))
        } else {
          throw ShellError("bad index '[\(inside)]' in '\(text)': use [0] or [id: …]")
        }
        continue
      }
      let name = rest.prefix { $0 != "." && $0 != "[" }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw ShellError("bad state path '\(text)': write fields and indices like counter.count or results[0]")
      }
      components.append(.field(String(name)))
      rest = rest.dropFirst(name.count)
    }
    return StatePath(components: components, text: text)
  }

  func read(from state: Any) throws(ShellError) -> Any {
    var value = state
    var walked = ""
    for component in components {
      value = unwrapped(value)
      switch component {
      case let .field(name):
        let mirror = Mirror(reflecting: value)
        let children = Array(mirror.children)
        if let child = children.first(where: { $0.label == name || $0.label == "_" + name }) {
          value = child.value
        } else if mirror.displayStyle == .enum, let child = children.first, child.label == name {
          value = child.value
        } else {
          let names = children.compactMap { $0.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } }
          let owner = walked.isEmpty ? typeName(of: state) : walked
          throw ShellError(
            "no field '\(name)' in \(owner)"
              + Suggestions.didYouMean(Suggestions.closest(to: name, among: names))
              + (names.isEmpty ? "" : "; fields: \(names.joined(separator: ", "))"))
        }
        walked += walked.isEmpty ? name : ".\(name)"
      case let .index(index):
        let elements = Array(Mirror(reflecting: value).children)
        guard elements.indices.contains(index) else {
          throw ShellError("index \(index) is out of range in \(walked): it has \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        value = elements[index].value
        walked += "[\(index)]"
      case let .id(id):
        let elements = Mirror(reflecting: value).children.map(\.value)
        guard let element = elements.first(where: { identity(of: $0) == id }) else {
          throw ShellError("no element with id \(id) in \(walked)")
        }
        value = element
        walked += "[id: \(id)]"
      }
    }
    return value
  }

  private func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let child = mirror.children.first { return unwrapped(child.value) }
    return value
  }

  private func identity(of element: Any) -> String? {
    guard let id = Mirror(reflecting: element).children.first(where: { $0.label == "id" })?.value
      ?? (element as? any Identifiable).map({ $0.id as Any })
    else { return nil }
    return "\(id)"
  }

  private func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}
