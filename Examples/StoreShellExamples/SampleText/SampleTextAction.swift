import Composable

/// What happens in seed 000's text-loading example.
public enum SampleTextAction: Equatable {
  /// Starts loading.
  case load
  /// The load finished: the text, or the error.
  case loaded(Result<String, URLError>)
}
