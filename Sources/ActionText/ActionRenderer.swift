import EnumReflection
import Foundation

/// Writes values in the action syntax, so that decoding the text gives the value back:
/// `.counter(.setCount("42"))` is `counter.setCount("42")`.
///
/// It reads values with `Mirror` (which names struct fields and the labels of enum payloads) and
/// the runtime (which names an enum value's case), guided by the schema for argument labels.
/// Output is deterministic: sets and dictionaries are written in sorted order.
struct ActionRenderer {
  let schema: ActionSchema

  /// The text of an action.
  func renderAction(_ action: Any) -> String {
    if case .named(let index) = schema.root {
      switch schema.types[index].kind {
      case .enumeration, .rawEnumeration: return renderCase(action, of: index, isAction: true)
      default: break
      }
    }
    return render(action, as: schema.root)
  }

  /// The text of a value where a value of `shape` is expected.
  func render(_ value: Any, as shape: ValueShape) -> String {
    switch shape {
    case .optional(let wrapped):
      guard let optional = value as? any OptionalShaped else { return render(value, as: wrapped) }
      return optional.wrappedValueAsAny.map { render($0, as: wrapped) } ?? "nil"
    case .string:
      if let string = value as? String { return Self.quoted(string) }
      // An error where text is expected (a `TaskResult` failure) is coded as its text: what it
      // says of itself as a `LocalizedError`, else its description.
      if let error = value as? any Error {
        let text = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        return Self.quoted(text)
      }
      return renderUnchecked(value)
    case .floatingPoint:
      switch value {
      case let double as Double:
        return Self.floatingPointText(double, description: double.description)
      case let float as Float:
        return Self.floatingPointText(Double(float), description: float.description)
      default: return renderUnchecked(value)
      }
    case .bool, .integer, .decimal:
      return String(describing: value)
    case .uuid:
      return (value as? UUID).map { Self.quoted($0.uuidString) } ?? renderUnchecked(value)
    case .date:
      return (value as? Date).map(DateText.literal) ?? renderUnchecked(value)
    case .url:
      return (value as? URL).map { Self.quoted($0.absoluteString) } ?? renderUnchecked(value)
    case .data:
      return (value as? Data).map { Self.quoted($0.base64EncodedString()) }
        ?? renderUnchecked(value)
    case .indexSet:
      return (value as? IndexSet).map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }
        ?? renderUnchecked(value)
    case .array(let element):
      return renderElements(value, as: element)
    case .dictionary(_, let valueShape):
      var entries: [(key: String, value: String)] = []
      for child in Mirror(reflecting: value).children {
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { continue }
        let key = (pair[0] as? String).map(Self.quoted) ?? String(describing: pair[0])
        entries.append((key, render(pair[1], as: valueShape)))
      }
      guard !entries.isEmpty else { return "[:]" }
      return "["
        + entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        .joined(separator: ", ") + "]"
    case .named(let index):
      return render(value, asType: index)
    case .unknown:
      return renderUnchecked(value)
    }
  }

  private func render(_ value: Any, asType index: Int) -> String {
    switch schema.types[index].kind {
    case .enumeration, .rawEnumeration:
      return "." + renderCase(value, of: index, isAction: false)
    case .structure(let fields, _):
      guard let arguments = structureArguments(value, fields) else { return renderUnchecked(value) }
      return "(" + arguments + ")"
    case .wrapper(let inner):
      let children = Array(Mirror(reflecting: value).children)
      if children.count == 1, Mirror(reflecting: value).displayStyle == .struct {
        return render(children[0].value, as: inner)
      }
      return render(value, as: inner)
    case .sequence(let element):
      return renderElements(value, as: element)
    case .tuple(let shapes):
      let children = Mirror(reflecting: value).children.map(\.value)
      guard children.count == shapes.count else { return renderUnchecked(value) }
      return "[" + zip(children, shapes).map { render($0, as: $1) }.joined(separator: ", ") + "]"
    case .opaque:
      return renderUnchecked(value)
    }
  }

  /// `setCount("42")`, `counter.increment`, `record(secret: 1, guess: 2)`: a case without its
  /// leading dot. A case of the action carrying a nested enum is written as a dotted path
  /// (`counter.increment`); an argument is written as Swift would (`.negate(.number(2))`).
  private func renderCase(_ value: Any, of index: Int, isAction: Bool) -> String {
    // The case and its payload through the runtime's reflection: a shell writes the actions it
    // reduces by their plans (`RenderPlans`), and comes here only to confirm a plan or for a case
    // that has none.
    guard let name = EnumMetadata.caseName(of: value) ?? Self.mirroredCaseName(of: value) else {
      return renderUnchecked(value)
    }
    guard let info = schema.types[index].enumeration else { return name }
    guard let caseInfo = info[name] else { return renderUnchecked(value) }
    let fields = caseInfo.payload.fieldList
    guard !fields.isEmpty else { return name }
    guard
      let payload = EnumMetadata.payload(of: value)
        ?? Mirror(reflecting: value).children.first?.value
    else { return name }
    // Several values are a tuple; a single labelled value is a one-element labelled tuple.
    // (`Mirror(reflecting:)` is a custom mirror or the runtime's; a value with neither that is
    // no tuple is itself, and needs no mirror built.)
    let custom = (payload as? any CustomReflectable)?.customMirror
    let values: [Any]
    if fields.count == 1, custom == nil, !EnumMetadata.isTuple(type(of: payload)) {
      values = [payload]
    } else {
      let payloadMirror = custom ?? Mirror(reflecting: payload)
      values =
        fields.count == 1
          && (payloadMirror.displayStyle != .tuple || payloadMirror.children.count != 1)
        ? [payload] : payloadMirror.children.map(\.value)
    }
    guard values.count == fields.count else { return renderUnchecked(value) }
    if isAction, let nested = schema.nestedEnumeration(of: caseInfo) {
      return name + "." + renderCase(values[0], of: nested, isAction: true)
    }
    if fields.count == 1, fields[0].label == nil, case .named(let structIndex) = fields[0].shape,
      case .structure(let structFields, _) = schema.types[structIndex].kind, !structFields.isEmpty,
      let arguments = structureArguments(values[0], structFields)
    {
      return name + "(" + arguments + ")"
    }
    let arguments = zip(fields, values).map { field, value in
      (field.label.map { "\($0): " } ?? "") + render(value, as: field.shape)
    }
    return name + "(" + arguments.joined(separator: ", ") + ")"
  }

  /// The case a value that is not an enum presents through its custom `Mirror`: one child,
  /// labelled with the case name, in a mirror styled as an enum (a `BindingAction`).
  private static func mirroredCaseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, mirror.children.count == 1 else { return nil }
    return mirror.children.first?.label
  }

  /// `x: 1, y: 2` for a struct, or `nil` when its stored properties don't match its fields.
  private func structureArguments(_ value: Any, _ fields: [FieldInfo]) -> String? {
    var properties: [String: Any] = [:]
    for child in Mirror(reflecting: value).children {
      if let label = child.label { properties[label] = child.value }
    }
    var arguments: [String] = []
    for field in fields {
      // Labelled with the Swift name when the coding key differs: the parser takes both.
      let name = field.propertyName ?? field.key
      guard let property = properties[name] ?? properties["_" + name] else { return nil }
      arguments.append("\(name): " + render(property, as: field.shape))
    }
    return arguments.joined(separator: ", ")
  }

  private func renderElements(_ value: Any, as element: ValueShape) -> String {
    var mirror = Mirror(reflecting: value)
    // A collection type storing its elements in one property (an array of rows).
    while mirror.displayStyle == .struct || mirror.displayStyle == .class,
      mirror.children.count == 1,
      let storage = mirror.children.first?.value
    {
      mirror = Mirror(reflecting: storage)
    }
    var elements = mirror.children.map { render($0.value, as: element) }
    if mirror.displayStyle == .set { elements.sort() }
    return "[" + elements.joined(separator: ", ") + "]"
  }

  /// A value the schema couldn't describe, written from what `Mirror` shows.
  func renderUnchecked(_ value: Any) -> String {
    switch value {
    case let string as String: return Self.quoted(string)
    case let uuid as UUID: return Self.quoted(uuid.uuidString)
    case let date as Date: return DateText.literal(date)
    case let double as Double:
      return Self.floatingPointText(double, description: double.description)
    case is Bool, is any BinaryInteger: return String(describing: value)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { renderUnchecked($0.value) } ?? "nil"
    case .collection, .set:
      var elements = mirror.children.map { renderUnchecked($0.value) }
      if mirror.displayStyle == .set { elements.sort() }
      return "[" + elements.joined(separator: ", ") + "]"
    case .enum:
      let name = EnumMetadata.caseName(of: value) ?? String(describing: value)
      guard let payload = mirror.children.first?.value else { return "." + name }
      let payloadMirror = Mirror(reflecting: payload)
      let values: [(String?, Any)] =
        payloadMirror.displayStyle == .tuple
        ? payloadMirror.children.map { ($0.label, $0.value) } : [(nil, payload)]
      return "." + name + "(" + labelled(values) + ")"
    case .struct, .tuple, .class:
      return "(" + labelled(mirror.children.map { ($0.label, $0.value) }) + ")"
    default:
      return String(describing: value)
    }
  }

  private func labelled(_ values: [(String?, Any)]) -> String {
    values.map { label, value in
      let shownLabel = label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (shownLabel.map { "\($0): " } ?? "") + renderUnchecked(value)
    }.joined(separator: ", ")
  }

  static func floatingPointText(_ value: Double, description: String) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return description
  }

  /// A string literal with Swift's escapes.
  static func quoted(_ string: String) -> String {
    if needsNoEscape(string.utf8) { return "\"" + string + "\"" }
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      default:
        if !ControlEscape.append(of: scalar, to: &text) { text.unicodeScalars.append(scalar) }
      }
    }
    return text + "\""
  }

  /// Whether a string's UTF-8 is written as it is between quotes: no control character, quote
  /// or backslash (every byte of a multi-byte scalar is 0x80 or above, so it is checked by
  /// bytes; 0xC2 leads the C1 controls, U+0080–U+009F, so a string with one is checked by
  /// scalars).
  static func needsNoEscape<Bytes: Sequence<UInt8>>(_ utf8: Bytes) -> Bool {
    utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0xC2 }
  }
}
