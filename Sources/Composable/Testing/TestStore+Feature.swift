extension TestStore {
  /// A test store running `feature`, built from `context` exactly as a tool builds its store
  /// (the environment first, then the initial state): the form the shell's exported tests use,
  /// `TestStore(SearchFeature.self, context: .test(scheduler: scheduler))`.
  public convenience init<Feature: ComposableFeature>(
    _ feature: Feature.Type,
    context: FeatureContext,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where Feature.State == State, Feature.Action == Action, Feature.Environment == Environment {
    let (state, environment) = feature.start(in: context)
    self.init(
      initialState: state, reducer: feature.reducer, environment: environment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
