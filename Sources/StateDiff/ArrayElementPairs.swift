import CustomDump
import IdentifiedCollections

/// The elements of two arrays (or identified arrays), compared with the elements' own `==`, or
/// for elements that are not `Equatable` custom-dump's equality of their mirrors: no mirror of the
/// arrays, no boxing of unchanged elements.
///
/// custom-dump compares elements through `any Equatable` (or their mirrors) and matches them by
/// identity (`Identifiable` ids) or equality; for elements of a plain struct or enum type that is
/// the type's own `==` and `id`, which this type calls directly. Optionals, `AnyHashable` and
/// objects are left to ``MirrorChildPairs``: Swift's casts look inside them, so their identity
/// would not be the static type's. Elements that are not `Equatable` are taken only when
/// ``BitwiseEquality`` qualifies them (no object, no existential inside).
///
/// Runs of equal elements are found with ``BitwiseEquality/run(_:_:_:_:limit:bitwise:backward:matches:)``
/// (memory first, `==` where the bits differ); the arrays are lined up by the standard
/// library's search on what lies between their common prefix and suffix, found so
/// (``ChildAlignment/align(lhsCount:rhsCount:commonPrefix:commonSuffix:matches:)``): a
/// one-change diff of 10,000 rows compares most rows by their memory.
struct ArrayElementPairs<Element>: ChildPairs {
  private let lhs: [Element]
  private let rhs: [Element]
  private let equals: (Element, Element) -> Bool
  private let sameIdentity: ((Element, Element) -> Bool)?
  private let isBitwise: Bool
  /// How many elements at the same offsets are equal from the start (both counts equal), or
  /// `nil` when the counts differ or it was not needed.
  private let equalPrefix: Int?
  /// Runs of matching pairs read by ``alignment()``, for ``unchangedRun(lhs:rhs:limit:)``.
  private var checkedRuns: [CheckedRun] = []
  let isEqualAsWhole: Bool?

  /// How the collections the arrays come from are equal, as custom-dump decides it.
  enum WholeEquality {
    /// `Array`'s `==`: equal when they share their storage, or have the same count and equal
    /// elements.
    case arrayEquality
    /// Same count, equal elements (their mirrors, for elements that are not `Equatable`).
    case elementwise
    /// Not decided by the elements.
    case unknown
  }

