import Composable

/// A Composable type that ``SwiftValueWriter`` writes by its initializers or its static
/// constructors, as a test writes it, rather than member by member.
package protocol SwiftSpelled {
  /// The value as a Swift expression.
  func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression
  /// Whether a change inside the value is written by assigning it whole (its members are not
  /// what a test sets).
  static var isWrittenWhole: Bool { get }
}

extension SwiftSpelled {
  package static var isWrittenWhole: Bool { true }
}

/// `AlertState(title:message:dismissButton:)`, or `primaryButton:secondaryButton:`.
extension AlertState: SwiftSpelled {
  package func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression {
    var items = [Item(label: "title", try writer.expression(title))]
    if let message { items.append(Item(label: "message", try writer.expression(message))) }
    switch buttons.count {
    case 0: break
    case 1: items.append(Item(label: "dismissButton", try buttons[0].swiftExpression(writer)))
    case 2:
      items.append(Item(label: "primaryButton", try buttons[0].swiftExpression(writer)))
      items.append(Item(label: "secondaryButton", try buttons[1].swiftExpression(writer)))
    default: throw ExportRefusal("an alert of \(buttons.count) buttons (its initializers take two)")
    }
    return .list(open: "AlertState(", items: items, close: ")")
  }
}

/// `ConfirmationDialogState(title:titleVisibility:message:buttons:)`, leaving out what the
/// initializers default (an automatic title, no message, no buttons).
extension ConfirmationDialogState: SwiftSpelled {
  package func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression {
    var items = [Item(label: "title", try writer.expression(title))]
    if titleVisibility != .automatic {
      items.append(Item(label: "titleVisibility", .atom("." + titleVisibility.rawValue)))
    }
    if let message { items.append(Item(label: "message", try writer.expression(message))) }
    if !buttons.isEmpty {
      let buttons = try buttons.map { button throws(ExportRefusal) in Item(try button.swiftExpression(writer)) }
      items.append(Item(label: "buttons", .list(open: "[", items: buttons, close: "]")))
    }
    return .list(open: "ConfirmationDialogState(", items: items, close: ")")
  }
}

extension AlertState.Button {
  /// `.destructive(TextState("Empty cart"), action: .send(.clearConfirmed))`: the button's
  /// role as its constructor, its label and its action.
  package func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression {
    var items = [Item(try writer.expression(label))]
    if case let .send(action)? = action {
      items.append(
        Item(label: "action", .list(open: ".send(", items: [Item(try writer.expression(action))], close: ")")))
    }
    return .list(open: ".\(role.rawValue)(", items: items, close: ")")
  }
}

/// `Identified(value, id: id)`; a change inside it is written as a change of its `value`.
extension Identified: SwiftSpelled {
  package func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression {
    .list(
      open: "Identified(",
      items: [Item(try writer.expression(value)), Item(label: "id", try writer.expression(id))],
      close: ")")
  }

  package static var isWrittenWhole: Bool { false }
}

/// `.set(\.$displayName, "Blob")`, as TCA 0.40 writes a binding action (the field's name from
/// the action's mirror, which names the `@BindableState` field it sets).
extension BindingAction: SwiftSpelled {
  package func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression {
    guard let name = Mirror(reflecting: self).children.first?.label, name != "set" else {
      throw ExportRefusal(
        "a binding action whose key path (\(keyPath)) names no @BindableState field of \(Root.self)")
    }
    return .list(
      open: ".set(", items: [Item(.atom("\\.$" + name)), Item(try writer.expression(value))], close: ")")
  }
}

/// `.success(value)`, or `.failure(error)` with the error's type named (a failure holds an
/// `any Error`, so `.failure(.invalidUserPassword)` would not compile). A failure the shell
/// decoded from text is a `TaskFailure`, written `TaskFailure("network down")`: its
/// `localizedDescription` is the text, as the session's was. An error that is not `Equatable`
/// is refused: `TaskResult` compares failures by their errors' `==`, so a test could never
/// receive it.
extension TaskResult: SwiftSpelled {
  package func swiftExpression(_ writer: SwiftValueWriter) throws(ExportRefusal) -> SwiftExpression {
    switch self {
    case let .success(value):
      return .list(open: ".success(", items: [Item(try writer.expression(value))], close: ")")
    case let .failure(error):
      guard (error as Any) is any Equatable else {
        throw ExportRefusal(
          "an error of type \(String(describing: type(of: error))), which is not Equatable "
            + "(TaskResult compares failures by ==)")
      }
      return .list(open: ".failure(", items: [Item(try writer.typedExpression(error))], close: ")")
    }
  }
}
