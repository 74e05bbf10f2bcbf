/// One change between two states, at a path: what `set diff compact` prints
/// (`counter.count: 0 → 1`) and what an exported test asserts (`$0.counter.count = 1`).
package struct StateChange {
  /// A step of a path into a state.
  package enum Step {
    /// A stored property (a property wrapper's storage by its plain name).
    case field(String)
    /// Into an optional's value.
    case unwrap
    /// An array element, by offset.
    case index(Int)
    /// An identified array's element, by id.
    case id(Any)
    /// A dictionary's value, by key.
    case key(Any)
  }

  /// What changed at ``path``.
  package enum Kind {
    /// The value was replaced.
    case assign(old: Any, new: Any)
    /// An element was added at the end of the collection at the path, at an offset.
    case append(Any, at: Int)
    /// An element was inserted at an offset of the collection at the path.
    case insert(Any, at: Int)
    /// The element at an offset was removed (removals come last offset first).
    case remove(at: Int, old: Any)
    /// The element with an id was removed from the identified array at the path.
    case removeID(Any, old: Any)
    /// A key was added to the dictionary at the path.
    case addKey(Any, value: Any)
    /// A key was removed from the dictionary at the path.
    case removeKey(Any, old: Any)
  }

  /// Where: the value changed, or the collection changed.
  package var path: [Step]
  /// How.
  package var kind: Kind

  package init(path: [Step], kind: Kind) {
    self.path = path
    self.kind = kind
  }
}
