/// How `Reducer.debug(_:actionFormat:environment:)` prints an action.
public enum ActionFormat: Sendable {
  /// On one line, with the case names and argument labels only:
  /// `AppAction.row(id:, action: .textChanged(query:))`.
  case labelsOnly
  /// In full, custom-dump style, over as many lines as the values need.
  case prettyPrint
}

/// Where `Reducer.debug(_:actionFormat:environment:)` prints: a printer, and optionally the
/// queue to print from.
public struct DebugEnvironment {
  /// Prints one message (standard output by default).
  public var printer: (String) -> Void
  /// The queue to print on, asynchronously; `nil` prints at once, in order with the reducer.
  public var queue: DispatchQueue?

  /// Prints with `printer` on `queue`, asynchronously, as TCA 0.40 did.
  public init(printer: @escaping (String) -> Void = { print($0) }, queue: DispatchQueue) {
    self.printer = printer
    self.queue = queue
  }

  /// Prints with `printer` at once, while the reducer runs.
  public init(printer: @escaping (String) -> Void = { print($0) }) {
    self.printer = printer
    self.queue = nil
  }
}
