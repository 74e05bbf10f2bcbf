import Dependencies

/// The navigation ids of the `forEach` elements, `ifLet` children and presented features a
/// reducer runs inside, outermost first: what TCA 0.56 scopes cancel ids by. An effect made
/// `.cancellable(id:)` inside an element is registered under the id at each prefix of its
/// path, so that `.cancel(id:)` from the same element, or from any feature around it, cancels
/// it, and one from a sibling element does not (its path differs).
struct NavigationIDPath: Hashable, Sendable {
  /// The ids, outermost first.
  var ids: [NavigationID] = []

  /// This path, one level deeper.
  func appending(_ id: NavigationID) -> Self { Self(ids: ids + [id]) }

  /// The empty path, then each longer prefix, up to this path.
  var prefixes: [Self] { (0...ids.count).map { Self(ids: Array(ids.prefix($0))) } }
}

extension DependencyValues {
  /// The navigation path of the reducer running (empty at the root, and in a 0.40 feature).
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}
