/// Writes state changes as the statements of a `TestStore` assertion closure:
/// `$0.counter.count = 1`, `$0.results.remove(id: …)`, `$0.favoritePrimes.append(3)`.
struct MutationWriter {
  var values = SwiftValueWriter()

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

  private func statement(_ change: StateChange, indent: Int) throws(ExportRefusal) -> [String] {
    let target = try path(change.path)
    switch change.kind {
    case let .assign(_, new): return try call(target + " = ", try values.expression(new), "", indent)
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
    var text = "$0"
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
