import CustomDump
import Foundation

/// How a diff writes a struct field's text (see ``StructFields``) straight from the struct's
/// storage, without boxing the field in `Any` and asking ``TypeShape`` about it on every step.
///
/// Learned once per field from its type's shape, and only for what depends on the type alone
/// or is read from the value in place: nothing is remembered of any value. A field of another
/// shape, or an optional that is not `nil`, is boxed and dumped as before (``unknown``). Each
/// case gives the text ``DumpRenderer/nativeText(of:isRoot:maxDepth:)`` gives for the field's
/// value.
///
/// (Unchecked `Sendable`: its closures capture only an offset and types.)
enum FieldText: @unchecked Sendable {
  /// Unchanged, always this text: a plain struct's `Name(…)`, or `Name()` without fields.
  case folded(String)
  /// Unchanged or printed whole, its description, read in place: numbers and booleans
  /// (``TypeShape/described(_:)``), custom dump descriptions such as `UUID(…)`
  /// (``TypeShape/customDescription(_:)``).
  case described((UnsafeRawPointer) -> String)
  /// A `UUID` stored `offset` bytes into its struct, unchanged or printed whole: its
  /// `UUID(…)`, written straight into the diff (``UUIDDescription/write(uuid:into:)``).
  case uuid(offset: Int)
  /// Unchanged, `nil` when the optional is `nil` (read in place); otherwise ``unknown``.
  case optional(isNil: (UnsafeRawPointer) -> Bool)
  /// Unchanged, `[]` or `[…]`: an array-like collection without a dump of its own.
  case arrayLike(isEmpty: (UnsafeRawPointer) -> Bool)
  /// Boxed and dumped.
  case unknown

  /// The text of a field stored `offset` bytes into its struct, whose value (any value of the
  /// field's type) is `value`. The closures take the struct's storage.
  static func of(_ value: Any, offset: Int) -> FieldText {
    let valueType = type(of: value)
    switch TypeShape.of(value) {
    case .described:
      guard let describable = valueType as? any CustomStringConvertible.Type else {
        return .unknown
      }
      func describer<Value: CustomStringConvertible>(_: Value.Type) -> FieldText {
        .described { StoredValue.read($0 + offset, as: Value.self) { $0.description } }
      }
      return describer(describable)
    case .customDescription:
      if valueType == UUID.self { return .uuid(offset: offset) }
      guard let convertible = valueType as? any CustomDumpStringConvertible.Type else {
        return .unknown
      }
      func describer<Value: CustomDumpStringConvertible>(_: Value.Type) -> FieldText {
        .described { StoredValue.read($0 + offset, as: Value.self) { $0.customDumpDescription } }
      }
      return describer(convertible)
    case .optional(let optionalType):
      func nilTest<Value: OptionalValue>(_: Value.Type) -> FieldText {
        .optional { StoredValue.read($0 + offset, as: Value.self) { $0.isNone } }
      }
      return nilTest(optionalType)
    case .plainStruct(let name, let hasChildren):
      return .folded(hasChildren ? name + "(…)" : name + "()")
    case .other:
      guard let collectionType = ArrayLikeCollections.plainCollectionType(of: value) else {
        return .unknown
      }
      return .arrayLike { collectionType.arrayLikeIsEmpty(at: $0, offset: offset) }
    }
  }
}

// What a diff asks of a field's text. Each `switch self` is here, in a method of the enum, where
// `self` is borrowed: switched where it is stored (`switch field.text` in the walk), the enum is
// copied out of the field first, retaining its closure and releasing it after, every field of
// every step.
extension FieldText {
  /// How an unchanged field prints.
  enum Unchanged {
    /// This text.
    case text(String)
    /// The `UUID` stored this many bytes into the struct.
    case uuid(offset: Int)
    /// Boxed and dumped.
    case boxed
  }

  /// How the field stored in `storage` (its struct's) prints unchanged.
  func unchanged(in storage: UnsafeRawPointer) -> Unchanged {
    switch self {
    case .folded(let folded):
      return .text(folded)
    case .described(let describe):
      return .text(describe(storage))
    case .uuid(let offset):
      return .uuid(offset: offset)
    case .optional(let isNil):
      return isNil(storage) ? .text("nil") : .boxed
    case .arrayLike(let isEmpty):
      return .text(isEmpty(storage) ? "[]" : "[…]")
    case .unknown:
      return .boxed
    }
  }

  /// The descriptions of a changed field, printed whole, when it is ``described(_:)``.
  func descriptions(
    _ lhsStorage: UnsafeRawPointer, _ rhsStorage: UnsafeRawPointer
  ) -> (String, String)? {
    guard case .described(let describe) = self else { return nil }
    return (describe(lhsStorage), describe(rhsStorage))
  }

  /// Where the `UUID` is stored in its struct, when the field is one.
  var uuidOffset: Int? {
    guard case .uuid(let offset) = self else { return nil }
    return offset
  }

  /// Whether the field is an array-like collection empty in both storages.
  func isEmptyArrayLike(_ lhsStorage: UnsafeRawPointer, _ rhsStorage: UnsafeRawPointer) -> Bool {
    guard case .arrayLike(let isEmpty) = self else { return false }
    return isEmpty(lhsStorage) && isEmpty(rhsStorage)
  }
}
