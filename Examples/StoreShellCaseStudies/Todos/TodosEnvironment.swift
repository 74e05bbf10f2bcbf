import Composable

/// The to-do list's dependencies.
public struct TodosEnvironment {
  /// Where the sort after a check is debounced.
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  /// New to-dos' ids.
  public var uuid: () -> UUID

  /// An environment from its dependencies.
  public init(mainQueue: AnySchedulerOf<DispatchQueue>, uuid: @escaping () -> UUID) {
    self.mainQueue = mainQueue
    self.uuid = uuid
  }

  /// The main queue and random ids.
  public static let live = TodosEnvironment(mainQueue: .main, uuid: UUID.init)
}
