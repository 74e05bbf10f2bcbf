import Composable
import CustomDump
import Foundation

/// Writes values as Swift expressions, read with `Mirror` the way custom-dump reads them:
/// enum cases with a leading dot and labelled values (`.counter(.setCount("42"))`), structs by
/// their memberwise initializer with every stored property in order (`Counter(count: 1, …)`),
/// collections as literals, and the Foundation and Composable types a state holds by their
/// initializers (`UUID(uuidString: "…")!`, `Date(timeIntervalSince1970: 0.5)`, `TextState("…")`).
///
/// A value that has no Swift spelling (a closure, an object, a private type) is refused with
/// an ``ExportRefusal`` naming it.
package struct SwiftValueWriter {
  /// Module names left out of type names: the test imports them (`ExampleFeatures.Counter` is
  /// written `Counter`).
  var importedModules: Set<String> = ["Swift", "Foundation", "Composable", "IdentifiedCollections"]
  /// The feature's module, which the test imports `@testable`.
  package var featureModule: String?
  /// The user's declarations: the initializers structs are built with (none: memberwise).
  package var declarations: SourceDeclarations?
  /// What the values written need (imports, `try`), noted as they are written.
  package var notes: ExportNotes?
  /// Type names written with their module, since two modules declare them.
  package var ambiguousNames: Set<String> = []

  package init() {}

  /// The expression for `value`.
  package func expression(_ value: Any) throws(ExportRefusal) -> SwiftExpression {
    switch value {
    case let string as String: return .string(string)
    case let character as Character: return .string(String(character))
    case let bool as Bool: return .atom(bool ? "true" : "false")
    case let integer as any BinaryInteger: return .atom("\(integer)")
    case let double as Double: return .atom(Self.literal(double))
    case let float as Float: return .atom(Self.literal(Double(float)))
    case let date as Date:
      return .atom("Date(timeIntervalSince1970: \(Self.literal(date.timeIntervalSince1970)))")
    case let uuid as UUID: return .atom("UUID(uuidString: \"\(uuid.uuidString)\")!")
    case let url as URL:
      return .atom("URL(string: \(SwiftExpression.string(url.absoluteString).singleLine))!")
    case let data as Data:
      return .atom("Data(base64Encoded: \"\(data.base64EncodedString())\")!")
    case let decimal as Decimal: return .atom("Decimal(string: \"\(decimal)\")!")
    case let indexSet as IndexSet:
      return .list(open: "[", items: indexSet.map { Item(.atom("\($0)")) }, close: "]")
    case let text as TextState:
      return .list(open: "TextState(", items: [Item(.string(text.string))], close: ")")
    case let failure as TaskFailure:
      return .list(open: "TaskFailure(", items: [Item(.string(failure.message))], close: ")")
    case let spelled as any SwiftSpelled: return try spelled.swiftExpression(self)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional?:
      guard let wrapped = mirror.children.first?.value else { return .atom("nil") }
      return try expression(wrapped)
    case .enum?:
      _ = try typeName(mirror.subjectType)  // Its module is imported.
      noteAccess(of: mirror.subjectType)
      return try enumCase(value, mirror)
    case .struct?: return try structExpression(mirror)
    case .tuple?:
      let items = try mirror.children.map { child throws(ExportRefusal) in
        Item(label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, try expression(child.value))
      }
      return .list(open: "(", items: items, close: ")")
    case .collection?:
      let items = try mirror.children.map { child throws(ExportRefusal) in Item(try expression(child.value)) }
      return .list(open: "[", items: items, close: "]")
    case .set?:
      let items = try mirror.children.map { child throws(ExportRefusal) in Item(try expression(child.value)) }
      return .list(open: "[", items: items.sorted { $0.value.singleLine < $1.value.singleLine }, close: "]")
    case .dictionary?:
      var entries: [(key: String, value: SwiftExpression)] = []
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        entries.append((try expression(pair[0].value).singleLine, try expression(pair[1].value)))
      }
      guard !entries.isEmpty else { return .atom("[:]") }
      return .list(
        open: "[", items: entries.sorted { $0.key < $1.key }.map { Item(label: $0.key, $0.value) },
        close: "]")
    case .class?:
      throw ExportRefusal("an object of class \(String(describing: mirror.subjectType))")
    default:
      let type = String(describing: mirror.subjectType)
      if type.contains("->") { throw ExportRefusal("a closure (\(type))") }
      throw ExportRefusal("a value of type \(type) with no Swift spelling")
    }
  }

  /// The expression for `value` where no type is there to infer its own from (an `any Error`):
  /// an enum case is written with its type's name (`AuthenticationError.invalidUserPassword`).
  func typedExpression(_ value: Any) throws(ExportRefusal) -> SwiftExpression {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return try expression(value) }
    let name = try typeName(mirror.subjectType)
    switch try expression(value) {
    case let .atom(text): return .atom(name + text)
    case let .list(open, items, close): return .list(open: name + open, items: items, close: close)
    }
  }

  /// `.name`, or `.name(label: value, …)`.
  private func enumCase(_ value: Any, _ mirror: Mirror) throws(ExportRefusal) -> SwiftExpression {
    let name = Self.caseName(of: value)
    guard let payload = mirror.children.first else { return .atom("." + name) }
    // Several values, or one labelled value, are a tuple with their labels (`.0` for none).
    let payloadMirror = Mirror(reflecting: payload.value)
    guard payloadMirror.displayStyle == .tuple else {
      return .list(open: "." + name + "(", items: [Item(try expression(payload.value))], close: ")")
    }
    guard case let .list(_, items, _) = try expression(payload.value) else { return .atom("." + name) }
    return .list(open: "." + name + "(", items: items, close: ")")
  }

  /// A type's name as the test writes it: without its modules (which the test imports), but
  /// for names two modules declare; refused for types a test cannot name (private ones, local
  /// ones).
  func typeName(_ type: Any.Type) throws(ExportRefusal) -> String {
    let name = String(reflecting: type)
    if name.contains("(unknown context") || name.contains("(extension in") {
      throw ExportRefusal("a value of the private type \(String(describing: type))")
    }
    return TypeNamePaths.rewriting(name) { parts in
      guard parts.count > 1, let module = parts.first else { return parts.joined(separator: ".") }
      let short = parts.dropFirst().joined(separator: ".")
      if !importedModules.contains(module) {
        notes?.modules.insert(module)
        notes?.modulesByName[short, default: []].insert(module)
      }
      return ambiguousNames.contains(short) ? parts.joined(separator: ".") : short
    }
  }

  /// A property's label and value as an initializer takes them: a property wrapper's storage
  /// (`_name`, a `BindableState`) is written as its plain name and wrapped value.
  package static func unwrappingPropertyWrapper(_ child: Mirror.Child) -> (String?, Any) {
    guard let label = child.label, label.hasPrefix("_") else { return (child.label, child.value) }
    // `BindableState` mirrors as its value; custom-dump shows it as its value too.
    if let representable = child.value as? any CustomDumpRepresentable {
      return (String(label.dropFirst()), representable.customDumpValue)
    }
    guard
      let wrapped = Mirror(reflecting: child.value).children.first(where: { $0.label == "wrappedValue" })
    else { return (child.label, child.value) }
    return (String(label.dropFirst()), wrapped.value)
  }

  /// The case name of an enum value, from the runtime (as `print` finds it).
  static func caseName(of value: Any) -> String {
    func name<T>(_ value: T) -> String {
      guard let pointer = _getEnumCaseName(value) else { return String(describing: value) }
      return String(cString: pointer)
    }
    return _openExistential(value, do: name)
  }

  /// Shortest text that reads back as the same `Double`, or `.infinity`/`.nan`.
  static func literal(_ double: Double) -> String {
    if double.isNaN { return ".nan" }
    if double.isInfinite { return double < 0 ? "-.infinity" : ".infinity" }
    return "\(double)"
  }
}

/// An item of a ``SwiftExpression`` list.
package typealias Item = SwiftExpression.Item

extension SwiftExpression.Item {
  package init(label: String? = nil, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }
}

/// The runtime's enum case name (what `print` shows for a case).
@_silgen_name("swift_EnumCaseName")
private func _getEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// Why a value could not be written as Swift.
package struct ExportRefusal: Error {
  package var reason: String
  package init(_ reason: String) { self.reason = reason }
}
