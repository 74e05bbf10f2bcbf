import IdentifiedCollections

/// Arrays and identified arrays of `Equatable` elements, edited with their own `==` and ids:
/// no mirror of their elements, and the unchanged head and tail skipped over their buffers, so
/// a change in a 10,000-row state costs little more than the comparison that finds it.
protocol EditableCollection {
  /// Appends the edits that turn `self` into `new` to `changes`; `false` when none fit (the
  /// collection is then assigned whole).
  func edits(to new: Any, path: [StateChange.Step], into changes: inout [StateChange]) -> Bool
}

extension Array: EditableCollection where Element: Equatable {
  func edits(to new: Any, path: [StateChange.Step], into changes: inout [StateChange]) -> Bool {
    guard let new = new as? Self, !isEmpty, !new.isEmpty else { return false }
    let middle = ChangedMiddle(self, new)
    if middle.removed.isEmpty {
      for offset in middle.inserted {
        let kind: StateChange.Kind =
          middle.isAtEnd ? .append(new[offset], at: offset) : .insert(new[offset], at: offset)
        changes.append(StateChange(path: path, kind: kind))
      }
    } else if middle.inserted.isEmpty {
      for offset in middle.removed.reversed() {
        changes.append(StateChange(path: path, kind: .remove(at: offset, old: self[offset])))
      }
    } else if middle.removed == middle.inserted {
      for offset in middle.removed where self[offset] != new[offset] {
        StateChangeFinder.walk(self[offset], new[offset], path: path + [.index(offset)], into: &changes)
      }
    } else {
      return false
    }
    return true
  }
}

extension IdentifiedArray: EditableCollection where Element: Equatable {
  func edits(to new: Any, path: [StateChange.Step], into changes: inout [StateChange]) -> Bool {
    guard let new = new as? Self, !isEmpty, !new.isEmpty else { return false }
    let old = elements
    let newElements = new.elements
    let middle = ChangedMiddle(old, newElements)
    if middle.removed.isEmpty {
      for offset in middle.inserted {
        let element = newElements[offset]
        let kind: StateChange.Kind =
          middle.isAtEnd ? .append(element, at: offset) : .insert(element, at: offset)
        changes.append(StateChange(path: path, kind: kind))
      }
      return true
    }
    if middle.inserted.isEmpty {
      for offset in middle.removed {
        changes.append(StateChange(path: path, kind: .removeID(ids[offset], old: old[offset])))
      }
      return true
    }
    if middle.removed == middle.inserted, middle.removed.allSatisfy({ ids[$0] == new.ids[$0] }) {
      for offset in middle.removed where old[offset] != newElements[offset] {
        StateChangeFinder.walk(
          old[offset], newElements[offset], path: path + [.id(ids[offset]), .unwrap], into: &changes)
      }
      return true
    }
    return editsByID(to: new, path: path, into: &changes)
  }

  /// Removals by id, changes of the elements kept, then appends or inserts; `false` when the
  /// elements kept changed order. (The ids as standard-library arrays and sets: they are
  /// faster than an `OrderedSet` built without optimization.)
  private func editsByID(to new: Self, path: [StateChange.Step], into changes: inout [StateChange]) -> Bool {
    let oldIDs = ids.elements
    let newIDs = new.ids.elements
    let oldSet = Set(oldIDs)
    let newSet = Set(newIDs)
    guard oldIDs.filter(newSet.contains) == newIDs.filter(oldSet.contains) else { return false }
    let oldElements = elements
    let newElements = new.elements
    var oldOffsets: [ID: Int] = [:]
    for (offset, id) in oldIDs.enumerated() {
      if newSet.contains(id) {
        oldOffsets[id] = offset
      } else {
        changes.append(StateChange(path: path, kind: .removeID(id, old: oldElements[offset])))
      }
    }
    for (offset, id) in newIDs.enumerated() {
      guard let previous = oldOffsets[id], oldElements[previous] != newElements[offset] else { continue }
      StateChangeFinder.walk(
        oldElements[previous], newElements[offset], path: path + [.id(id), .unwrap], into: &changes)
    }
    let appendsFrom = newIDs.lastIndex(where: oldSet.contains).map { $0 + 1 } ?? 0
    for (offset, id) in newIDs.enumerated() where !oldSet.contains(id) {
      let kind: StateChange.Kind =
        offset >= appendsFrom
        ? .append(newElements[offset], at: offset) : .insert(newElements[offset], at: offset)
      changes.append(StateChange(path: path, kind: kind))
    }
    return true
  }
}

/// Where two arrays differ: between the longest equal head and the longest equal tail, found
/// over their buffers with the elements' own `==`.
struct ChangedMiddle {
  /// The old array's offsets between the head and the tail.
  let removed: Range<Int>
  /// The new array's offsets between the head and the tail.
  let inserted: Range<Int>
  /// Whether the tail is empty (what is inserted is appended).
  let isAtEnd: Bool

  init<Element: Equatable>(_ old: [Element], _ new: [Element]) {
    let (head, tail) = old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
          old[old.count - 1 - tail] == new[new.count - 1 - tail]
        {
          tail += 1
        }
        return (head, tail)
      }
    }
    removed = head..<(old.count - tail)
    inserted = head..<(new.count - tail)
    isAtEnd = tail == 0
  }
}
