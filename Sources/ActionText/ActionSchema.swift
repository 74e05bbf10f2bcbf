/// The actions a `Decodable` type accepts, learnt by reflection with no code generation: enum
/// case names from the runtime's type metadata, and each case's argument labels and types from
/// running the type's `init(from:)` on a probing decoder.
///
/// Schemas are built once per type and cached; building one is thread-safe.
public struct ActionSchema: Sendable {
  /// The schema's parts, shared by every copy.
  private final class Storage: Sendable {
    let root: ValueShape
    let types: [TypeInfo]
    let actions: [ActionPath]

    init(root: ValueShape, types: [TypeInfo], actions: [ActionPath]) {
      self.root = root
      self.types = types
      self.actions = actions
    }
  }

  private let storage: Storage

  /// The shape of the root type.
  var root: ValueShape { storage.root }
  /// Every type described, indexed by `ValueShape.named`.
  var types: [TypeInfo] { storage.types }
  /// Every action path the text syntax can name, flattened through nested enums.
  var actions: [ActionPath] { storage.actions }

  init(root: ValueShape, types: [TypeInfo]) {
    let actions = ActionPath.flatten(root: root, types: types)
    self.storage = Storage(root: root, types: types, actions: actions)
  }

  /// The schema of `type`, built on first use and cached.
  public static func of<Action: Decodable>(_ type: Action.Type) -> ActionSchema {
    SchemaCache.shared.schema(for: type)
  }

  /// The modules the schema's types are declared in, each once, in the order the schema met
  /// them (the root's first): where a type named in text without its module is looked for.
  var moduleNames: [String] {
    var seen: Set<String> = []
    return types.compactMap { type in
      guard type.qualifiedNames.count >= 2, let module = type.qualifiedNames.first,
        seen.insert(module).inserted
      else { return nil }
      return module
    }
  }

  /// The name of the root type, as Swift prints it.
  public var typeName: String { displayName(of: root) }

  /// Every action the syntax can name, with its arguments, in declaration order, nested enums
  /// flattened: `counter.increment`, `counter.setCount(_: String)`,
  /// `listResult.remove(offset: [Int])`.
  public var signatures: [String] { actions.map(\.signature) }

  /// ``signatures`` without their arguments, the dotted case paths: `counter.increment`,
  /// `counter.setCount`.
  public var paths: [String] { actions.map(\.path) }

  /// The signature of the action at a dotted path (`counter.setCount` gives
  /// `counter.setCount(_: String)`), or `nil` when there is no such action.
  public func signature(of path: String) -> String? {
    actions.first { $0.path == path }?.signature
  }

  /// A deterministic listing of every type the schema describes: one line per type, then one
  /// indented line per case or field. Equal outlines mean equal action syntax, so a hash of it
  /// can fingerprint recorded scripts.
  public var outline: String {
    var lines: [String] = []
    for type in types {
      switch type.kind {
      case .enumeration(let info):
        lines.append("enum \(type.name)")
        for caseInfo in info.cases {
          lines.append("  " + caseInfo.name + parameterList(caseInfo.payload.fieldList))
        }
      case .rawEnumeration(let cases):
        lines.append("enum \(type.name)")
        for rawCase in cases { lines.append("  \(rawCase.name) = \(rawCase.rawValue.jsonText)") }
      case .structure(let fields, _):
        lines.append("struct \(type.name)")
        for field in fields {
          lines.append("  \(field.key): \(displayName(of: field.shape))")
        }
      case .wrapper(let shape): lines.append("\(type.name) wraps \(displayName(of: shape))")
      case .sequence(let shape): lines.append("\(type.name) of \(displayName(of: shape))")
      case .tuple(let shapes):
        lines.append("\(type.name) as (\(shapes.map(displayName(of:)).joined(separator: ", ")))")
      case .opaque: lines.append("\(type.name) (not described)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The name of a shape as Swift would write the type: `String`, `[Int]`, `UUID?`.
  func displayName(of shape: ValueShape) -> String {
    switch shape {
    case .string: "String"
    case .bool: "Bool"
    case .integer(let kind): kind.rawValue
    case .floatingPoint(let kind): kind.rawValue
    case .decimal: "Decimal"
    case .uuid: "UUID"
    case .date: "Date"
    case .url: "URL"
    case .indexSet: "IndexSet"
    case .data: "Data"
    case .optional(let wrapped): displayName(of: wrapped) + "?"
    case .array(let element): "[\(displayName(of: element))]"
    case .dictionary(let integerKeys, let value):
      "[\(integerKeys ? "Int" : "String"): \(displayName(of: value))]"
    case .named(let index): types[index].name
    case .unknown(let name): name
    }
  }

  /// The argument list of a case as its signature writes it: `(_: String, count: Int)`, or
  /// nothing for a case without arguments.
  func parameterList(_ fields: [FieldInfo]) -> String {
    guard !fields.isEmpty else { return "" }
    let parameters = fields.map { "\($0.label ?? "_"): \(displayName(of: $0.shape))" }
    return "(" + parameters.joined(separator: ", ") + ")"
  }

  /// The argument types of a case as error messages list them: `String, count: Int`.
  func argumentSummary(_ fields: [FieldInfo]) -> String {
    fields.map { field in
      let type = displayName(of: field.shape)
      return field.label.map { "\($0): \(type)" } ?? type
    }.joined(separator: ", ")
  }

  /// The enum a case nests, when its only value is an unlabelled enum: `counter(CounterAction)`
  /// is written `counter.increment`.
  func nestedEnumeration(of caseInfo: CaseInfo) -> Int? {
    let fields = caseInfo.payload.fieldList
    guard fields.count == 1, fields[0].label == nil, case .named(let index) = fields[0].shape else {
      return nil
    }
    switch types[index].kind {
    case .enumeration, .rawEnumeration: return index
    default: return nil
    }
  }
}

/// One action the syntax can name, with its signature.
struct ActionPath: Sendable {
  /// The dotted path: `counter.setCount`.
  let path: String
  /// The path with its parameter list: `counter.setCount(_: String)`.
  let signature: String

  /// Every leaf action below the root enum, depth first in declaration order. A nested enum
  /// already on the path (a recursive type) ends the path there.
  static func flatten(root: ValueShape, types: [TypeInfo]) -> [ActionPath] {
    let schema = ActionSchema(placeholderRoot: root, types: types)
    guard case .named(let rootIndex) = root, types[rootIndex].enumeration != nil else { return [] }
    var paths: [ActionPath] = []
    func visit(_ index: Int, prefix: String, visiting: Set<Int>) {
      switch types[index].kind {
      case .enumeration(let info):
        for caseInfo in info.cases {
          let path = prefix.isEmpty ? caseInfo.name : prefix + "." + caseInfo.name
          if let nested = schema.nestedEnumeration(of: caseInfo), !visiting.contains(nested) {
            visit(nested, prefix: path, visiting: visiting.union([nested]))
          } else {
            let parameters = schema.parameterList(caseInfo.payload.fieldList)
            paths.append(ActionPath(path: path, signature: path + parameters))
          }
        }
      case .rawEnumeration(let cases):
        for rawCase in cases {
          let path = prefix + "." + rawCase.name
          paths.append(ActionPath(path: path, signature: path))
        }
      default:
        break
      }
    }
    visit(rootIndex, prefix: "", visiting: [rootIndex])
    return paths
  }
}

extension ActionSchema {
  /// A schema without its action listing, used while computing that listing.
  fileprivate init(placeholderRoot root: ValueShape, types: [TypeInfo]) {
    self.storage = Storage(root: root, types: types, actions: [])
  }
}
