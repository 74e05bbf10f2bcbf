// Where SwiftUI exists, the transaction parameters take SwiftUI's own `Transaction`.
#if !canImport(SwiftUI)
  /// SwiftUI's `Transaction` where SwiftUI does not exist (Linux): the context of a state
  /// change, chiefly its ``animation``. Accepted by ``Effect/transaction(_:)`` and the like, and
  /// not applied: Composable has no views.
  public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether the views' own animations are turned off.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
  }

  /// Runs `body` as a change animated with `animation` (SwiftUI's `withAnimation`); on Linux,
  /// simply runs it.
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body` in `transaction` (SwiftUI's `withTransaction`); on Linux, simply runs it.
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