  /// The pairs of `lhs` and `rhs`, or `nil` if their element type is not one this type compares.
  ///
  /// `wholeEquality` says how ``isEqualAsWhole`` is decided. With `skipsSharedStorage`, arrays
  /// that share their storage and are equal for that alone are not compared element by element
  /// (for callers that only need ``isEqualAsWhole``).
  init?(
    _ lhs: [Element], _ rhs: [Element], wholeEquality: WholeEquality, skipsSharedStorage: Bool
  ) {
    guard let kind = ArrayElementKind.of(Element.self) else { return nil }
    let (equatable, identifiable, isBitwise) = (kind.equatable, kind.identifiable, kind.isBitwise)
    self.lhs = lhs
    self.rhs = rhs
    self.isBitwise = isBitwise
    // `Value` is `Element` itself, opened as `Equatable` or `Identifiable`: reinterpreted, not
    // cast.
    if let equatable {
      func equality<Value: Equatable>(_: Value.Type) -> (Element, Element) -> Bool {
        { unsafeBitCast($0, to: Value.self) == unsafeBitCast($1, to: Value.self) }
      }
      self.equals = equality(equatable)
    } else {
      self.equals = { MirrorEquality.areEqual($0, $1) }
    }
    if let identifiable {
      func sameID<Value: Identifiable>(_: Value.Type) -> (Element, Element) -> Bool {
        { unsafeBitCast($0, to: Value.self).id == unsafeBitCast($1, to: Value.self).id }
      }
      self.sameIdentity = sameID(identifiable)
    } else {
      self.sameIdentity = nil
    }
    let count = lhs.count
    guard count == rhs.count else {
      self.equalPrefix = nil
      self.isEqualAsWhole = wholeEquality == .unknown ? nil : false
      return
    }
    let sharesStorage = Self.storage(of: lhs) == Self.storage(of: rhs)
    if sharesStorage, skipsSharedStorage,
      wholeEquality == .arrayEquality || (wholeEquality == .elementwise && isBitwise)
    {
      self.equalPrefix = nil
      self.isEqualAsWhole = true
      return
    }
    let equals = self.equals
    let prefix = lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        BitwiseEquality.run(lhs, 0, rhs, 0, limit: count, bitwise: isBitwise, matches: equals)
      }
    }
    self.equalPrefix = prefix
    switch wholeEquality {
    case .arrayEquality: self.isEqualAsWhole = sharesStorage || prefix == count
    case .elementwise: self.isEqualAsWhole = prefix == count
    case .unknown: self.isEqualAsWhole = nil
    }
  }

  /// Where the elements of `array` are stored (what `Array`'s `==` compares first).
  private static func storage(of array: [Element]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  var lhsCount: Int { lhs.count }
  var rhsCount: Int { rhs.count }
  var labelsKeepValues: Bool { true }

  mutating func allChildrenEqual() -> Bool {
    guard let equalPrefix else { return false }
    return equalPrefix == lhs.count
  }

  mutating func prepareWalk() throws {}

  mutating func alignment() throws -> ChildAlignment {
    let equals = self.equals
    let sameIdentity = self.sameIdentity
    let equivalent: (Element, Element) -> Bool =
      sameIdentity.map { sameIdentity in { sameIdentity($0, $1) || equals($0, $1) } } ?? equals
    let isBitwise = self.isBitwise
    let lhsCount = lhs.count
    let rhsCount = rhs.count
    let common = Swift.min(lhsCount, rhsCount)
    // The common prefix and suffix, each read once by memory; the pairs whose bits differ there
    // are remembered, so that the walk's runs of unchanged rows need not read them again.
    let prefix = checkedRun(
      lhs: 0, rhs: 0, limit: common, known: equalPrefix ?? 0, backward: false,
      matches: equivalent)
    let suffix = checkedRun(
      lhs: lhsCount, rhs: rhsCount, limit: common - prefix.count, known: 0, backward: true,
      matches: equivalent)
    checkedRuns = [prefix, suffix]
    if let moved = movedElement(
      from: prefix.count, lhsEnd: lhsCount - suffix.count, rhsEnd: rhsCount - suffix.count,
      matches: equivalent)
    {
      return moved
    }
    return lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        ChildAlignment.align(
          lhsCount: lhsCount, rhsCount: rhsCount, commonPrefix: prefix.count,
          commonSuffix: suffix.count
        ) {
          BitwiseEquality.matches(lhs, $0, rhs, $1, bitwise: isBitwise, matches: equivalent)
        }
      }
    }
  }

  /// The alignment of one element moved, when that is the only change between the common
  /// prefix and suffix (which end at `start` and at `lhsEnd`, `rhsEnd`): without the standard
  /// library's search, which would follow the rows between the two places one predicate call
  /// each.
  ///
  /// Between a maximal common prefix and suffix the first pair and the last pair do not match.
  /// With `m` elements left on each side, no alignment keeps all `m`, and one keeps `m - 1`
  /// only by dropping the first of one side and the last of the other: the old last element
  /// removed and the new first inserted (the old `0..<m-1` match the new `1..<m`: a row moved
  /// to the front), or the old first removed and the new last inserted. When exactly one of the two holds, it is the only shortest alignment, so the one
  /// `difference(from:by:)` finds; when both hold (repeated elements), or neither, `nil` leaves
  /// it to the search. The shifted run is kept for the walk's unchanged runs.
  private mutating func movedElement(
    from start: Int, lhsEnd: Int, rhsEnd: Int, matches: (Element, Element) -> Bool
  ) -> ChildAlignment? {
    let count = lhsEnd - start
    guard count >= 2, rhsEnd - start == count else { return nil }
    let toFront = checkedRun(
      lhs: start, rhs: start + 1, limit: count - 1, known: 0, backward: false, matches: matches)
    let toBack = checkedRun(
      lhs: start + 1, rhs: start, limit: count - 1, known: 0, backward: false, matches: matches)
    switch (toFront.count == count - 1, toBack.count == count - 1) {
    case (true, false):
      checkedRuns.append(toFront)
      return ChildAlignment(removals: [lhsEnd - 1], insertions: [start])
    case (false, true):
      checkedRuns.append(toBack)
      return ChildAlignment(removals: [start], insertions: [rhsEnd - 1])
    default:
      return nil
    }
  }

  mutating func unchangedRun(lhs lhsOffset: Int, rhs rhsOffset: Int, limit: Int) -> Int {
    for checked in checkedRuns {
      if let run = checked.equalRun(lhs: lhsOffset, rhs: rhsOffset, limit: limit, pairs: self) {
        return run
      }
    }
    return run(lhsOffset, rhsOffset, limit: limit, matches: equals)
  }

  /// Pairs along one diagonal known to match (`==` or the same `id`), with the pairs among them
  /// whose bits differ: the others are equal.
  private struct CheckedRun {
    /// Where the run starts in the old and the new array, and its length.
    var lhs: Int
    var rhs: Int
    var count: Int
    /// Old offsets, ascending, of the pairs whose bits differ.
    var unlike: [Int]

    /// How many equal pairs follow from `x`, `y` on, up to `limit`; `nil` unless those `limit`
    /// pairs lie in this run.
    func equalRun(lhs x: Int, rhs y: Int, limit: Int, pairs: ArrayElementPairs) -> Int? {
      guard x - y == lhs - rhs, x >= lhs, x + limit <= lhs + count else { return nil }
      var low = 0
      var high = unlike.count
      while low < high {
        let middle = (low + high) / 2
        if unlike[middle] < x { low = middle + 1 } else { high = middle }
      }
      for offset in unlike[low...] {
        guard offset < x + limit else { break }
        if !pairs.equals(pairs.lhs[offset], pairs.rhs[offset - x + y]) { return offset - x }
      }
      return limit
    }
  }

  /// The run of pairs matching by `matches` from `x`, `y` on (`backward`: ending there), up to
  /// `limit`, its first `known` pairs known to be equal; by their bits first.
  private func checkedRun(
    lhs x: Int, rhs y: Int, limit: Int, known: Int, backward: Bool,
    matches: (Element, Element) -> Bool
  ) -> CheckedRun {
    var unlike: [Int] = []
    var count = Swift.min(known, limit)
    let isBitwise = self.isBitwise
    lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        while count < limit {
          // Identical bits only (without `isBitwise`, none), then the first pair that differs.
          count += BitwiseEquality.run(
            lhs, backward ? x - count : x + count, rhs, backward ? y - count : y + count,
            limit: limit - count, bitwise: isBitwise, backward: backward,
            matches: { _, _ in false })
          guard count < limit else { break }
          let lhsOffset = backward ? x - 1 - count : x + count
          let rhsOffset = backward ? y - 1 - count : y + count
          guard matches(lhs[lhsOffset], rhs[rhsOffset]) else { break }
          unlike.append(lhsOffset)
          count += 1
        }
      }
    }
    guard backward else { return CheckedRun(lhs: x, rhs: y, count: count, unlike: unlike) }
    return CheckedRun(lhs: x - count, rhs: y - count, count: count, unlike: unlike.reversed())
  }

  /// How many pairs from `x` and `y` on match, up to `limit` (``BitwiseEquality``).
  private func run(
    _ x: Int, _ y: Int, limit: Int, matches: (Element, Element) -> Bool
  ) -> Int {
    let isBitwise = self.isBitwise
    return lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        BitwiseEquality.run(lhs, x, rhs, y, limit: limit, bitwise: isBitwise, matches: matches)
      }
    }
  }

  func lhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild {
    ("[\(labelOffset)]", lhs[offset])
  }

  func rhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild {
    ("[\(labelOffset)]", rhs[offset])
  }

  func knownComparison(lhs lhsOffset: Int, rhs rhsOffset: Int) -> KnownComparison {
    guard lhsOffset == rhsOffset, lhsOffset < min(lhs.count, rhs.count) else { return .unknown }
    return .equal(run(lhsOffset, rhsOffset, limit: 1, matches: equals) == 1)
  }
}

