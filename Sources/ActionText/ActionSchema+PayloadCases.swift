extension ActionSchema {
  /// The enum cases an action's arguments can hold, at any depth (`todo(id:action:)` holds
  /// `TodoAction`'s `checkBoxToggled`, `textFieldChanged`, …): the names that may follow the
  /// action's path in a case path read from its text (`todo.checkBoxToggled`). `nil` when the
  /// action at `path` is unknown, or when they cannot all be known: an argument of a type the
  /// schema could not describe, or a payload whose probing stopped early. Floating-point
  /// arguments add `nan` and `infinity` (written `.nan`, `.infinity`).
  public func payloadCaseNames(of path: String) -> Set<String>? {
    guard let caseInfo = caseInfo(at: path) else { return nil }
    guard caseInfo.payload.isComplete else { return nil }
    var names: Set<String> = []
    var visited: Set<Int> = []
    var shapes = caseInfo.payload.fieldList.map(\.shape)
    while let shape = shapes.popLast() {
      switch shape {
      case .optional(let wrapped), .array(let wrapped), .dictionary(_, let wrapped): shapes.append(wrapped)
      case .floatingPoint: names.formUnion(["nan", "infinity"])
      case .unknown: return nil
      case .named(let index):
        guard visited.insert(index).inserted else { continue }
        switch types[index].kind {
        case .enumeration(let info):
          for member in info.cases {
            guard member.payload.isComplete else { return nil }
            names.insert(member.name)
            shapes += member.payload.fieldList.map(\.shape)
          }
        case .rawEnumeration(let cases): names.formUnion(cases.map(\.name))
        case .structure(let fields, let isComplete):
          guard isComplete else { return nil }
          shapes += fields.map(\.shape)
        case .wrapper(let wrapped), .sequence(let wrapped): shapes.append(wrapped)
        case .tuple(let members): shapes += members
        case .opaque: return nil
        }
      default: break
      }
    }
    return names
  }

  /// The case a dotted action path names (`todo`, `counter.setCount`), through the enums
  /// nested as a case's only value.
  private func caseInfo(at path: String) -> CaseInfo? {
    guard case .named(var index) = root else { return nil }
    var found: CaseInfo?
    for name in path.split(separator: ".", omittingEmptySubsequences: false) {
      if let current = found {
        guard let nested = nestedEnumeration(of: current) else { return nil }
        index = nested
      }
      guard case .enumeration(let info) = types[index].kind, let position = info.indexByName[String(name)] else {
        return nil
      }
      found = info.cases[position]
    }
    return found
  }
}
