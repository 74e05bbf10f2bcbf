import Composable
import Foundation
import SwiftSource

/// Finds the changes between two states, as the narrowest edits that make the old state the
/// new one: changed leaves are assigned; structs are descended into when every changed stored
/// property is a `var` (else the struct is assigned whole); arrays and identified arrays of
/// `Equatable` elements are edited by appending, inserting and removing elements when only some
/// were added or removed, and element by element when their lengths match (see
/// ``EditableCollection``); dictionaries key by key. Enums, optionals that appear or disappear,
/// other collections and values with no children are assigned whole.
package enum StateChangeFinder {
  /// The changes that turn `old` into `new`, in the order they apply.
  package static func changes(from old: Any, to new: Any) -> [StateChange] {
    var changes: [StateChange] = []
    walk(old, new, path: [], into: &changes)
    return changes
  }

  static func walk(_ old: Any, _ new: Any, path: [StateChange.Step], into changes: inout [StateChange]) {
    if MirrorEquality.areEqual(old, new) { return }
    let assign = StateChange(path: path, kind: .assign(old: old, new: new))
    // Before any mirror: an identified array's mirror copies every element.
    if let editable = old as? any EditableCollection {
      if !editable.edits(to: new, path: path, into: &changes) { changes.append(assign) }
      return
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    guard oldMirror.subjectType == newMirror.subjectType, !isAtomic(old) else {
      changes.append(assign)
      return
    }
    switch oldMirror.displayStyle {
    case .optional?:
      guard let oldValue = oldMirror.children.first?.value, let newValue = newMirror.children.first?.value
      else {
        changes.append(assign)
        return
      }
      walk(oldValue, newValue, path: path + [.unwrap], into: &changes)
    case .struct?:
      let oldChildren = Array(oldMirror.children)
      let newChildren = Array(newMirror.children)
      let variables = FieldMutability.variableFields(of: oldMirror.subjectType)
      let changed = zip(oldChildren, newChildren).filter { !MirrorEquality.areEqual($0.0.value, $0.1.value) }
      guard
        oldChildren.count == newChildren.count, !changed.isEmpty,
        let variables, changed.allSatisfy({ $0.0.label.map(variables.contains) ?? false })
      else {
        changes.append(assign)
        return
      }
      for (oldChild, newChild) in changed {
        let (label, oldValue) = SwiftValueWriter.unwrappingPropertyWrapper(oldChild)
        let newValue = SwiftValueWriter.unwrappingPropertyWrapper(newChild).1
        walk(oldValue, newValue, path: path + [.field(label ?? "")], into: &changes)
      }
    case .dictionary?:
      dictionaryChanges(oldMirror, newMirror, path: path, into: &changes)
    default:
      changes.append(assign)
    }
  }

  /// Values assigned whole: those with no children, and those written by their initializers.
  private static func isAtomic(_ value: Any) -> Bool {
    switch value {
    case is String, is Date, is UUID, is URL, is Data, is Decimal, is IndexSet, is TextState:
      return true
    case let spelled as any SwiftSpelled:
      return type(of: spelled).isWrittenWhole
    default:
      let mirror = Mirror(reflecting: value)
      return mirror.children.isEmpty && mirror.displayStyle != .collection
        && mirror.displayStyle != .dictionary && mirror.displayStyle != .optional
    }
  }

  private static func dictionaryChanges(
    _ old: Mirror, _ new: Mirror, path: [StateChange.Step], into changes: inout [StateChange]
  ) {
    func entries(_ mirror: Mirror) -> [(key: Any, value: Any, text: String)] {
      mirror.children.compactMap { child in
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { return nil }
        var text = ""
        customDump(pair[0].value, to: &text)
        return (pair[0].value, pair[1].value, text)
      }.sorted { $0.text < $1.text }
    }
    let oldEntries = entries(old)
    let newEntries = entries(new)
    let newByText = Dictionary(newEntries.map { ($0.text, $0.value) }, uniquingKeysWith: { first, _ in first })
    let oldByText = Dictionary(oldEntries.map { ($0.text, $0.value) }, uniquingKeysWith: { first, _ in first })
    for entry in oldEntries {
      if let value = newByText[entry.text] {
        walk(entry.value, value, path: path + [.key(entry.key), .unwrap], into: &changes)
      } else {
        changes.append(StateChange(path: path, kind: .removeKey(entry.key, old: entry.value)))
      }
    }
    for entry in newEntries where oldByText[entry.text] == nil {
      changes.append(StateChange(path: path, kind: .addKey(entry.key, value: entry.value)))
    }
  }
}
