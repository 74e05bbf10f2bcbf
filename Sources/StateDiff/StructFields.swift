@_spi(Reflection) import Swift
import Composable

/// The stored fields of a plain struct type, read at their offsets: what a diff learns once per
/// type instead of asking a `Mirror` for every value.
///
/// A `Mirror` of a struct looks each field up in the type's metadata and demangles its type on
/// every access, and its children come boxed through type-erased sequences: for the demo game's
/// state that was most of a diff. The standard library's `_forEachField(of:)` (the reflection SPI
/// `Mirror` itself is built on) gives each field's name, offset and type once; a value's fields
/// are then compared with their own `==` in place, and boxed only when the diff prints them.
///
/// Only types whose mirror is exactly their stored fields are read this way: the structs
/// ``TypeShape`` calls plain (no custom mirror, none of custom-dump's protocols, not one field),
/// whose fields are neither objects nor existentials (a `weak` or `unowned` field is stored
/// unlike its type, and an existential's dump depends on what it holds). The field order is the
/// mirror's: both come from the type's field descriptor.
///
/// Classes, type and field alike: a diff reads them every step, and a struct of strings and
/// closures copied out of the cache or an array retains and releases each of them.
///
/// (Unchecked `Sendable`: immutable once built; its closures capture only offsets and types.)
final class StructFields: @unchecked Sendable {
  /// One stored field.
  final class Field {
    /// The mirror's label (`_text` for a `@BindableState var text`).
    let label: String
    /// The label a diff prints: the property as written for a bindable field.
    let printedLabel: String
    /// Where the field is stored in a value.
    let offset: Int
    /// Whether custom-dump shows the field (not a macro's `_$` property).
    let isShown: Bool
    /// The field's value, boxed as a mirror child's.
    let value: (UnsafeRawPointer) -> Any
    /// The field's own `==` on two values' storage, when its type is `Equatable`.
    let isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    /// Whether the field is an array-like collection ``ArrayElementPairs`` may compare
    /// element by element, keeping the comparison for the diff.
    let comparesElements: Bool
    /// Whether the field is a dictionary ``DictionaryChanges`` may compare entry by entry,
    /// keeping the comparison for the diff.
    let comparesEntries: Bool
    /// How a diff writes the field's text without boxing it, learned from the first value.
    let text: FieldText
    /// The field's own fields, when its type is a plain struct read this way too: a diff
    /// walks into them in place.
    let nested: StructFields?

    init(
      label: String, printedLabel: String, offset: Int, isShown: Bool,
      value: @escaping (UnsafeRawPointer) -> Any,
      isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?, comparesElements: Bool,
      comparesEntries: Bool, text: FieldText, nested: StructFields?
    ) {
      self.label = label
      self.printedLabel = printedLabel
      self.offset = offset
      self.isShown = isShown
      self.value = value
      self.isEqual = isEqual
      self.comparesElements = comparesElements
      self.comparesEntries = comparesEntries
      self.text = text
      self.nested = nested
    }
  }

  /// custom-dump's name of the type (`GameState`).
  let typeName: String
  /// The fields, in the mirror's order.
  let fields: [Field]
  /// The offset in ``fields`` of the last field custom-dump shows (`-1` when none is).
  let lastShownIndex: Int
  /// The type's own `==` on two values' storage, when it is `Equatable`.
  let isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
  /// Runs `body` over the storage of two values of the type; `false` (and `body` not run) if
  /// either is of another type.
  let withStorage:
    (Any, Any, (UnsafeRawPointer, UnsafeRawPointer) throws -> Void) throws -> Bool

  init(
    typeName: String, fields: [Field], lastShownIndex: Int,
    isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?,
    withStorage: @escaping (Any, Any, (UnsafeRawPointer, UnsafeRawPointer) throws -> Void) throws
      -> Bool
  ) {
    self.typeName = typeName
    self.fields = fields
    self.lastShownIndex = lastShownIndex
    self.isEqual = isEqual
    self.withStorage = withStorage
  }

