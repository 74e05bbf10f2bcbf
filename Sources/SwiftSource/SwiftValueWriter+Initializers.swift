/// Structs built with the initializers their declarations have (read by
/// ``SourceDeclarations``): `Profile.Account(label: "Main", id: 1, balance: 0)` for an
/// `init(label:id:balance:)`, `Brand("Acme")` for an `init(_ name:)`, `try Profile(…)` for a
/// throwing one; the memberwise initializer where the type declares none in its body.
extension SwiftValueWriter {
  /// The expression building the struct `mirror` shows.
  func structExpression(_ mirror: Mirror) throws(ExportRefusal) -> SwiftExpression {
    let name = try typeName(mirror.subjectType)
    let fields = mirror.children.map(Self.unwrappingPropertyWrapper)
    let (module, path) = Self.declaredName(of: mirror.subjectType)
    guard let declaration = declarations?.type(path, in: module), declaration.isDeclared else {
      // Declared where the sources were not found: its memberwise initializer, internal.
      if declarations != nil { noteTestable(module) }
      return try memberwise(name, fields)
    }
    noteAccess(of: mirror.subjectType)
    let labels = Set(fields.compactMap(\.0))
    for initializer in declaration.bodyInitializers + declaration.extensionInitializers
    where !initializer.isPrivate {
      guard let items = try arguments(of: initializer, for: fields, covering: labels) else { continue }
      if !initializer.isPublic { noteTestable(module) }
      if initializer.isThrowing { notes?.usesTry = true }
      return .list(
        open: (initializer.isThrowing ? "try " : "") + name + "(", items: items,
        close: initializer.isFailable ? ")!" : ")")
    }
    guard declaration.bodyInitializers.isEmpty, declaration.isStruct else {
      // No memberwise initializer: one that takes some of the properties, the rest set after.
      if let built = try initializedThenSet(name, module: module, declaration, fields, labels) {
        return built
      }
      throw ExportRefusal(
        "\(Self.article(name)) \(name), which no initializer of \(path) builds from its stored properties "
          + "(\(fields.compactMap(\.0).joined(separator: ", ")))")
    }
    // The memberwise initializer is internal.
    noteTestable(module)
    return try memberwise(name, fields)
  }

  /// A struct built by an initializer that takes some of its stored properties (the others
  /// get defaults, as `GameState(oPlayerName:xPlayerName:)` gives its board and player), the
  /// rest then set as they are (each a `var` the test may set):
  /// `{ var value = GameState(oPlayerName: "Blob", xPlayerName: "Blob Jr."); value.currentPlayer
  /// = .o; return value }()`, or the call alone when nothing is left to set. The first
  /// initializer covering the most properties is used; `nil` when none fits.
  private func initializedThenSet(
    _ name: String, module: String, _ declaration: SourceDeclarations.TypeDeclaration,
    _ fields: [(String?, Any)], _ labels: Set<String>
  ) throws(ExportRefusal) -> SwiftExpression? {
    var best: (initializer: SourceDeclarations.Initializer, covered: Set<String>)?
    for initializer in declaration.bodyInitializers + declaration.extensionInitializers
    where !initializer.isPrivate && !initializer.isFailable {
      var covered: Set<String> = []
      var fits = true
      for parameter in initializer.parameters {
        let field =
          fields.first { $0.0 == parameter.name } ?? fields.first { $0.0 != nil && $0.0 == parameter.label }
        if let label = field?.0 { covered.insert(label) } else if parameter.defaultText == nil { fits = false }
      }
      let rest = labels.subtracting(covered)
      guard fits, rest.allSatisfy({ !declaration.unsettable.contains($0) && !declaration.constants.contains($0) })
      else { continue }
      if covered.count > (best?.covered.count ?? -1) { best = (initializer, covered) }
    }
    guard let (initializer, covered) = best,
      let items = try argumentsCovering(initializer, fields)
    else { return nil }
    if !initializer.isPublic { noteTestable(module) }
    if initializer.isThrowing { notes?.usesTry = true }
    let call = SwiftExpression.list(
      open: (initializer.isThrowing ? "try " : "") + name + "(", items: items, close: ")")
    let rest = fields.filter { $0.0 != nil && !covered.contains($0.0!) }
    guard !rest.isEmpty else { return call }
    if rest.contains(where: { declaration.internalProperties.contains($0.0!) }) { noteTestable(module) }
    var text = "{ var value = \(call.singleLine)"
    for (label, value) in rest { text += "; value.\(label!) = \(try expression(value).singleLine)" }
    return .atom(text + "; return value }()")
  }

  /// The arguments `initializer` takes for the stored properties it names (a parameter with a
  /// default and no property of its name is left out).
  private func argumentsCovering(
    _ initializer: SourceDeclarations.Initializer, _ fields: [(String?, Any)]
  ) throws(ExportRefusal) -> [Item]? {
    var items: [Item] = []
    for parameter in initializer.parameters {
      let field =
        fields.first { $0.0 == parameter.name } ?? fields.first { $0.0 != nil && $0.0 == parameter.label }
      guard let field else { continue }
      items.append(Item(label: parameter.label, try expression(field.1)))
    }
    return items
  }

  /// Every stored property in order, by its name.
  private func memberwise(_ name: String, _ fields: [(String?, Any)]) throws(ExportRefusal) -> SwiftExpression {
    let items = try fields.map { field throws(ExportRefusal) in Item(label: field.0, try expression(field.1)) }
    return .list(open: name + "(", items: items, close: ")")
  }

  /// The arguments `initializer` takes for `fields` when each of its parameters is a stored
  /// property (by its name or label; one with a default may be left out) and every stored
  /// property is passed; else `nil`.
  private func arguments(
    of initializer: SourceDeclarations.Initializer, for fields: [(String?, Any)], covering labels: Set<String>
  ) throws(ExportRefusal) -> [Item]? {
    var items: [Item] = []
    var passed: Set<String> = []
    for parameter in initializer.parameters {
      let field =
        fields.first { $0.0 == parameter.name } ?? fields.first { $0.0 != nil && $0.0 == parameter.label }
      guard let field, let label = field.0 else {
        if parameter.defaultText != nil { continue }
        return nil
      }
      passed.insert(label)
      items.append(Item(label: parameter.label, try expression(field.1)))
    }
    return passed == labels ? items : nil
  }

  /// `an` before a vowel, else `a`.
  private static func article(_ name: String) -> String {
    "AEIOU".contains(name.first ?? "x") ? "an" : "a"
  }

  /// Notes that the test uses an internal declaration of `module`.
  package func noteTestable(_ module: String) {
    guard !importedModules.contains(module), !module.isEmpty else { return }
    notes?.testableModules.insert(module)
  }

  /// Notes `@testable` for `type`'s module when the type is not `public`, or when its
  /// declaration was not found (once declarations are read).
  func noteAccess(of type: Any.Type) {
    guard let declarations else { return }
    let (module, path) = Self.declaredName(of: type)
    guard !importedModules.contains(module) else { return }
    guard let declaration = declarations.type(path, in: module), declaration.isDeclared, declaration.isPublic
    else { return noteTestable(module) }
  }

  /// The module declaring `type` and its dotted name there, generic arguments left out:
  /// (`MultiModels`, `Profile.Account`).
  package static func declaredName(of type: Any.Type) -> (module: String, path: String) {
    var parts = TypeNamePaths.components(of: String(reflecting: type))
    guard parts.count > 1 else { return ("", parts.first ?? "") }
    let module = parts.removeFirst()
    return (module, parts.joined(separator: "."))
  }
}
