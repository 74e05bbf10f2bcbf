import Composable
import Foundation

/// Finds the changes between two states, as the narrowest edits that make the old state the
/// new one: changed leaves are assigned; structs are descended into when every changed stored
/// property is a `var` (else the struct is assigned whole); arrays and identified arrays are
/// edited by appending, inserting and removing elements when only some were added or removed,
/// and element by element when their lengths match; dictionaries key by key. Enums, optionals
/// that appear or disappear, and values with no children are assigned whole.
enum StateChangeFinder {
  /// The changes that turn `old` into `new`, in the order they apply.
  static func changes(from old: Any, to new: Any) -> [StateChange] {
    var changes: [StateChange] = []
    walk(old, new, path: [], into: &changes)
    return changes
  }

  private static func walk(_ old: Any, _ new: Any, path: [StateChange.Step], into changes: inout [StateChange]) {
    if MirrorEquality.areEqual(old, new) { return }
    let assign = StateChange(path: path, kind: .assign(old: old, new: new))
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
    case .collection?:
      let oldElements = oldMirror.children.map(\.value)
      let newElements = newMirror.children.map(\.value)
      let typeName = String(reflecting: oldMirror.subjectType)
      if typeName.hasPrefix("IdentifiedCollections.IdentifiedArray<"),
        identifiedChanges(oldElements, newElements, path: path, into: &changes)
      {
        return
      }
      if typeName.hasPrefix("Swift.Array<"),
        arrayChanges(oldElements, newElements, path: path, into: &changes)
      {
        return
      }
      changes.append(assign)
    case .dictionary?:
      dictionaryChanges(oldMirror, newMirror, path: path, into: &changes)
    default:
      changes.append(assign)
    }
  }

  /// Values assigned whole: those with no children, and those written by their initializers.
  private static func isAtomic(_ value: Any) -> Bool {
    switch value {
    case is String, is Date, is UUID, is URL, is Data, is Decimal, is IndexSet, is TextState,
      is any AlertStateWritable:
      return true
    default:
      let mirror = Mirror(reflecting: value)
      return mirror.children.isEmpty && mirror.displayStyle != .collection
        && mirror.displayStyle != .dictionary && mirror.displayStyle != .optional
    }
  }

  /// Edits of an array: removals or insertions between an unchanged head and tail, or the
  /// elements one by one when the lengths match; `false` when neither fits.
  private static func arrayChanges(
    _ old: [Any], _ new: [Any], path: [StateChange.Step], into changes: inout [StateChange]
  ) -> Bool {
    // From or to empty, the new value reads best whole.
    if old.isEmpty || new.isEmpty { return false }
    var head = 0
    while head < old.count, head < new.count, MirrorEquality.areEqual(old[head], new[head]) { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      MirrorEquality.areEqual(old[old.count - 1 - tail], new[new.count - 1 - tail])
    {
      tail += 1
    }
    let removed = old.count - head - tail
    let inserted = new.count - head - tail
    if removed == 0 {
      for offset in head..<(head + inserted) {
        changes.append(
          StateChange(path: path, kind: tail == 0 ? .append(new[offset], at: offset) : .insert(new[offset], at: offset)))
      }
    } else if inserted == 0 {
      for offset in (head..<(head + removed)).reversed() {
        changes.append(StateChange(path: path, kind: .remove(at: offset, old: old[offset])))
      }
    } else if old.count == new.count {
      for offset in head..<(head + removed) {
        walk(old[offset], new[offset], path: path + [.index(offset)], into: &changes)
      }
    } else {
      return false
    }
    return true
  }

  /// Edits of an identified array: removals by id, changes of the elements kept, then
  /// appends or inserts; `false` when the elements kept changed order.
  private static func identifiedChanges(
    _ old: [Any], _ new: [Any], path: [StateChange.Step], into changes: inout [StateChange]
  ) -> Bool {
    if old.isEmpty || new.isEmpty { return false }
    let oldIDs = old.compactMap(identity)
    let newIDs = new.compactMap(identity)
    guard oldIDs.count == old.count, newIDs.count == new.count else { return false }
    let oldSet = Set(oldIDs.map(\.hashable))
    let newSet = Set(newIDs.map(\.hashable))
    let kept = oldIDs.filter { newSet.contains($0.hashable) }
    guard kept.map(\.hashable) == newIDs.filter({ oldSet.contains($0.hashable) }).map(\.hashable) else {
      return false
    }
    for (offset, id) in oldIDs.enumerated() where !newSet.contains(id.hashable) {
      changes.append(StateChange(path: path, kind: .removeID(id.raw, old: old[offset])))
    }
    let oldByID = Dictionary(uniqueKeysWithValues: zip(oldIDs.map(\.hashable), old))
    for (offset, id) in newIDs.enumerated() {
      if let previous = oldByID[id.hashable] {
        walk(previous, new[offset], path: path + [.id(id.raw), .unwrap], into: &changes)
      }
    }
    let appendsFrom = newIDs.lastIndex { oldSet.contains($0.hashable) }.map { $0 + 1 } ?? 0
    for (offset, id) in newIDs.enumerated() where !oldSet.contains(id.hashable) {
      let kind: StateChange.Kind = offset >= appendsFrom ? .append(new[offset], at: offset) : .insert(new[offset], at: offset)
      changes.append(StateChange(path: path, kind: kind))
    }
    return true
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

  /// An element's id, hashable and as it is.
  private static func identity(_ element: Any) -> (hashable: AnyHashable, raw: Any)? {
    guard let element = element as? any Identifiable else { return nil }
    func id<Value: Identifiable>(_ value: Value) -> (AnyHashable, Any) { (AnyHashable(value.id), value.id) }
    return id(element)
  }
}
