import ConcurrencyExtras

extension DependencyValues {
  /// Dismisses the feature that reads it, from its effect: `await dismiss()` in a presented
  /// feature (`ifLet(\.$destination…)`) or a stack element (`forEach(\.path…)`) makes its parent
  /// receive `.dismiss` (or `.popFrom(id:)`). Elsewhere it reports a runtime warning.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature that reads it is presented (by `ifLet(\.$destination…)` or as a
  /// stack element), and so can be dismissed with ``dismiss``.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

/// An action that dismisses the presented feature that reads it (`DependencyValues.dismiss`).
public struct DismissEffect: Sendable {
  let dismiss: (@Sendable () -> Void)?

  /// A dismissal that runs `dismiss`.
  public init(_ dismiss: @escaping @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  init() { self.dismiss = nil }

  /// Dismisses the feature.
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    await callAsFunction(animation: nil, fileID: fileID, line: line)
  }

  /// Dismisses the feature (as an animated change: there are no views to animate).
  public func callAsFunction(
    animation: Animation?, fileID: StaticString = #fileID, line: UInt = #line
  ) async {
    guard let dismiss else {
      reportRuntimeWarning(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
        @Dependency(\\.dismiss).
        """)
      return
    }
    dismiss()
    // The parent receives the dismissal and cancels this effect: wait for it, as the feature
    // is gone.
    await Task.yield()
  }
}

private enum DismissKey: DependencyKey {
  static var liveValue: DismissEffect { DismissEffect() }
  static var testValue: DismissEffect { DismissEffect() }
}

private enum IsPresentedKey: DependencyKey {
  static var liveValue: Bool { false }
  static var testValue: Bool { false }
}

/// Where a presented feature's ``DismissEffect`` sends its parent's dismissal: the effect
/// that read it, once the store started it (set by ``Effect/dismissible(to:action:)``).
final class DismissTarget: @unchecked Sendable {
  private let deliver = LockIsolated<(@Sendable () -> Void)?>(nil)

  var effect: DismissEffect { DismissEffect { [self] in deliver.value?() } }

  func setDelivery(_ delivery: @escaping @Sendable () -> Void) { deliver.setValue(delivery) }
}

extension Effect where Failure == Never {
  /// This effect, able to deliver `action` (the parent's dismissal) when a ``DismissEffect``
  /// of `target` is called from its work.
  func dismissible(to target: DismissTarget, action: Output) -> Self {
    guard !isNone else { return self }
    return Self(kind: kind) { subscriber in
      let delivery = UncheckedSendable((subscriber, action))
      target.setDelivery {
        let (subscriber, action) = delivery.value
        subscriber.context.deliver { subscriber.send(action) }
      }
      return self.subscribe(subscriber)
    }
  }
}
