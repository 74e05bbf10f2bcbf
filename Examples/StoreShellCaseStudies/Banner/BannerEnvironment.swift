import Composable

/// The banner form's dependencies: a saving client, and nothing for time (the reducer uses the
/// main queue itself).
public struct BannerEnvironment {
  /// Saves the form; delivers whether it worked, on whatever thread it finishes.
  public var save: () -> Effect<Bool, Never>

  /// An environment saving with `save`.
  public init(save: @escaping () -> Effect<Bool, Never>) {
    self.save = save
  }

  /// A save that takes 100 ms on a background queue and works.
  public static let live = BannerEnvironment(
    save: {
      .future { callback in
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { callback(.success(true)) }
      }
    }
  )

  /// A save that works at once.
  public static let inMemory = BannerEnvironment(save: { Effect(value: true) })
}
