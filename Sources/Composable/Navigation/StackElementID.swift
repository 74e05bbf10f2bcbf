import ConcurrencyExtras

/// The id of an element of a ``StackState``, given by the stack as elements are added: the
/// generation of ids of the store's `DependencyValues.stackElementID`. In tests an integer
/// literal names one (`.element(id: 0, action: …)`), counting from 0 in each test store.
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The element's place in the order ids were given.
  public var generation: Int

  public init(generation: Int) { self.generation = generation }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self.init(generation: value) }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  public var debugDescription: String { "#\(generation)" }
  public var customDumpDescription: String { debugDescription }
}

extension StackElementID: Codable {
  public init(from decoder: any Decoder) throws { self.init(generation: try Int(from: decoder)) }
  public func encode(to encoder: any Encoder) throws { try generation.encode(to: encoder) }
}

/// Gives the ids of stack elements, one generation after the other.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// A generator whose next id is `start`.
  public static func incrementing(from start: Int = 0) -> Self { Self(counter: LockIsolated(start)) }

  /// The next id, which it then gives no more.
  public func next() -> StackElementID {
    counter.withValue { value in
      defer { value += 1 }
      return StackElementID(generation: value)
    }
  }

  /// The id ``next()`` will give.
  public func peek() -> StackElementID { StackElementID(generation: counter.value) }

  /// A generator that goes on from where this one is, independently.
  public func copy() -> Self { .incrementing(from: counter.value) }

  /// Makes the next id given `id`'s successor if `id` is at or past it.
  func skip(past id: StackElementID) {
    counter.withValue { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  /// The ids given to the elements of ``StackState``s.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}

private enum StackElementIDKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing() }
  static var testValue: StackElementIDGenerator { .incrementing() }
}
