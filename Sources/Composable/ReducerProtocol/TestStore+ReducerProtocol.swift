extension TestStore where Environment == Void {
  /// A test store running `reducer` from `initialState` (TCA 0.56): `TestStore(initialState:
  /// Feature.State()) { Feature() } withDependencies: { $0.uuid = .incrementing }`. The reducer,
  /// its effects and `initialState` run with the dependencies `prepareDependencies` sets, which
  /// ``dependencies`` reads and changes between steps.
  public convenience init<R: ReducerProtocol>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (_ dependencies: inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where R.State == State, R.Action == Action {
    // Stack ids count from 0 in each test store, as tests name them (`.element(id: 0, …)`).
    let prepare: (inout DependencyValues) -> Void = {
      $0.stackElementID = .incrementing()
      prepareDependencies(&$0)
    }
    let (state, reducer, dependencies) = withDependencies(prepare) {
      (initialState(), reducer(), DependencyValues._current)
    }
    let box = Box(dependencies)
    self.init(
      initialState: state,
      reducer: AnyReducer { state, action, _ in
        DependencyValues.$_current.withValue(box.value) { reducer.reduce(into: &state, action: action) }
      },
      environment: (), fileID: fileID, filePath: filePath, line: line, column: column)
    // The box the reducer reads: `dependencies` writes into it.
    dependencyValues = box
    wording = .tca056
    log.peekStackID = { box.value.stackElementID.peek() }
    log.nextStackID = box.value.stackElementID.peek()
  }

  /// A test store running `reducer` from `initialState` with the dependencies
  /// `prepareDependencies` sets (TCA 0.41's spelling).
  public convenience init<R: ReducerProtocol>(
    initialState: @autoclosure () -> State,
    reducer: R,
    prepareDependencies: (_ dependencies: inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// The dependencies the feature runs with; a test may change them between steps
  /// (`store.dependencies.uuid = .incrementing`).
  public var dependencies: DependencyValues {
    get { dependencyValues.value }
    set { dependencyValues.value = newValue }
  }
}

/// A test store of a reducer `R`: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: ReducerProtocol> = TestStore<R.State, R.Action, Void>
  where R.State: Equatable