/// How ``ArrayElementPairs`` (and ``DictionaryChanges``, for values) compares elements of a type:
/// with their own `==` when `Equatable` (otherwise their mirrors); matched by `id` when
/// `Identifiable`; by their memory first when ``BitwiseEquality`` qualifies them.
struct ArrayElementKind {
  let equatable: (any Equatable.Type)?
  let identifiable: (any Identifiable.Type)?
  let isBitwise: Bool

  /// The kind of `type`, or `nil` for elements left to ``MirrorChildPairs``; once per type.
  static func of(_ type: Any.Type) -> ArrayElementKind? {
    kinds.answer(for: type) {
      guard
        !(type is AnyClass),
        !(type is any OptionalValue.Type),
        !(type is any _CustomDiffObject.Type),
        type != AnyHashable.self
      else { return nil }
      let equatable = type as? any Equatable.Type
      let isBitwise = BitwiseEquality.impliesEqual(type)
      guard equatable != nil || isBitwise else { return nil }
      return ArrayElementKind(
        equatable: equatable, identifiable: type as? any Identifiable.Type, isBitwise: isBitwise)
    }
  }

  private static let kinds = TypeCache<ArrayElementKind?>()
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
      let lhsIsNone = StoredValue.read(lhs + offset, as: Self.self) { $0.isNone }
      let rhsIsNone = StoredValue.read(rhs + offset, as: Self.self) { $0.isNone }
      guard !lhsIsNone, !rhsIsNone else { return lhsIsNone == rhsIsNone }
      return StoredValue.areEqual(lhs + offset, rhs + offset, as: Self.self)
    }
  }
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }

  var isNone: Bool {
    // (`== nil` reads the tag where the value is; `if case .none = self` copies it first.)
    self == nil
  }
}

