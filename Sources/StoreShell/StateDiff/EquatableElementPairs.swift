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
    guard
      !(Element.self is AnyClass),
      !(Element.self is any OptionalValue.Type),
      !(Element.self is any _CustomDiffObject.Type),
      Element.self != AnyHashable.self
    else { return nil }
    self.lhs = lhs
    self.rhs = rhs
    if let identifiable = Element.self as? any Identifiable.Type {
      func sameID<Value: Identifiable>(_: Value.Type) -> (Element, Element) -> Bool {
        { ($0 as! Value).id == ($1 as! Value).id }
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

/// Marks `Optional`, whose values Swift's casts unwrap.
protocol OptionalValue {
  /// The type an optional of this type wraps.
  static var wrappedType: Any.Type { get }
  /// Whether `value` is this type's `nil` (`false` for a value of another type).
  static func isNil(_ value: Any) -> Bool
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }

  static func isNil(_ value: Any) -> Bool {
    guard let optional = value as? Self else { return false }
    return optional == nil
  }
}

/// Finds the arrays ``EquatableElementPairs`` compares.
enum EquatableElementCollections {
  /// The elements of `lhs` and `rhs`, compared, if both are plain array-like collections of the
  /// same type whose elements qualify. With `equalityOnly`, only pairs that decide the
  /// collections' `==`, and arrays that share their storage are only known to be equal.
  static func pairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool = false) -> (any ChildPairs)? {
    let collectionType = type(of: lhs)
    guard
      collectionType == type(of: rhs),
      let comparable = collectionType as? any EquatableElementCollection.Type,
      ArrayLikeCollections.plainCollection(lhs) != nil
    else { return nil }
    return comparable.elementPairs(lhs, rhs, equalityOnly: equalityOnly)
  }
}

/// The array-like collections of `Equatable` elements ``EquatableElementPairs`` compares.
protocol EquatableElementCollection {
  /// The element pairs of `lhs` and `rhs`, both of this type, if their elements qualify; with
  /// `equalityOnly`, only if they can tell whether the two collections are equal (`==`).
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)?
}

extension Array: EquatableElementCollection where Element: Equatable {
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)? {
    guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return nil }
    return EquatableElementPairs(
      lhs, rhs, hasArrayEquality: true, skipsSharedStorage: equalityOnly)
  }
}

extension IdentifiedArray: EquatableElementCollection where Element: Equatable {
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)? {
    guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return nil }
    // An identified array's `==` is its `elements`' `==`.
    return EquatableElementPairs(
      lhs.elements, rhs.elements, hasArrayEquality: true, skipsSharedStorage: equalityOnly)
  }
}

extension ContiguousArray: EquatableElementCollection where Element: Equatable {
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)? {
    guard !equalityOnly, let lhs = lhs as? Self, let rhs = rhs as? Self else { return nil }
    return EquatableElementPairs(
      Array(lhs), Array(rhs), hasArrayEquality: false, skipsSharedStorage: false)
  }
}

extension ArraySlice: EquatableElementCollection where Element: Equatable {
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)? {
    guard !equalityOnly, let lhs = lhs as? Self, let rhs = rhs as? Self else { return nil }
    return EquatableElementPairs(
      Array(lhs), Array(rhs), hasArrayEquality: false, skipsSharedStorage: false)
  }
}
