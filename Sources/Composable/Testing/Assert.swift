/// One step of an ``assert(initialValue:reducer:environment:steps:fileID:filePath:line:column:)``
/// test: send an action or receive one from an effect, with the expected state change.
public struct Step<Value, Action> {
  /// Whether the step sends an action or receives one.
  public enum StepType {
    /// The test sends the action.
    case send
    /// An effect delivers the action.
    case receive
  }

  let type: StepType
  let action: Action
  let update: (inout Value) -> Void
  let location: SourceLocation

  /// A step of `type` for `action`; `update` makes the expected state change.
  public init(
    _ type: StepType, _ action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ update: @escaping (inout Value) -> Void = { _ in }
  ) {
    self.type = type
    self.action = action
    self.update = update
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Runs `steps` against `reducer` from `initialValue` (the seed 004 helper): each step's state
/// change must match, every delivered action must be received, and no effect may be left
/// running (reported where `assert` is called).
public func assert<Value: Equatable, Action: Equatable, Environment>(
  initialValue: Value,
  reducer: Reducer<Value, Action, Environment>,
  environment: Environment,
  steps: Step<Value, Action>...,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let store = TestStore(
    initialState: initialValue, reducer: reducer, environment: environment,
    fileID: fileID, filePath: filePath, line: line, column: column)
  for step in steps {
    let location = step.location
    switch step.type {
    case .send:
      store.send(
        step.action, { step.update(&$0) }, fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column)
    case .receive:
      store.receive(
        step.action, { step.update(&$0) }, fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column)
    }
  }
  // The test store's end checks for unhandled actions and effects still running, after giving
  // async effects time to finish.
}
