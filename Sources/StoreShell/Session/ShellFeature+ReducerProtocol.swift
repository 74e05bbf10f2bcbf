import Composable

extension ShellFeature {
  /// A `ReducerProtocol` feature named `name` running the reducer `reducer` builds from
  /// `initialState`, with the dependencies the shell owns set from its context (its scheduler
  /// as `\.mainQueue` and `\.mainRunLoop`, a clock on it as `\.continuousClock` and
  /// `\.suspendingClock`, incrementing `\.uuid`, virtual `\.date`, seeded random numbers) and
  /// the app's clients at their `previewValue` (`--live`: real ones, `liveValue`s);
  /// `withDependencies` then changes any of them.
  public init<R: ReducerProtocol>(
    name: String,
    initialState: @autoclosure @escaping () -> State,
    reducer: @escaping () -> R,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    self.init(
      name: name, declaration: nil, reducerDeclaration: FeatureDeclarationName(type: R.self)
    ) { context, inbox in
      Store(
        initialState: initialState(), reducer: reducer,
        withDependencies: {
          ShellDependencies.prepare(&$0, context: context)
          prepareDependencies(&$0)
        },
        inbox: inbox)
    }
  }
}
