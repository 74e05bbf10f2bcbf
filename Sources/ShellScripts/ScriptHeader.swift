import ActionText

/// The first lines of a script: the action and state types it was recorded against and a
/// fingerprint of their shape, so that a stale recording says which cases changed.
public struct ScriptHeader: Equatable, Sendable {
  /// The action type's name.
  public var actionType: String
  /// The state type's name.
  public var stateType: String
  /// A hash of the action cases' signatures and the state type.
  public var fingerprint: String
  /// The action cases' signatures when recorded (`counter.setCount(_: String)`).
  public var cases: [String]

  static let marker = "# store-shell script"

  /// The header for a store of `State` and `Action`.
  public static func of<State, Action: Decodable>(_: State.Type, _: Action.Type) -> ScriptHeader {
    let schema = ActionSchema.of(Action.self)
    let stateType = String(reflecting: State.self).split(separator: ".").dropFirst().joined(separator: ".")
    let cases = schema.signatures
    return ScriptHeader(
      actionType: schema.typeName,
      stateType: stateType.isEmpty ? String(describing: State.self) : stateType,
      fingerprint: fingerprint(of: [stateType] + cases),
      cases: cases)
  }

  var lines: [String] {
    [
      Self.marker,
      "# action: \(actionType)",
      "# state: \(stateType)",
      "# fingerprint: \(fingerprint)",
      "# cases: \(cases.joined(separator: " | "))",
    ]
  }

  /// Reads a header at the top of `lines`; returns it and how many lines it took.
  static func parse(_ lines: [String]) -> (ScriptHeader?, Int) {
    guard lines.first == marker else { return (nil, 0) }
    var fields: [String: String] = [:]
    var count = 1
    for line in lines.dropFirst() {
      guard line.hasPrefix("# "), let colon = line.firstIndex(of: ":") else { break }
      let key = line[line.index(line.startIndex, offsetBy: 2)..<colon]
      guard ["action", "state", "fingerprint", "cases"].contains(String(key)) else { break }
      fields[String(key)] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      count += 1
    }
    let header = ScriptHeader(
      actionType: fields["action"] ?? "",
      stateType: fields["state"] ?? "",
      fingerprint: fields["fingerprint"] ?? "",
      cases: (fields["cases"] ?? "").split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty })
    return (header, count)
  }

  /// Whether the header is the marker line alone (a script written by hand): it names no
  /// types, so none are checked.
  package var isUntyped: Bool { actionType.isEmpty && stateType.isEmpty && fingerprint.isEmpty }

  /// Whether `current` differs from `self` in its types' names alone, its action cases the
  /// same: a feature whose types moved, as a migration to `ReducerProtocol` moves
  /// `SearchState` to `Search.State`. Its script still fits; the replay's check compares the rest.
  package func isRenamed(as current: ScriptHeader) -> Bool {
    (actionType != current.actionType || stateType != current.stateType) && cases == current.cases
  }

  /// Why a script recorded under `self` does not fit a store with header `current`, or `nil`
  /// (types renamed with the same cases fit: see ``isRenamed(as:)``).
  package func mismatch(with current: ScriptHeader) -> String? {
    if isRenamed(as: current) { return nil }
    if actionType != current.actionType || stateType != current.stateType {
      return "it was recorded for \(stateType) / \(actionType), and this store is "
        + "\(current.stateType) / \(current.actionType)"
    }
    guard fingerprint != current.fingerprint else { return nil }
    let removed = cases.filter { !current.cases.contains($0) }
    let added = current.cases.filter { !cases.contains($0) }
    var changes: [String] = []
    if !removed.isEmpty { changes.append("removed or changed: \(removed.joined(separator: ", "))") }
    if !added.isEmpty { changes.append("added: \(added.joined(separator: ", "))") }
    if changes.isEmpty { changes.append("the state type's shape changed") }
    return "it is stale: \(actionType) changed since it was recorded (\(changes.joined(separator: "; ")))"
  }

  /// FNV-1a, 64 bits: stable across runs and machines, unlike `Hasher`.
  static func fingerprint(of parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\n").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
