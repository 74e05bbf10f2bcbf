import EnumReflection
import Foundation

// Why this is written by hand: a shell prints the text of every action it reduces, and the
// general renderer (`ActionRenderer`) reads each level through the schema's dictionaries and
// boxes each payload in `Any`, then checks the text's shape (`RenderCheckCache`): ~10,000
// instructions for `counter.setCount("5")`. What it does for a given case never changes, so the
// case path's text and how its argument is written are learned once per case, and a value is
// then written by reading its tags and payload in place (the enum value witnesses, as
// `EnumLayout` reads them).

/// How `ActionText.render` writes the cases of an action type met so far: per case, the text of
/// its case path (`counter.` then the nested enum's case), and for a case ending in one `String`,
/// `Int` or `Bool` argument, how to write it. Any other case (several arguments, a struct, a
/// custom mirror, a renamed key…) is left to the general renderer.
///
/// A plan's text is used only once the general renderer has written the same text for a value of
/// that case (per sign, for an `Int`): whatever that renderer decides (the text decodes back, or
/// the coded form is written instead) depends on the case and on the shape of its literals, not
/// on their contents (see `RenderCheckCache`), so it holds for every value of the case.
final class RenderPlans: @unchecked Sendable {
  static let shared = RenderPlans()
  private let lock = NSLock()
  /// Per root action type: its top enum, or `nil` when the general renderer writes it.
  private var roots: [ObjectIdentifier: Node?] = [:]
  /// The root asked for last: a shell renders the same action type step after step.
  private var last: (id: ObjectIdentifier, node: Node?)?
  /// The bytes of the text being written, kept for the next one: a text is copied into a
  /// `String` once (appending to a `String` piece by piece cost ~300 instructions a piece).
  private var bytes: [UInt8] = []

  /// A text written by a plan, and the case (and variant) it came from.
  struct Planned {
    let text: String
    /// Whether the general renderer wrote the same text for a value of this case and variant.
    let isConfirmed: Bool
    fileprivate let node: Node
    fileprivate let tag: Int
    fileprivate let variant: UInt8
  }

  /// The text of `action` by its case's plan (learned now if new), or `nil` when the general
  /// renderer must write it. `schema` is asked for only when a case is learned.
  func text<Action>(of action: Action, schema: () -> ActionSchema) -> Planned? {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(Action.self)
    let root: Node?
    if let last, last.id == id {
      root = last.node
    } else if let known = roots[id] {
      root = known
    } else {
      root = Self.rootNode(of: Action.self, schema: schema())
      roots[id] = root
    }
    last = (id, root)
    guard let root else { return nil }
    var copy = action
    // Written into a local buffer (a stored property would be checked for exclusive access at
    // every append), which is then kept for the next text.
    var bytes: [UInt8] = []
    swap(&bytes, &self.bytes)
    defer { swap(&bytes, &self.bytes) }
    bytes.removeAll(keepingCapacity: true)
    let leaf = withUnsafeMutableBytes(of: &copy) { value -> Leaf? in
      guard let address = value.baseAddress else { return nil }
      return write(root, at: address, into: &bytes, schema: schema)
    }
    guard let leaf else { return nil }
    return Planned(
      text: String(decoding: bytes, as: UTF8.self),
      isConfirmed: leaf.confirmed & (1 << leaf.variant) != 0,
      node: leaf.node, tag: leaf.tag, variant: leaf.variant)
  }

  /// The case (and variant) a text was written by.
  private struct Leaf {
    let node: Node
    let tag: Int
    let variant: UInt8
    /// The variants of the case confirmed so far, read with its plan (not looked up again).
    let confirmed: UInt8
  }

  /// Records what the general renderer wrote for the value `planned` came from: the same text
  /// confirms the plan for that case and variant; another text leaves the case to it for good.
  func confirm(_ planned: Planned, rendered: String) {
    lock.lock()
    defer { lock.unlock() }
    guard var plan = planned.node.cases[planned.tag] else { return }
    if rendered == planned.text {
      plan.confirmed |= 1 << planned.variant
    } else {
      plan.kind = .unplanned
    }
    planned.node.cases[planned.tag] = plan
  }

  private static func rootNode<Action>(of type: Action.Type, schema: ActionSchema) -> Node? {
    guard case .named(let index) = schema.root, let layout = EnumLayout.of(type) else {
      return nil
    }
    switch schema.types[index].kind {
    case .enumeration, .rawEnumeration: return Node(layout: layout, schemaIndex: index)
    default: return nil
    }
  }

