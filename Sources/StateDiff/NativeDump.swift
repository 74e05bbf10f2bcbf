import CustomDump
import Foundation
import SwiftSource

/// custom-dump's dump of the values a diff prints most, written here without calling
/// custom-dump: leaves (numbers, booleans, one-line strings without quotes or backslashes,
/// custom descriptions such as dates and UUIDs, cases without payload), `nil`, folded
/// structs, tuples and collections (`Counter(…)`, `[…]`), and plain structs of such fields in
/// full (``NativeStructDump``).
///
/// Each step is custom-dump's, in its order: custom descriptions first, then custom dump values,
/// then the mirror's display style. Whatever else, or whatever would need custom-dump's
/// object tracker, is left to custom-dump: ``text(of:isRoot:maxDepth:)`` returns `nil`.
///
/// What only depends on a value's type is remembered per type (``TypeShape``): that an `Int`
/// dumps as its description, that a plain struct of several fields folds to `Counter(…)`.
enum NativeDump {
  /// What custom-dump writes for `value` before its label and indentation, or `nil` when only
  /// custom-dump should say.
  static func text(of value: Any, isRoot: Bool, maxDepth: Int) -> String? {
    switch TypeShape.of(value) {
    case .described(let describe), .customDescription(let describe):
      return describe(value)
    case .optional(let optionalType):
      if optionalType.isNil(value) { return "nil" }
      return inspectedText(of: value, isRoot: isRoot, maxDepth: maxDepth)
    case .plainStruct(let name, let hasChildren):
      if !hasChildren { return name + "()" }
      if maxDepth <= 0 { return name + "(…)" }
      return NativeStructDump.text(of: value, typeName: name, maxDepth: maxDepth)
    case .other:
      return inspectedText(of: value, isRoot: isRoot, maxDepth: maxDepth)
    }
  }

  /// ``text(of:isRoot:maxDepth:)`` for a value whose type has no known shape.
  private static func inspectedText(of value: Any, isRoot: Bool, maxDepth: Int) -> String? {
    if value is Any.Type { return nil }
    if let convertible = value as? any CustomDumpStringConvertible {
      return convertible.customDumpDescription
    }
    if value is any _CustomDiffObject { return nil }
    if let representable = value as? any CustomDumpRepresentable {
      return text(of: representable.customDumpValue, isRoot: false, maxDepth: maxDepth)
    }
    if type(of: value) is AnyClass { return nil }
    let mirror = Reflection.mirror(value)
    switch mirror.displayStyle {
    case .optional?:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return text(of: wrapped, isRoot: false, maxDepth: maxDepth)
    case .struct?:
      let name = DumpRenderer.typeName(mirror.subjectType)
      return folded(mirror, maxDepth: maxDepth, open: "\(name)(", close: ")")
    case .tuple?:
      return folded(mirror, maxDepth: maxDepth, open: "(", close: ")")
    case .collection?:
      guard maxDepth <= 0 else { return nil }
      return mirror.children.isEmpty ? "[]" : "[…]"
    case .enum?:
      guard mirror.children.isEmpty else { return nil }
      return (isRoot ? "\(DumpRenderer.typeName(mirror.subjectType))." : ".") + "\(value)"
    case nil:
      guard let string = value as? any StringProtocol else { return "\(value)" }
      let text = String(string)
      guard
        !text.contains(where: \.isNewline),
        !text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" })
      else { return nil }
      return SwiftStringLiteral.plain(text)
    default:
      return nil
    }
  }

  /// A struct or tuple that custom-dump folds: `Type()` without children, `Type(…)` with
  /// children below the depth limit, unless its one child is printed in its place.
  private static func folded(_ mirror: Mirror, maxDepth: Int, open: String, close: String)
    -> String?
  {
    if mirror.children.isEmpty { return open + close }
    guard maxDepth <= 0, !Reflection.isSingleValueContainer(mirror) else { return nil }
    return open + "…" + close
  }
}

/// What custom-dump's dump of a value depends on that only depends on the value's type.
///
/// Only types whose dump cannot vary with the value but in a known way are given a shape: the
/// standard library's numbers and booleans, and structs without custom mirrors and with other
/// than one stored property, each without any of custom-dump's protocols; values with a custom
/// dump description (`UUID`); optionals, whose `nil` is known without reflection. Objects and
/// everything else are `.other`: their values are inspected one by one.
///
/// (Unchecked: its payloads are a metatype and a function of no state.)
enum TypeShape: @unchecked Sendable {
  /// Dumped as its description (`"\(value)"`): numbers and booleans; the function reads it
  /// from a value of the type without a cast to the protocol.
  case described((Any) -> String)
  /// A value type with its own `customDumpDescription`, which custom-dump prints first of all:
  /// the function reads it from a value of the type without a cast to the protocol.
  case customDescription((Any) -> String)
  /// An optional type that adopts none of custom-dump's protocols itself: `nil` prints `nil`,
  /// a wrapped value is inspected.
  case optional(any OptionalValue.Type)
  /// A struct, dumped folded as `name(…)`, or `name()` when it has no stored properties.
  case plainStruct(name: String, hasChildren: Bool)
  /// Anything else.
  case other

  /// The shape of `value`'s type, found on its first value and remembered.
  static func of(_ value: Any) -> TypeShape {
    shapes.answer(for: type(of: value)) { inspect(value) }
  }

  private static let shapes = TypeCache<TypeShape>()

  private static let describedTypes: [Any.Type] = [
    Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
    UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
    Double.self, Float.self, Bool.self,
  ]

  private static func inspect(_ value: Any) -> TypeShape {
    let valueType = type(of: value)
    guard !(value is Any.Type), !(valueType is AnyClass) else { return .other }
    if let optionalType = valueType as? any OptionalValue.Type {
      guard !adoptsCustomDumpProtocol(valueType) else { return .other }
      return .optional(optionalType)
    }
    if valueType == UUID.self { return .customDescription(UUIDDescription.of) }
    if let convertible = valueType as? any CustomDumpStringConvertible.Type {
      func describer<Value: CustomDumpStringConvertible>(_: Value.Type) -> (Any) -> String {
        { unboxed($0, as: Value.self).customDumpDescription }
      }
      return .customDescription(describer(convertible))
    }
    guard !adoptsCustomDumpProtocol(valueType) else { return .other }
    if describedTypes.contains(where: { $0 == valueType }),
      let describable = valueType as? any CustomStringConvertible.Type
    {
      // What `"\(value)"` prints for these types, without its casts.
      func describer<Value: CustomStringConvertible>(_: Value.Type) -> (Any) -> String {
        { unboxed($0, as: Value.self).description }
      }
      return .described(describer(describable))
    }
    guard !(valueType is any CustomReflectable.Type) else { return .other }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct, mirror.subjectType == valueType else { return .other }
    let count = mirror.children.count
    guard count != 1 else { return .other }
    return .plainStruct(name: DumpRenderer.typeName(valueType), hasChildren: count > 0)
  }

  /// Whether `type` adopts one of the protocols custom-dump dumps through.
  private static func adoptsCustomDumpProtocol(_ type: Any.Type) -> Bool {
    type is any CustomDumpStringConvertible.Type
      || type is any CustomDumpRepresentable.Type
      || type is any CustomDumpReflectable.Type
      || type is any _CustomDiffObject.Type
  }
}
