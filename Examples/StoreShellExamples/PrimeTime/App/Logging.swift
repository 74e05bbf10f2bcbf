import Composable

/// The higher-order reducer that logs each action and the state after it, in a
/// `fireAndForget` effect run before the reducer's own effects (seed 004).
public func logging<Value, Action, Environment>(
  _ reducer: Reducer<Value, Action, Environment>
) -> Reducer<Value, Action, Environment> {
  logging(reducer, printer: { print($0) })
}

/// ``logging(_:)`` with the log going to `printer`, one call per action: `Action: …`,
/// `Value:`, the state `dump`ed, `---`.
public func logging<Value, Action, Environment>(
  _ reducer: Reducer<Value, Action, Environment>,
  printer: @escaping (String) -> Void
) -> Reducer<Value, Action, Environment> {
  Reducer.merging { value, action, environment in
    let effects = reducer(&value, action, environment)
    let newValue = value
    return [
      .fireAndForget {
        var dumped = ""
        dump(newValue, to: &dumped)
        printer("Action: \(action)\nValue:\n\(dumped)---")
      },
      effects,
    ]
  }
}
