import Composable

extension FileClient {
  /// The seed's mock: every file holds `[2, 31]`; saving does nothing.
  ///
  /// The seed writes `static let mock` under `#if DEBUG`; it is computed here (a stored static
  /// of a type holding closures is not concurrency-safe in Swift 6) and always available, since
  /// a shell built in release mode offers it too.
  public static var mock: FileClient {
    FileClient(
      load: { _ in
        Effect<Data?, Never>.sync {
          try! JSONEncoder().encode([2, 31])
        }
      },
      save: { _, _ in .fireAndForget {} }
    )
  }
}