  /// One field of two values of the type, compared.
  struct FieldComparison {
    /// Whether the two values are equal, custom-dump's way.
    var isEqual: Bool
    /// Their elements, compared, when they are arrays that differ.
    var elements: (any ChildPairs)?
    /// Their entries, compared, when they are dictionaries that differ.
    var dictionaryChanges: DictionaryChanges?

    /// What the diff of the two values starts from.
    var known: KnownComparison {
      KnownComparison(isEqual: isEqual, elements: elements, dictionaryChanges: dictionaryChanges)
    }
  }

  /// The fields of `value`'s type, if it is a plain struct read this way; learned once per type.
  static func of(_ value: Any) -> StructFields? {
    cache.answer(for: type(of: value)) { inspect(value) }
  }

  /// The fields of `Value`, if it is a plain struct type read this way, learned from `value`
  /// the first time: without boxing `value` in `Any` (but that once). `nil` when `Value` is an
  /// existential, whose values have types of their own.
  static func of<Value>(_: Value.Type, _ value: Value) -> StructFields? {
    // (The kind is read only the first time: no value's own type is an existential, so the
    // cache's `nil` for one answers no other question.)
    cache.answer(for: Value.self) { isExistential(Value.self) ? nil : inspect(value) }
  }

  /// Whether `lhs` and `rhs` are equal field by field, custom-dump's way; `nil` if either is
  /// not of this type.
  func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    var isEqual = true
    let isOfType = try? withStorage(lhs, rhs) { lhsStorage, rhsStorage in
      isEqual = fields.allSatisfy {
        compare($0, lhsStorage, rhsStorage, equalityOnly: true).isEqual
      }
    }
    return isOfType == true ? isEqual : nil
  }

  /// `field` of the two values stored at `lhsStorage` and `rhsStorage`, compared: by its own
  /// `==` in place, or for arrays and dictionaries element by element (the comparison kept for
  /// the diff; with `equalityOnly`, dictionaries only up to their first change), or by mirror.
  func compare(
    _ field: Field, _ lhsStorage: UnsafeRawPointer, _ rhsStorage: UnsafeRawPointer,
    equalityOnly: Bool = false
  ) -> FieldComparison {
    // (`field.isEqual?(…)` calls the closure where it is stored; `if let isEqual = field.isEqual`
    // would copy it out, a retain and a release a field.)
    if !field.comparesElements, !field.comparesEntries,
      let isEqual = field.isEqual?(lhsStorage, rhsStorage)
    {
      return FieldComparison(isEqual: isEqual)
    }
    if field.text.isEmptyArrayLike(lhsStorage, rhsStorage) {
      // Two empty arrays are equal, by `==` and by mirror alike.
      return FieldComparison(isEqual: true)
    }
    let lhsValue = field.value(lhsStorage)
    let rhsValue = field.value(rhsStorage)
    // Arrays as ``MirrorChildPairs`` compares them: element by element once, for both the
    // answer and the diff.
    if field.comparesElements,
      let elements = ArrayElementCollections.pairs(lhsValue, rhsValue, equalityOnly: true),
      let isEqual = elements.isEqualAsWhole
    {
      return FieldComparison(isEqual: isEqual, elements: isEqual ? nil : elements)
    }
    // Dictionaries entry by entry once, likewise.
    if field.comparesEntries, equalityOnly,
      let isEqual = DictionaryChanges.areEqual(lhsValue, rhsValue)
    {
      return FieldComparison(isEqual: isEqual)
    }
    if field.comparesEntries, let changes = DictionaryChanges.of(lhsValue, rhsValue) {
      return FieldComparison(
        isEqual: changes.isEqual, dictionaryChanges: changes.isEqual ? nil : changes)
    }
    return FieldComparison(
      isEqual: field.isEqual?(lhsStorage, rhsStorage)
        ?? MirrorEquality.areEqual(lhsValue, rhsValue))
  }

  private static let cache = TypeCache<StructFields?>()

  private static func inspect(_ value: Any) -> StructFields? {
    guard case .plainStruct(let name, hasChildren: true) = TypeShape.of(value) else { return nil }
    var stored: [(label: String, offset: Int, type: Any.Type)] = []
    let complete = _forEachField(of: type(of: value)) { name, offset, fieldType, _ in
      guard isReadInPlace(fieldType) else { return false }
      stored.append((String(cString: name), offset, fieldType))
      return true
    }
    guard complete, !stored.isEmpty else { return nil }
    // Opened from the value's type, not the value: a value may come as an `Any` inside an
    // `Any` (a mirror child's), which opening the value would stop at.
    func storage<Value>(_: Value.Type) -> StructFields {
      // What each field's text depends on, from this value's fields (their types' shapes).
      var copy = unboxed(value, as: Value.self)
      let fields = withUnsafeBytes(of: &copy) { storage in
        stored.map {
          makeField($0.label, offset: $0.offset, type: $0.type, in: storage.baseAddress!)
        }
      }
      return StructFields(
        typeName: name, fields: fields,
        lastShownIndex: fields.lastIndex(where: \.isShown) ?? -1,
        isEqual: storedEquality(of: Value.self, offset: 0)
      ) { lhs, rhs, body in
        guard
          type(of: lhs) == Value.self, type(of: rhs) == Value.self
        else { return false }
        var lhs = unboxed(lhs, as: Value.self)
        var rhs = unboxed(rhs, as: Value.self)
        try withUnsafeBytes(of: &lhs) { lhs in
          try withUnsafeBytes(of: &rhs) { rhs in try body(lhs.baseAddress!, rhs.baseAddress!) }
        }
        return true
      }
    }
    return _openExistential(type(of: value), do: storage)
  }

  /// The field `label` of `type` stored `offset` bytes into a struct, whose text and nested
  /// fields are learned from the value of it in `storage` (a struct of the type).
  private static func makeField(
    _ label: String, offset: Int, type: Any.Type, in storage: UnsafeRawPointer
  ) -> Field {
    func reader<Value>(_: Value.Type) -> (UnsafeRawPointer) -> Any {
      { ($0 + offset).assumingMemoryBound(to: Value.self).pointee }
    }
    let isBindable = type is any BindableStateStorage.Type && label.hasPrefix("_")
    let value = _openExistential(type, do: reader)
    let fieldValue = value(storage)
    // (Chosen by `if`, not `??`: a closure through the generic `??` is wrapped in reabstraction
    // thunks, two more calls each time it is called.)
    let isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    if let optionalType = type as? any (OptionalValue & Equatable).Type {
      isEqual = optionalType.storedEquality(offset: offset)
    } else {
      isEqual = storedEquality(of: type, offset: offset)
    }
    return Field(
      label: label,
      printedLabel: isBindable ? String(label.dropFirst()) : label,
      offset: offset,
      isShown: !label.hasPrefix("_$"),
      value: value,
      isEqual: isEqual,
      comparesElements: type is any ElementPairsCollection.Type,
      comparesEntries: type is any ComparableEntries.Type,
      text: FieldText.of(fieldValue, offset: offset), nested: StructFields.of(fieldValue))
  }

  /// `==` of `type` on values stored `offset` bytes into two storages, if `type` is `Equatable`.
  private static func storedEquality(of type: Any.Type, offset: Int)
    -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
  {
    func equality<Value: Equatable>(_: Value.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
      { StoredValue.areEqual($0 + offset, $1 + offset, as: Value.self) }
    }
    // (Not `.map { equality($0) }`: a closure returned through the generic `map` is wrapped in
    // reabstraction thunks, two more calls each time it is called.)
    guard let equatable = type as? any Equatable.Type else { return nil }
    return equality(equatable)
  }

  /// Whether a field of `type` reads as its type says: not an object (maybe `weak` or
  /// `unowned`), not an existential, and not an optional of either.
  private static func isReadInPlace(_ type: Any.Type) -> Bool {
    if type is AnyClass { return false }
    if let optional = type as? any OptionalValue.Type {
      return isReadInPlace(optional.wrappedType)
    }
    return !isExistential(type)
  }

  private static func isExistential(_ type: Any.Type) -> Bool {
    // A type's metadata begins with its kind (the standard library's own `_MetadataKind(_:)`
    // reads it so, but is not public); a class's begins with a pointer, not a kind.
    let rawKind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    let kind = _MetadataKind(rawValue: rawKind)
    return kind == .existential || kind == .existentialMetatype
  }
}
