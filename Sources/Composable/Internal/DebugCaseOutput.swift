/// An action on one line with its case names and argument labels only, as TCA 0.40's
/// `.labelsOnly` debug format prints it: `AppAction.row(id:, action: .textChanged(query:))`.
/// A type with a `debugDescription` prints that instead. The type is named by its own name,
/// without the types it is nested in (`Action.action1(_:, label:)`), as TCA 0.40 names it.
/// `abbreviated` leaves the type's name out (`.row(id:, action: .textChanged(query:))`), as TCA
/// 0.56 lists unhandled actions.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
  return (abbreviated ? "" : String(describing: type(of: value))) + caseLabels(value)
}

/// `.case(label:, label: .nested)` for an enum value, the labels for a tuple, else nothing.
private func caseLabels(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      let name = "\(value)"
      return name == "\(type(of: value))" ? "" : ".\(name)"
    }
    let payload = caseLabels(child.value)
    return ".\(child.label ?? "")\(payload.isEmpty ? "" : "(\(payload))")"
  case .tuple:
    return mirror.children.map { label, value in
      let payload = caseLabels(value)
      let name = label.map { isPositional($0) ? "_:" : "\($0):" } ?? ""
      return name + (payload.isEmpty ? "" : " \(payload)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple label is positional (`.0`, `.1`) rather than a name.
private func isPositional(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}
