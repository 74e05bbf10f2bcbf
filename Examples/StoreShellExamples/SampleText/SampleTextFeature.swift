import Composable

/// The sample-text loader of seed 000 as a ``ComposableFeature``, reading a local file.
public enum SampleTextFeature: ComposableFeature {
  public static var reducer: Reducer<SampleTextState, SampleTextAction, SampleTextEnvironment> {
    sampleTextReducer
  }

  public static func environment(_ context: FeatureContext) -> SampleTextEnvironment {
    .mock(mainQueue: context.scheduler)
  }

  public static func initialState(
    _ context: FeatureContext, _ environment: SampleTextEnvironment
  ) -> SampleTextState {
    SampleTextState(loading: false, text: "")
  }

  public static var summary: String { "the sample-text loader with a receive(on:) effect" }
}
