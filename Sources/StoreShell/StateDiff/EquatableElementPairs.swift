import CustomDump
import IdentifiedCollections

/// The elements of two arrays (or identified arrays) of `Equatable` elements, compared with the
/// elements' own `==`: no reflection, no boxing of unchanged elements.
///
/// custom-dump compares elements through `any Equatable` and matches them by identity
/// (`Identifiable` ids) or equality; for elements of a plain struct or enum type that is the
/// type's own `==` and `id`, which this type calls directly. Optionals, `AnyHashable` and objects
/// are left to ``MirrorChildPairs``: Swift's casts look inside them, so their identity would not
/// be the static type's.
///
/// The offsets where the two arrays differ are found once, in one pass; when the arrays have the
/// same length and every differing element keeps its identity, nothing was inserted or removed
/// and the walk visits only those offsets.
struct EquatableElementPairs<Element: Equatable>: ChildPairs {
  private let lhs: [Element]
  private let rhs: [Element]
  private let sameIdentity: ((Element, Element) -> Bool)?
  /// Offsets below both counts where the elements differ, ascending.
  private let differingOffsets: [Int]
  let isEqualAsWhole: Bool?

  /// The pairs of `lhs` and `rhs`, or `nil` if their element type is not one this type compares.
  ///
  /// `hasArrayEquality` says that the arrays' `==` is the one of the collections they come from
  /// (`Array`'s: equal when they share their storage, or have the same count and equal
  /// elements): ``isEqualAsWhole`` is then that `==`. With `skipsSharedStorage`, arrays that
  /// share their storage are not compared element by element (for callers that only need
  /// ``isEqualAsWhole``: the elements' comparison is then unknown).
  init?(
    _ lhs: [Element], _ rhs: [Element], hasArrayEquality: Bool, skipsSharedStorage: Bool
  ) {
    guard case .compared(let identifiable) = ElementKind.of(Element.self) else { return nil }
    self.lhs = lhs
    self.rhs = rhs
    if let identifiable {
      // `Value` is `Element` itself, opened as `Identifiable`: reinterpreted, not cast.
      func sameID<Value: Identifiable>(_: Value.Type) -> (Element, Element) -> Bool {
        { unsafeBitCast($0, to: Value.self).id == unsafeBitCast($1, to: Value.self).id }
      }
      self.sameIdentity = sameID(identifiable)
    } else {
      self.sameIdentity = nil
    }
    let lhsCount = lhs.count
    let rhsCount = rhs.count
    if hasArrayEquality, skipsSharedStorage, lhsCount == rhsCount,
      Self.storage(of: lhs) == Self.storage(of: rhs)
    {
      self.differingOffsets = []
      self.isEqualAsWhole = true
      return
    }
    self.differingOffsets = lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        var differing: [Int] = []
        guard let lhs = lhs.baseAddress, let rhs = rhs.baseAddress else { return differing }
        for offset in 0..<min(lhsCount, rhsCount) where !(lhs[offset] == rhs[offset]) {
          differing.append(offset)
        }
        return differing
      }
    }
    self.isEqualAsWhole =
      hasArrayEquality ? lhsCount == rhsCount && differingOffsets.isEmpty : nil
  }

  /// Where the elements of `array` are stored (what `Array`'s `==` compares first).
  private static func storage(of array: [Element]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  var lhsCount: Int { lhs.count }
  var rhsCount: Int { rhs.count }
  var labelsKeepValues: Bool { true }

  mutating func allChildrenEqual() -> Bool {
    lhs.count == rhs.count && differingOffsets.isEmpty
  }

  mutating func prepareWalk() throws {}

  mutating func alignment() throws -> ChildAlignment {
    var prefix = min(lhs.count, rhs.count)
    for offset in differingOffsets
    where !(sameIdentity?(lhs[offset], rhs[offset]) ?? false) {
      prefix = offset
      break
    }
    let sameIdentity = self.sameIdentity
    return ChildAlignment.align(
      lhs, rhs, commonPrefix: prefix,
      equivalent: { $0 == $1 || (sameIdentity?($0, $1) ?? false) })
  }

  mutating func unchangedRun(lhs lhsOffset: Int, rhs rhsOffset: Int, limit: Int) -> Int {
    if lhsOffset == rhsOffset {
      let next = firstDifferingOffset(atOrAfter: lhsOffset)
      return min(next - lhsOffset, limit)
    }
    var run = 0
    while run < limit, lhs[lhsOffset + run] == rhs[rhsOffset + run] {
      run += 1
    }
    return run
  }

  func lhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild {
    ("[\(labelOffset)]", lhs[offset])
  }

  func rhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild {
    ("[\(labelOffset)]", rhs[offset])
  }

  func knownComparison(lhs lhsOffset: Int, rhs rhsOffset: Int) -> KnownComparison {
    guard lhsOffset == rhsOffset, lhsOffset < min(lhs.count, rhs.count) else { return .unknown }
    return .equal(firstDifferingOffset(atOrAfter: lhsOffset) != lhsOffset)
  }

  /// The first differing offset at or after `offset`, or the length of the common part.
  private func firstDifferingOffset(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = differingOffsets.count
    while low < high {
      let middle = (low + high) / 2
      if differingOffsets[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low < differingOffsets.count ? differingOffsets[low] : min(lhs.count, rhs.count)
  }
}

/// Whether ``EquatableElementPairs`` compares elements of a type, and how it matches them.
private enum ElementKind {
  /// Compared with their own `==`; matched by `id` when `Identifiable`.
  case compared(identifiable: (any Identifiable.Type)?)
  /// Left to ``MirrorChildPairs``.
  case excluded

  /// The kind of `type`, answered once per type.
  static func of(_ type: Any.Type) -> ElementKind {
    kinds.answer(for: type) {
      guard
        !(type is AnyClass),
        !(type is any OptionalValue.Type),
        !(type is any _CustomDiffObject.Type),
        type != AnyHashable.self
      else { return .excluded }
      return .compared(identifiable: type as? any Identifiable.Type)
    }
  }

  private static let kinds = TypeCache<ElementKind>()
}

/// Marks `Optional`, whose values Swift's casts unwrap.
protocol OptionalValue {
  /// The type an optional of this type wraps.
  static var wrappedType: Any.Type { get }
  /// Whether this is `nil`.
  var isNone: Bool { get }
}

extension OptionalValue {
  /// Whether `value` is this type's `nil` (`false` for a value of another type).
  ///
  /// (Here rather than in `Optional`: in a protocol extension `Self`'s metadata is at hand, where
  /// `Optional`'s own methods would look `Optional<Wrapped>` up in the runtime on every call.)
  static func isNil(_ value: Any) -> Bool {
    guard type(of: value) == Self.self else { return false }
    return unboxed(value, as: Self.self).isNone
  }
}

extension OptionalValue where Self: Equatable {
  /// `==` of two values of this type stored `offset` bytes into two structs; `nil`s are told by
  /// their tags (`Optional`'s own `==` makes a tuple type in the runtime on every call).
  static func storedEquality(offset: Int) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { lhs, rhs in
      let lhs = (lhs + offset).assumingMemoryBound(to: Self.self).pointee
      let rhs = (rhs + offset).assumingMemoryBound(to: Self.self).pointee
      let lhsIsNone = lhs.isNone
      let rhsIsNone = rhs.isNone
      guard !lhsIsNone, !rhsIsNone else { return lhsIsNone == rhsIsNone }
      return lhs == rhs
    }
  }
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }

  var isNone: Bool {
    if case .none = self { return true }
    return false
  }
}

