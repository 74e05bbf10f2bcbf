import Composable
import StateDiff
import SwiftSource
/// Writes state changes as the statements of a `TestStore` assertion closure:
/// `$0.counter.count = 1`, `$0.results.remove(id: …)`, `$0.favoritePrimes.append(3)`.
struct MutationWriter {
  var values = SwiftValueWriter()
  /// What the statements change: the closure's `$0`, or a variable (`initialState`).
  var root = "$0"

  /// The statements for `changes`, indented by `indent` spaces; refused when a value or a key
  /// has no Swift spelling, naming the field.
  func statements(_ changes: [StateChange], indent: Int) throws(MutationRefusal) -> [String] {
    var lines: [String] = []
    for change in changes {
      do {
        lines += try statement(change, indent: indent)
      } catch {
        throw MutationRefusal(field: Self.fieldName(change.path), reason: error.reason)
      }
    }
    return lines
  }

  /// The statements for the changes that can be written, and why each other was left out:
  /// a value with no Swift spelling, or a field the user's declarations do not let a test set
  /// (`private(set)`), found on the way from `before` (the state before the changes).
  ///
  /// When something is left out, the step is checked non-exhaustively, on top of the state
  /// after it: each change is then written as an assignment of the new value (`after`), since
  /// an edit (`append`) would apply twice.
  func partialStatements(
    _ changes: [StateChange], before: Any?, after: Any?, indent: Int
  ) -> (lines: [String], leftOut: [MutationRefusal]) {
    var written: [(change: StateChange, lines: [String])] = []
    var leftOut: [MutationRefusal] = []
    for change in changes {
      do throws(ExportRefusal) {
        if let before, let owner = walk(change.path, from: before).unsettableOwner {
          throw ExportRefusal("\(owner) does not let a test set it: a private setter")
        }
        written.append((change, try statement(change, indent: indent)))
      } catch {
        leftOut.append(MutationRefusal(field: Self.fieldName(change.path), reason: error.reason))
      }
    }
    guard !leftOut.isEmpty else { return (written.flatMap(\.lines), []) }
    var lines: [String] = []
    for (change, statementLines) in written {
      if case .assign = change.kind {
        lines += statementLines
        continue
      }
      guard let after, let value = walk(change.path, from: after).value,
        let assignment = try? statement(
          StateChange(path: change.path, kind: .assign(old: value, new: value)), indent: indent)
      else {
        leftOut.append(
          MutationRefusal(field: Self.fieldName(change.path), reason: "an edit of an element found by its id"))
        continue
      }
      lines += assignment
    }
    return (lines, leftOut)
  }

  /// The value at `path` from `root`, and the type of the first field on the way whose
  /// declaration keeps a test from setting it (`Ledger` for `ledger.total`). The value is
  /// `nil` past an element found by id or key.
  private func walk(_ path: [StateChange.Step], from root: Any) -> (value: Any?, unsettableOwner: String?) {
    var current = root
    for step in path {
      let mirror = Mirror(reflecting: current)
      switch step {
      case let .field(name):
        let (module, typePath) = SwiftValueWriter.declaredName(of: mirror.subjectType)
        let owner = values.declarations?.type(typePath, in: module)
        if owner?.unsettable.contains(name) == true { return (nil, typePath) }
        // An internal property (or one whose declaration was not found) needs `@testable`.
        if values.declarations != nil, owner?.isDeclared != true || owner?.internalProperties.contains(name) == true {
          values.noteTestable(module)
        }
        guard let child = mirror.children.first(where: { $0.label == name || $0.label == "_" + name })
        else { return (nil, nil) }
        current = SwiftValueWriter.unwrappingPropertyWrapper(child).1
      case .unwrap:
        guard let wrapped = mirror.children.first?.value else { return (nil, nil) }
        current = wrapped
      case let .index(offset):
        let children = Array(mirror.children)
        guard offset < children.count else { return (nil, nil) }
        current = children[offset].value
      case .id, .key:
        return (nil, nil)
      }
    }
    return (current, nil)
  }

