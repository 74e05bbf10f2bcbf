/// The effect a reducer returns (TCA 0.41-0.56's name): an ``Effect`` that never fails.
public typealias EffectTask<Action> = Effect<Action, Never>

/// The effect type of a reducer `R`: `EffectOf<Feature>`.
public typealias EffectOf<R: ReducerProtocol> = Effect<R.Action, Never>

/// TCA 0.41-0.56's name of an effect that may fail, for source compatibility.
public typealias EffectPublisher<Action, Failure: Error> = Effect<Action, Failure>

extension Effect where Failure == Never {
  /// An effect that delivers `action` at once, then completes.
  public static func send(_ action: Output) -> Self { Self(value: action) }

  /// An effect that delivers `action` at once as an animated change; Composable has no views
  /// to animate, so it delivers `action` as ``send(_:)`` does.
  public static func send(_ action: Output, animation: Animation?) -> Self {
    Self(value: action).animation(animation)
  }
}
