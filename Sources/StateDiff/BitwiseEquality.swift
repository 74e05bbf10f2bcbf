@_spi(Reflection) import Swift
import EnumReflection
import Foundation
import IdentifiedCollections

/// Where identical bits mean equal values: the memory of two values compared before their `==`.
///
/// After a step changes one row of a state, the unchanged rows of the old and the new state are
/// copies of each other, bit for bit (a copied `String` or array shares its storage). Comparing
/// the rows' memory with `memcmp` finds the changed ones at a few instructions a row, where
/// calling each row's `==` through its protocol witness (the row type is the user's, so the
/// diff's code is not specialized for it) costs tens. Bits that differ prove nothing (a string
/// built twice, padding): those rows are compared by their `==` as before.
///
/// Identical bits imply equal values only for types whose equality is reflexive on every value:
/// `Equatable` asks it of every `==`, with floating point's NaN the exception (`Double.nan !=
/// Double.nan`, and custom-dump prints such values as changed). So a type qualifies when its
/// stored layout, followed through struct fields, enum payloads, tuples, optionals and the
/// standard collections' elements, holds only integers, `Bool`, `String`, `Character`, `UUID`
/// and enums without payload: no floating point, no object (a class's `==` and custom-dump's
/// identity rules are its own; an object also makes cycles possible), no existential (its dump
/// depends on what it holds). Answered once per type.
///
/// (A low-level trick, kept while it pays: see Benchmarks/README.md, "Low-level tricks".)
enum BitwiseEquality {
  /// Whether two values of `type` with identical bits are equal, as custom-dump compares them.
  static func impliesEqual(_ type: Any.Type) -> Bool {
    qualifying.answer(for: type) { qualifies(type, depth: 0) }
  }

  /// How many pairs `lhs[x + i]`, `rhs[y + i]` from `i = 0` on are equal by `matches`, up to
  /// `limit` (`backward`: the pairs `lhs[x - 1 - i]`, `rhs[y - 1 - i]`): pairs with identical
  /// bits are taken as equal without calling `matches` when `bitwise` says the element type
  /// qualifies (``impliesEqual(_:)``).
  static func run<Element>(
    _ lhs: UnsafeBufferPointer<Element>, _ x: Int, _ rhs: UnsafeBufferPointer<Element>, _ y: Int,
    limit: Int, bitwise: Bool, backward: Bool = false, matches: (Element, Element) -> Bool
  ) -> Int {
    func lhsOffset(_ pair: Int) -> Int { backward ? x - 1 - pair : x + pair }
    func rhsOffset(_ pair: Int) -> Int { backward ? y - 1 - pair : y + pair }
    var run = 0
    guard bitwise, let lhsBase = lhs.baseAddress, let rhsBase = rhs.baseAddress else {
      while run < limit, matches(lhs[lhsOffset(run)], rhs[rhsOffset(run)]) { run += 1 }
      return run
    }
    let stride = MemoryLayout<Element>.stride
    let size = MemoryLayout<Element>.size
    let lhsBytes = UnsafeRawPointer(lhsBase)
    let rhsBytes = UnsafeRawPointer(rhsBase)
    while run < limit {
      // A block of rows at once (the padding after the block's last row left out); a block
      // that differs is then read row by row, each row's own bytes without its padding.
      let block = Swift.min(blockRows, limit - run)
      let first = backward ? run + block - 1 : run
      if memcmp(
        lhsBytes + lhsOffset(first) * stride, rhsBytes + rhsOffset(first) * stride,
        block * stride - (stride - size)) == 0
      {
        run += block
        continue
      }
      for _ in 0..<block {
        let lhsRow = lhsOffset(run)
        let rhsRow = rhsOffset(run)
        if memcmp(lhsBytes + lhsRow * stride, rhsBytes + rhsRow * stride, size) != 0,
          !matches(lhs[lhsRow], rhs[rhsRow])
        {
          return run
        }
        run += 1
      }
    }
    return run
  }

  /// Whether `lhs[x]` and `rhs[y]` are equal by `matches`, taken as equal without asking when
  /// their bits are identical and `bitwise` says the element type qualifies.
  static func matches<Element>(
    _ lhs: UnsafeBufferPointer<Element>, _ x: Int, _ rhs: UnsafeBufferPointer<Element>, _ y: Int,
    bitwise: Bool, matches: (Element, Element) -> Bool
  ) -> Bool {
    if bitwise, let lhsBase = lhs.baseAddress, let rhsBase = rhs.baseAddress {
      let stride = MemoryLayout<Element>.stride
      if memcmp(
        UnsafeRawPointer(lhsBase) + x * stride, UnsafeRawPointer(rhsBase) + y * stride,
        MemoryLayout<Element>.size) == 0
      {
        return true
      }
    }
    return matches(lhs[x], rhs[y])
  }

  /// Rows compared by one `memcmp` before they are compared one by one.
  private static let blockRows = 256

  private static let qualifying = TypeCache<Bool>()

  /// Types whose bits are their value and whose `==` is reflexive.
  private static let leafTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
    ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
    ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
    ObjectIdentifier(UInt64.self), ObjectIdentifier(Bool.self), ObjectIdentifier(String.self),
    ObjectIdentifier(Character.self), ObjectIdentifier(UUID.self),
  ]

  private static func qualifies(_ type: Any.Type, depth: Int) -> Bool {
    // Deep or recursive types (through collections) are not followed.
    guard depth < 8 else { return false }
    if leafTypes.contains(ObjectIdentifier(type)) { return true }
    if let collection = type as? any ElementTypes.Type {
      return collection.elementTypes.allSatisfy { impliesEqual($0, depth: depth + 1) }
    }
    switch EnumMetadata.kind(of: type) {
    case .structure?:
      var allQualify = true
      let complete = _forEachField(of: type) { _, _, fieldType, _ in
        allQualify = impliesEqual(fieldType, depth: depth + 1)
        return allQualify
      }
      return complete && allQualify
    case .tuple?:
      return EnumMetadata.tupleElements(of: type)?.allSatisfy {
        impliesEqual($0, depth: depth + 1)
      } ?? false
    case .enumeration?, .optional?:
      guard EnumMetadata.hasCaseRecords(type) else { return false }
      for tag in 0..<UInt32(EnumMetadata.caseCount(of: type)) {
        guard EnumMetadata.isIndirect(type, tag: tag) == false else { return false }
        if let payload = EnumMetadata.payloadType(of: type, tag: tag),
          !impliesEqual(payload, depth: depth + 1)
        {
          return false
        }
      }
      return true
    case nil:
      return false
    }
  }

  /// ``impliesEqual(_:)`` for a type met `depth` levels inside another.
  private static func impliesEqual(_ type: Any.Type, depth: Int) -> Bool {
    qualifying.answer(for: type) { qualifies(type, depth: depth) }
  }
}

/// The standard collections whose equality is their elements' (and, for arrays, their storage's:
/// identical bits are the same buffer): what ``BitwiseEquality`` follows into.
protocol ElementTypes {
  /// The types of the values the collection holds.
  static var elementTypes: [Any.Type] { get }
}

extension Array: ElementTypes {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ElementTypes {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ArraySlice: ElementTypes {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ElementTypes {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ElementTypes {
  static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}

extension IdentifiedArray: ElementTypes {
  static var elementTypes: [Any.Type] { [ID.self, Element.self] }
}
