extension Reducer {
  /// Prints every action this reducer receives and the state diff it causes, as TCA 0.40
  /// prints them: `received action:` (after `prefix: ` if given), the action indented by two
  /// spaces, then the custom-dump diff of the state (or `(No state changes)`), then a blank
  /// line.
  ///
  /// Printing happens in debug builds only, through the printer of the environment
  /// `toDebugEnvironment` derives. Without a queue it prints at once, before the reducer's
  /// effects start, so output is in order and tests can check it; TCA printed on a background
  /// queue, which ``DebugEnvironment/init(printer:queue:)`` still offers.
  public func debug(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Self {
    debug(
      prefix, state: { $0 }, action: .self, actionFormat: actionFormat,
      environment: toDebugEnvironment)
  }

  /// Prints every action this reducer receives, without the state; see
  /// ``debug(_:actionFormat:environment:)``.
  public func debugActions(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Self {
    debug(
      prefix, state: { _ in () }, action: .self, actionFormat: actionFormat,
      environment: toDebugEnvironment)
  }

  /// Prints the actions `toLocalAction` extracts and the changes of the part of the state
  /// `toLocalState` picks; see ``debug(_:actionFormat:environment:)``.
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping (State) -> LocalState,
    action toLocalAction: CasePath<Action, LocalAction>,
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Self {
    #if DEBUG
      return Self { state, action, environment in
        let previousState = toLocalState(state)
        let effects = self.run(&state, action, environment)
        guard let localAction = toLocalAction.extract(from: action) else { return effects }
        let nextState = toLocalState(state)
        let debugEnvironment = toDebugEnvironment(environment)
        let message = {
          debugMessage(
            prefix: prefix, action: localAction, format: actionFormat,
            from: previousState, to: nextState)
        }
        if let queue = debugEnvironment.queue {
          let print = UncheckedSendable((debugEnvironment.printer, message))
          queue.async { print.value.0(print.value.1()) }
        } else {
          debugEnvironment.printer(message())
        }
        return effects
      }
    #else
      return self
    #endif
  }

  /// Prints every action and state diff through `printer`: shorthand for
  /// `debug(prefix, environment: { _ in DebugEnvironment(printer: printer) })`.
  public func debug(_ prefix: String = "", printer: @escaping (String) -> Void) -> Self {
    debug(prefix, environment: { _ in DebugEnvironment(printer: printer) })
  }
}

/// What `debug` prints for one action.
private func debugMessage<LocalState, LocalAction>(
  prefix: String, action: LocalAction, format: ActionFormat,
  from previousState: LocalState, to nextState: LocalState
) -> String {
  var actionOutput = ""
  switch format {
  case .prettyPrint: customDump(action, to: &actionOutput, indent: 2)
  case .labelsOnly: actionOutput = "  " + debugCaseOutput(action)
  }
  let stateOutput =
    LocalState.self == Void.self
    ? ""
    : diff(previousState, nextState).map { "\($0)\n" } ?? "  (No state changes)\n"
  return """
    \(prefix.isEmpty ? "" : "\(prefix): ")received action:
    \(actionOutput)
    \(stateOutput)
    """
}