  private func statement(_ change: StateChange, indent: Int) throws(ExportRefusal) -> [String] {
    let target = try path(change.path)
    switch change.kind {
    case let .assign(old, new):
      if let lines = try stackStatements(target, old: old, new: new, indent: indent) { return lines }
      return try call(target + " = ", try values.expression(new), "", indent)
    case let .append(element, _): return try call(target + ".append(", try values.expression(element), ")", indent)
    case let .insert(element, offset):
      return try call(target + ".insert(", try values.expression(element), ", at: \(offset))", indent)
    case let .remove(offset, _): return [pad(indent) + target + ".remove(at: \(offset))"]
    case let .removeID(id, _):
      return [pad(indent) + target + ".remove(id: \(try values.expression(id).singleLine))"]
    case let .addKey(key, value):
      return try call(target + "[\(try values.expression(key).singleLine)] = ", try values.expression(value), "", indent)
    case let .removeKey(key, _):
      return [pad(indent) + target + "[\(try values.expression(key).singleLine)] = nil"]
    }
  }

  /// A `StackState` changed, element by element by id: `$0.path[id: 0] = …` for an element
  /// pushed or changed, `$0.path[id: 0] = nil` for one popped. A whole new stack would be given
  /// new ids by the test's own generator, and differ from the session's. `nil` when the values
  /// are not stacks, or the new order is not the old one with elements added on top.
  private func stackStatements(
    _ target: String, old: Any, new: Any, indent: Int
  ) throws(ExportRefusal) -> [String]? {
    guard let old = Self.stackElements(old), let new = Self.stackElements(new) else { return nil }
    let kept = old.filter { element in new.contains { $0.id == element.id } }
    guard new.prefix(kept.count).map(\.id) == kept.map(\.id) else { return nil }
    var lines: [String] = []
    for element in old where !kept.contains(where: { $0.id == element.id }) {
      lines.append(pad(indent) + target + "[id: \(element.id.generation)] = nil")
    }
    for element in new {
      let written = try values.expression(element.value)
      if let before = old.first(where: { $0.id == element.id }),
        try values.expression(before.value).singleLine == written.singleLine
      {
        continue
      }
      lines += try call(target + "[id: \(element.id.generation)] = ", written, "", indent)
    }
    return lines
  }

  /// A `StackState`'s elements with their ids, in order (from its dump's mirror).
  private static func stackElements(_ value: Any) -> [(id: StackElementID, value: Any)]? {
    guard _typeName(type(of: value), qualified: true).hasPrefix("Composable.StackState<"),
      let reflectable = value as? any CustomDumpReflectable
    else { return nil }
    var elements: [(id: StackElementID, value: Any)] = []
    for child in reflectable.customDumpMirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2, let id = pair[0].value as? StackElementID else { return nil }
      elements.append((id, pair[1].value))
    }
    return elements
  }

  /// `prefix`, the expression (broken over lines when long), `suffix`.
  private func call(
    _ prefix: String, _ expression: SwiftExpression, _ suffix: String, _ indent: Int
  ) throws(ExportRefusal) -> [String] {
    var lines = expression.lines(indent: indent, column: indent + prefix.count)
    lines[0] = pad(indent) + prefix + lines[0]
    lines[lines.count - 1] += suffix
    return lines
  }

  private func pad(_ indent: Int) -> String { String(repeating: " ", count: indent) }

  /// `$0.counter.count`, `$0.resultListState?.value`, `$0.results[id: UUID(…)!]?.outcome`.
  func path(_ steps: [StateChange.Step]) throws(ExportRefusal) -> String {
    var text = root
    var steps = steps
    while case .unwrap? = steps.last { steps.removeLast() }
    for step in steps {
      switch step {
      case let .field(name): text += "." + name
      case .unwrap: text += "?"
      case let .index(offset): text += "[\(offset)]"
      case let .id(id): text += "[id: \(try values.expression(id).singleLine)]"
      case let .key(key): text += "[\(try values.expression(key).singleLine)]"
      }
    }
    return text
  }

  /// The path as the shell's `state` command reads it: `counter.count`, `results[id: …]`.
  static func fieldName(_ steps: [StateChange.Step]) -> String {
    var text = ""
    for step in steps {
      switch step {
      case let .field(name): text += text.isEmpty ? name : "." + name
      case .unwrap: break
      case let .index(offset): text += "[\(offset)]"
      case let .id(id): text += "[id: \(id)]"
      case let .key(key): text += "[\(key)]"
      }
    }
    return text.isEmpty ? "the state" : text
  }
}

/// Why a state change could not be written as Swift: the field and what it holds.
struct MutationRefusal: Error {
  var field: String
  var reason: String
}