/// Finds the arrays ``EquatableElementPairs`` compares.
enum EquatableElementCollections {
  /// The elements of `lhs` and `rhs`, compared, if both are plain array-like collections of the
  /// same type whose elements qualify. With `equalityOnly`, only pairs that decide the
  /// collections' `==`, and arrays that share their storage are only known to be equal.
  static func pairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool = false) -> (any ChildPairs)? {
    guard type(of: lhs) == type(of: rhs), let comparable = comparableType(of: lhs) else {
      return nil
    }
    return comparable.elementPairs(lhs, rhs, equalityOnly: equalityOnly)
  }

  /// `value`'s type, if it is a plain array-like collection of `Equatable` elements; per type.
  private static func comparableType(of value: Any) -> (any EquatableElementCollection.Type)? {
    comparableTypes.answer(for: type(of: value)) {
      guard ArrayLikeCollections.plainCollectionType(of: value) != nil else { return nil }
      return type(of: value) as? any EquatableElementCollection.Type
    }
  }

  private static let comparableTypes = TypeCache<(any EquatableElementCollection.Type)?>()
}

/// The array-like collections of `Equatable` elements ``EquatableElementPairs`` compares.
protocol EquatableElementCollection {
  /// The element pairs of this collection and `other`, if their elements qualify; with
  /// `equalityOnly`, only if they can tell whether the two collections are equal (`==`).
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)?
}

extension EquatableElementCollection {
  /// ``elementPairs(with:equalityOnly:)`` of `lhs` and `rhs`, both of this type (their dynamic
  /// type). (In a protocol extension `Self`'s metadata is at hand; a generic type's own static
  /// method would look it up in the runtime on every call.)
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)? {
    unboxed(lhs, as: Self.self).elementPairs(
      with: unboxed(rhs, as: Self.self), equalityOnly: equalityOnly)
  }
}

extension Array: EquatableElementCollection where Element: Equatable {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    EquatableElementPairs(self, other, hasArrayEquality: true, skipsSharedStorage: equalityOnly)
  }
}

extension IdentifiedArray: EquatableElementCollection where Element: Equatable {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    // An identified array's `==` is its `elements`' `==`.
    EquatableElementPairs(
      elements, other.elements, hasArrayEquality: true, skipsSharedStorage: equalityOnly)
  }
}

extension ContiguousArray: EquatableElementCollection where Element: Equatable {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    guard !equalityOnly else { return nil }
    return EquatableElementPairs(
      Array(self), Array(other), hasArrayEquality: false, skipsSharedStorage: false)
  }
}

extension ArraySlice: EquatableElementCollection where Element: Equatable {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    guard !equalityOnly else { return nil }
    return EquatableElementPairs(
      Array(self), Array(other), hasArrayEquality: false, skipsSharedStorage: false)
  }
}