  /// Writes the value of `node`'s enum at `address`, descending into nested action enums in
  /// place: each level's payload is taken out where the value is (`project`) and the tag put
  /// back before returning, so the value is whole again for its owner to destroy.
  private func write(
    _ node: Node, at address: UnsafeMutableRawPointer, into bytes: inout [UInt8],
    schema: () -> ActionSchema
  ) -> Leaf? {
    let tag = node.layout.tag(at: address)
    let plan: CasePlan
    if let known = node.cases[tag] {
      plan = known
    } else {
      plan = Self.learn(node, tag: tag, schema: schema())
      node.cases[tag] = plan
    }
    var variant: UInt8 = 0
    switch plan.kind {
    case .unplanned:
      return nil
    case .name:
      bytes.append(contentsOf: plan.bytes)
    case .nested(let child):
      bytes.append(contentsOf: plan.bytes)
      node.layout.project(address)
      defer { node.layout.inject(address, tag: tag) }
      return write(child, at: address, into: &bytes, schema: schema)
    case .argument(let argument):
      node.layout.project(address)
      defer { node.layout.inject(address, tag: tag) }
      bytes.append(contentsOf: plan.bytes)
      switch argument {
      case .string: Self.appendQuoted(address.load(as: String.self), to: &bytes)
      case .bool: bytes.append(contentsOf: address.load(as: Bool.self) ? "true".utf8 : "false".utf8)
      case .integer:
        let integer = address.load(as: Int.self)
        // `RenderCheckCache` tells `-5` from `5` by shape: each sign is confirmed on its own.
        if integer < 0 { variant = 1 }
        bytes.append(contentsOf: String(integer).utf8)
      }
      bytes.append(UInt8(ascii: ")"))
    }
    return Leaf(node: node, tag: tag, variant: variant, confirmed: plan.confirmed)
  }

  /// Appends `string` as `ActionRenderer.quoted` writes it: as it is between quotes when it
  /// needs no escape.
  private static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    var string = string
    let plain = string.withUTF8 { utf8 -> Bool in
      guard ActionRenderer.needsNoEscape(utf8) else { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if !plain { bytes.append(contentsOf: ActionRenderer.quoted(string).utf8) }
  }

  /// The plan of case `tag` of `node`'s enum, decided as `ActionRenderer.renderCase` would write
  /// it for an action: the same names, labels and argument texts, or `.unplanned` wherever it
  /// would take another path.
  private static func learn(_ node: Node, tag: Int, schema: ActionSchema) -> CasePlan {
    let name = node.layout.names[tag]
    guard let info = schema.types[node.schemaIndex].enumeration else {
      return CasePlan(kind: .name, text: name)
    }
    guard let caseInfo = info[name] else { return .unplanned }
    let fields = caseInfo.payload.fieldList
    guard !fields.isEmpty else { return CasePlan(kind: .name, text: name) }
    // One argument, read in place: a payload of a known type without a custom mirror.
    guard fields.count == 1, let payload = node.layout.inlinePayload(tag: tag),
      !payload.isCustomReflectable, !EnumMetadata.isTuple(payload.type)
    else { return .unplanned }
    if let nested = schema.nestedEnumeration(of: caseInfo) {
      guard let layout = EnumLayout.of(payload.type) else {
        return .unplanned
      }
      return CasePlan(kind: .nested(Node(layout: layout, schemaIndex: nested)), text: name + ".")
    }
    let argument: CasePlan.Argument
    switch fields[0].shape {
    case .string where payload.type == String.self: argument = .string
    case .integer where payload.type == Int.self: argument = .integer
    case .bool where payload.type == Bool.self: argument = .bool
    default: return .unplanned
    }
    let label = fields[0].label.map { "\($0): " } ?? ""
    return CasePlan(kind: .argument(argument), text: name + "(" + label)
  }
}

/// An enum met while rendering an action type: its layout, its place in the schema, and the
/// plans of the cases met so far, by tag.
private final class Node {
  let layout: EnumLayout
  let schemaIndex: Int
  var cases: [CasePlan?]

  init(layout: EnumLayout, schemaIndex: Int) {
    self.layout = layout
    self.schemaIndex = schemaIndex
    cases = Array(repeating: nil, count: layout.names.count)
  }
}

/// How one case is written.
private struct CasePlan {
  enum Argument { case string, integer, bool }

  enum Kind {
    /// Its name alone.
    case name
    /// `name.` and the nested action enum's case.
    case nested(Node)
    /// `name(` or `name(label: `, the argument, `)`.
    case argument(Argument)
    /// Written by the general renderer.
    case unplanned
  }

  /// A case the general renderer writes.
  static var unplanned: CasePlan { CasePlan(kind: .unplanned, text: "") }

  var kind: Kind
  /// The name, `name.` or `name(label: `, in UTF-8.
  let bytes: [UInt8]
  /// A bit per variant the general renderer confirmed (see `RenderPlans.Planned`).
  var confirmed: UInt8 = 0

  init(kind: Kind, text: String) {
    self.kind = kind
    bytes = Array(text.utf8)
  }
}
