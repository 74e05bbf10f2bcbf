import Foundation
import IssueReporting

/// The runtime warnings of a store that belongs to the main thread but is used on another,
/// worded as the Composable Architecture 0.40 words them. They go through IssueReporting, so a
/// test fails on them.
enum MainThreadCheck {
  enum Misuse {
    case initialized
    case scoped
    case sent(Any)
  }

  /// Whether the caller runs on the main thread or the main queue. On Linux the two differ once
  /// the process parks its main thread (`dispatchMain()`, an async `main`): the main queue, and
  /// the main actor with it, then runs on a worker thread.
  static var isOnMain: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func report(_ misuse: Misuse) {
    let notThreadSafe = """
      The "Store" class is not thread-safe, and so all interactions with an instance of \
      "Store" (including all of its scopes and derived view stores) must be done on the main \
      thread.
      """
    switch misuse {
    case .initialized:
      reportIssue("A store initialized on a non-main thread. …\n\n\(notThreadSafe)")
    case .scoped:
      reportIssue("\"Store.scope\" was called on a non-main thread. …\n\n\(notThreadSafe)")
    case let .sent(action):
      reportIssue(
        """
        "ViewStore.send" was called on a non-main thread with: \(debugCaseOutput(action)) …

        \(notThreadSafe)
        """)
    }
  }
}

/// An action as the Composable Architecture's runtime warnings name it: its type and case
/// (`AppAction.counter(.incrTapped)`), payloads elided when they are not actions.
func debugCaseOutput(_ value: Any) -> String {
  func caseOutput(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else {
      return mirror.displayStyle == .enum ? ".\(value)" : "\(value)"
    }
    let label = child.label ?? ""
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .enum {
      return ".\(label)(\(caseOutput(child.value)))"
    }
    if payload.displayStyle == .tuple, let last = payload.children.reversed().first,
      Mirror(reflecting: last.value).displayStyle == .enum
    {
      let leading = payload.children.dropLast().map { _ in "_, " }.joined()
      return ".\(label)(\(leading)\(caseOutput(last.value)))"
    }
    return ".\(label)"
  }
  let type = String(reflecting: Swift.type(of: value))
  let typeName = type.split(separator: ".").dropFirst().joined(separator: ".")
  return (typeName.isEmpty ? type : typeName) + caseOutput(value)
}
