import ActionText
import Foundation
import ShellScripts

/// Writes a value at a state path, for `set state`, and reads and writes whole states as JSON,
/// for `dump state` and `load state`: through the state's `Codable` form, since Swift cannot
/// write a stored property by name. The state is encoded, the value (read as `send` reads an
/// argument, against the type of the value now at the path) is put in its place in the
/// encoded form, and the state is decoded back; the edit is then read back through `Mirror`
/// to catch a `Codable` form whose keys are not the fields' names.
package enum StateEditor {
  /// `state` with the value `text` spells at `path`.
  package static func setting<State>(_ path: StatePath, to text: String, in state: State) throws(ShellError) -> State {
    try refuseComputedProperty(at: path, in: state)
    let stateType = try codableType(State.self)
    if path.components.contains(where: { if case .filter = $0 { true } else { false } }) {
      throw ShellError(
        "cannot set \(path.text): a filter picks several elements; set one by [index] or [id: …]")
    }
    let current = try path.read(from: state)
    guard let valueType = type(of: current) as? any Codable.Type else {
      throw ShellError(
        "cannot set \(path.text): its type \(type(of: current)) is not Codable")
    }
    let value = try decodeValue(text, as: valueType, at: path)
    var tree = try encodedTree(state)
    let encodedValue = try encodedTree(value)
    try place(encodedValue, at: path.components[...], in: &tree, state: state, walked: "", path: path)
    let edited: State = try decode(tree, as: stateType)
    // Read back: a custom `Codable` form may not keep the value where the field is.
    let written = StateValueText.oneLine(at: path, in: edited)
    guard written == StateValueText.oneLine(value) else {
      throw ShellError(
        "cannot set \(path.text): the state's Codable form does not keep it there "
          + "(custom CodingKeys or encode(to:)); edit the state with an action")
    }
    return edited
  }

  /// Refuses a path that ends at a computed property (``ShellComputedProperties``): it has no
  /// stored value to set.
  private static func refuseComputedProperty<State>(at path: StatePath, in state: State) throws(ShellError) {
    guard case let .field(name)? = path.components.last else { return }
    var parent = path
    parent.components.removeLast()
    let owner = parent.components.isEmpty ? state : try parent.read(from: state)
    let value = StatePath.unwrapped(owner)
    guard StatePath.isComputedProperty(name, of: value) else { return }
    throw ShellError(
      "cannot set \(path.text): '\(name)' is a computed property of \(type(of: value)), read-only; "
        + "set the stored fields it is computed from")
  }

  /// The state as pretty-printed JSON with sorted keys.
  package static func json<State>(of state: State) throws(ShellError) -> String {
    _ = try codableType(State.self)
    guard let encodable = state as? any Encodable else { throw notCodable(State.self) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(encodable), as: UTF8.self) + "\n"
    } catch {
      throw ShellError("cannot encode the state as JSON: \(error)")
    }
  }

  /// The state `data` (JSON) holds.
  package static func state<State>(fromJSON data: Data, as type: State.Type, file: String) throws(ShellError) -> State {
    let decodable = try codableType(State.self)
    do {
      return try JSONDecoder().decode(decodable, from: data) as! State
    } catch let error as DecodingError {
      throw ShellError("\(file): not a \(State.self): \(describe(error))")
    } catch {
      throw ShellError("\(file): not JSON: \(error.localizedDescription)")
    }
  }

  private static func codableType<T>(_ type: T.Type) throws(ShellError) -> any Codable.Type {
    guard let codable = type as? any Codable.Type else { throw notCodable(type) }
    return codable
  }

  private static func notCodable<T>(_ type: T.Type) -> ShellError {
    ShellError(
      "the state \(T.self) is not Codable: declare it 'Codable' to edit, dump or load it")
  }

  /// A value of `type` from its text, as `send` reads an action's argument.
  private static func decodeValue(
    _ text: String, as type: any Codable.Type, at path: StatePath
  ) throws(ShellError) -> any Codable {
    func decode<Value: Codable>(_: Value.Type) throws(ActionTextError) -> any Codable {
      guard case let .value(value) = try ActionText.decode("value(\(text))", as: ValueBox<Value>.self) else {
        fatalError("ValueBox has one case")
      }
      return value
    }
    do {
      return try decode(type)
    } catch {
      // The message names the box's case and counts columns in `value(…)`: said of the path.
      var message = error.message
      if let range = message.range(of: "argument 1 of 'value' ") { message.removeSubrange(range) }
      throw ShellError("bad value \(text) for \(path.text) (\(type)): \(message)")
    }
  }

  /// The JSON tree (`JSONSerialization`'s objects) of `value`'s `Codable` form.
  private static func encodedTree(_ value: Any) throws(ShellError) -> Any {
    guard let encodable = value as? any Encodable else { throw ShellError("\(type(of: value)) is not Encodable") }
    do {
      let data = try JSONEncoder().encode(encodable)
      return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw ShellError("cannot encode \(type(of: value)): \(error)")
    }
  }

  private static func decode<State>(_ tree: Any, as type: any Codable.Type) throws(ShellError) -> State {
    do {
      let data = try JSONSerialization.data(withJSONObject: tree, options: [.fragmentsAllowed])
      return try JSONDecoder().decode(type, from: data) as! State
    } catch let error as DecodingError {
      throw ShellError("the edited state does not decode: \(describe(error))")
    } catch {
      throw ShellError("the edited state does not decode: \(error)")
    }
  }

  /// Puts `value` at `components` in the encoded `tree` of `state` (whose value at `walked`
  /// `tree` is).
  private static func place(
    _ value: Any, at components: ArraySlice<StatePath.Component>, in tree: inout Any, state: Any,
    walked: String, path: StatePath
  ) throws(ShellError) {
    guard let component = components.first else {
      tree = value
      return
    }
    let next = walked + StatePath.text(of: component, first: walked.isEmpty)
    switch component {
    case let .field(name) where (name == "first" || name == "last") && tree is [Any]:
      let count = (tree as! [Any]).count
      guard count > 0 else { throw ShellError("cannot set \(path.text): \(walked) is empty") }
      var array = tree as! [Any]
      let offset = name == "first" ? 0 : count - 1
      try place(value, at: components.dropFirst(), in: &array[offset], state: state, walked: next, path: path)
      tree = array
    case let .field(name) where CollectionProperty(rawValue: name) != nil && !(tree is [String: Any]):
      throw ShellError("cannot set \(path.text): \(name) is computed from the collection")
    case let .field(name):
      guard var object = tree as? [String: Any] else {
        throw ShellError("cannot set \(path.text): \(next) is not a stored field")
      }
      let key = object[name] != nil || object["_" + name] == nil ? name : "_" + name
      guard CollectionProperty(rawValue: name) == nil || object[key] != nil || components.count > 1 else {
        throw ShellError("cannot set \(path.text): \(name) is computed from the collection")
      }
      var child: Any = object[key] ?? NSNull()
      try place(value, at: components.dropFirst(), in: &child, state: state, walked: next, path: path)
      object[key] = child
      tree = object
    case .index, .id:
      guard var array = tree as? [Any] else {
        throw ShellError("cannot set \(path.text): \(walked) is not encoded as an array")
      }
      let here = try StatePath(components: Array(path.components.prefix(components.startIndex)), text: walked)
        .read(from: state)
      let elements = Mirror(reflecting: StatePath.unwrapped(here)).children.map(\.value)
      let offset: Int?
      if case let .index(index) = component {
        offset = index
      } else if case let .id(id) = component {
        offset = elements.firstIndex { StatePath.identity(of: $0) == id }
      } else {
        offset = nil
      }
      guard let offset, array.indices.contains(offset) else {
        throw ShellError("cannot set \(path.text): no element \(next)")
      }
      try place(value, at: components.dropFirst(), in: &array[offset], state: state, walked: next, path: path)
      tree = array
    case let .key(key):
      guard var object = tree as? [String: Any], object[key] != nil else {
        throw ShellError("cannot set \(path.text): no key \"\(key)\" in \(walked)")
      }
      var child: Any = object[key]!
      try place(value, at: components.dropFirst(), in: &child, state: state, walked: next, path: path)
      object[key] = child
      tree = object
    case .filter:
      throw ShellError("cannot set \(path.text): a filter picks several elements; set one by [index] or [id: …]")
    }
  }

  /// A decoding error in one line: what and where.
  private static func describe(_ error: DecodingError) -> String {
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
    }
    switch error {
    case let .keyNotFound(key, context): return "missing '\(key.stringValue)'\(at(context))"
    case let .typeMismatch(type, context): return "expected \(type)\(at(context))"
    case let .valueNotFound(type, context): return "missing \(type) value\(at(context))"
    case let .dataCorrupted(context): return context.debugDescription + at(context)
    @unknown default: return "\(error)"
    }
  }
}

/// An action-shaped box, so that ``ActionText`` reads a lone value of any `Codable` type.
private enum ValueBox<Value: Codable>: Codable {
  case value(Value)
}
