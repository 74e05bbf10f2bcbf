import OrderedCollections

/// The features of a navigation stack, in order, each with the ``StackElementID`` it was given:
/// `var path = StackState<Path.State>()`, run by `forEach(\.path, action: /Action.path)`.
public struct StackState<Element> {
  var elements: OrderedDictionary<StackElementID, Element>

  /// An empty stack.
  public init() { elements = [:] }

  /// A stack of `elements`, given the next ids of the current `DependencyValues.stackElementID`.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, in order.
  public var ids: OrderedSet<StackElementID> { elements.keys }

  /// The element of id `id`, if the stack holds it. Setting an element of an id the stack does
  /// not hold adds it at the end (a test's expected state names elements by id).
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set { elements[id] = newValue }
  }

  /// The element of id `id` as one case of an enum of destinations.
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { elements[id].flatMap(path.extract) }
    set {
      guard let newValue, elements[id].flatMap(path.extract) != nil else { return }
      elements[id] = path.embed(newValue)
    }
  }

  /// Adds `element` at the top of the stack with the next id.
  public mutating func append(_ element: Element) {
    @Dependency(\.stackElementID) var stackElementID
    elements[stackElementID.next()] = element
  }

  /// Adds `elements` at the top of the stack, each with the next id.
  public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Removes the element of id `id` and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange(index...)
  }

  /// Removes every element above the one of id `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange((index + 1)...)
  }

  /// Removes the top element.
  @discardableResult
  public mutating func removeLast() -> Element { elements.removeLast().value }

  /// Removes the `count` top elements.
  public mutating func removeLast(_ count: Int) { elements.removeLast(count) }

  /// Removes every element.
  public mutating func removeAll() { elements.removeAll() }
}

extension StackState: RandomAccessCollection {
  public var startIndex: Int { elements.elements.startIndex }
  public var endIndex: Int { elements.elements.endIndex }
  public subscript(position: Int) -> Element { elements.values[position] }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {}
extension StackState: Hashable where Element: Hashable {}
extension StackState: @unchecked Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  public init(from decoder: any Decoder) throws { self.init(try [Element](from: decoder)) }
}

extension StackState: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws { try Array(elements.values).encode(to: encoder) }
}

extension StackState: CustomReflectable {
  /// Reflection sees the elements, in order, as a collection: tools read `path[0]` and
  /// `path.count` as they read an array's.
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}

extension StackState: CustomDumpReflectable {
  /// Dumps and diffs show the elements by id: `[#0: Path.State.detail(…)]`.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(zip(ids, elements.values)), displayStyle: .dictionary)
  }
}

/// The actions of a navigation stack, as its parent receives them.
public enum StackAction<State, Action> {
  /// An action of the element of id `id`.
  indirect case element(id: StackElementID, action: Action)
  /// The element of id `id` and those above it are popped (sent by the view, or by the
  /// element's `@Dependency(\.dismiss)`).
  case popFrom(id: StackElementID)
  /// `state` is pushed with id `id`.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}
