extension ReducerProtocol {
  /// This reducer, printing each action it receives and the state change it made (with
  /// `printer`, ``_ReducerPrinter/customDump`` by default; `nil` prints nothing). Debug builds
  /// only. The change is printed when the reducer has run, not from an effect as TCA does: a
  /// test store then sees no extra effect in flight.
  @inlinable @warn_unqualified_access
  public func _printChanges(_ printer: _ReducerPrinter<State, Action>? = .customDump)
    -> _PrintChangesReducer<Self>
  {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``ReducerProtocol/_printChanges(_:)`` prints a change.
public struct _ReducerPrinter<State, Action> {
  private let printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer calling `printChange` with the action and the states before and after it.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.printChange = printChange
  }

  /// Prints one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// The action as a custom dump, then the state's diff (or "(No state changes)").
  public static var customDump: Self {
    Self { action, oldState, newState in
      var output = "received action:\n"
      CustomDump.customDump(action, to: &output, indent: 2)
      output += "\n"
      output += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
      print(output)
    }
  }

  /// The action's case names and labels on one line.
  public static var actionLabels: Self {
    Self { action, _, _ in print("received action: \(debugCaseOutput(action))") }
  }
}

/// A reducer printing the changes of another (``ReducerProtocol/_printChanges(_:)``).
public struct _PrintChangesReducer<Base: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action)
    -> EffectTask<Base.Action>
  {
    #if DEBUG
      if let printer {
        let oldState = state
        let effect = base.reduce(into: &state, action: action)
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
        return effect
      }
    #endif
    return base.reduce(into: &state, action: action)
  }
}

extension ReducerProtocol {
  /// TCA 0.41's name of `_printChanges(_:)`.
  @available(*, deprecated, renamed: "_printChanges")
  @warn_unqualified_access
  public func debug() -> _PrintChangesReducer<Self> { self._printChanges() }
}