/// Finds the arrays ``ArrayElementPairs`` compares.
enum ArrayElementCollections {
  /// The elements of `lhs` and `rhs`, compared, if both are plain array-like collections of the
  /// same type whose elements qualify. With `equalityOnly`, only pairs that decide the
  /// collections' equality, and arrays that share their storage are only known to be equal.
  static func pairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool = false) -> (any ChildPairs)? {
    guard type(of: lhs) == type(of: rhs), let comparable = comparableType(of: lhs) else {
      return nil
    }
    return comparable.elementPairs(lhs, rhs, equalityOnly: equalityOnly)
  }

  /// `value`'s type, if it is a plain array-like collection; per type.
  private static func comparableType(of value: Any) -> (any ElementPairsCollection.Type)? {
    comparableTypes.answer(for: type(of: value)) {
      guard ArrayLikeCollections.plainCollectionType(of: value) != nil else { return nil }
      return type(of: value) as? any ElementPairsCollection.Type
    }
  }

  private static let comparableTypes = TypeCache<(any ElementPairsCollection.Type)?>()
}

/// The array-like collections ``ArrayElementPairs`` compares.
protocol ElementPairsCollection {
  /// The element pairs of this collection and `other`, if their elements qualify; with
  /// `equalityOnly`, only if they can tell whether the two collections are equal.
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)?
}

extension ElementPairsCollection {
  /// ``elementPairs(with:equalityOnly:)`` of `lhs` and `rhs`, both of this type (their dynamic
  /// type). (In a protocol extension `Self`'s metadata is at hand; a generic type's own static
  /// method would look it up in the runtime on every call.)
  static func elementPairs(_ lhs: Any, _ rhs: Any, equalityOnly: Bool) -> (any ChildPairs)? {
    unboxed(lhs, as: Self.self).elementPairs(
      with: unboxed(rhs, as: Self.self), equalityOnly: equalityOnly)
  }
}

extension Array: ElementPairsCollection {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    // Arrays of `Equatable` elements are equal by `Array`'s `==`; others by their mirrors.
    ArrayElementPairs(
      self, other, wholeEquality: Element.self is any Equatable.Type ? .arrayEquality : .elementwise,
      skipsSharedStorage: equalityOnly)
  }
}

extension IdentifiedArray: ElementPairsCollection {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    // An identified array's `==` is its `elements`' `==`.
    ArrayElementPairs(
      elements, other.elements,
      wholeEquality: Element.self is any Equatable.Type ? .arrayEquality : .elementwise,
      skipsSharedStorage: equalityOnly)
  }
}

extension ContiguousArray: ElementPairsCollection {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    guard !equalityOnly else { return nil }
    return ArrayElementPairs(
      Array(self), Array(other), wholeEquality: .unknown, skipsSharedStorage: false)
  }
}

extension ArraySlice: ElementPairsCollection {
  func elementPairs(with other: Self, equalityOnly: Bool) -> (any ChildPairs)? {
    guard !equalityOnly else { return nil }
    return ArrayElementPairs(
      Array(self), Array(other), wholeEquality: .unknown, skipsSharedStorage: false)
  }
}
