import Composable
import Foundation

extension FileClient {
  /// Files kept in memory, empty at first: what a test store's session uses, so that no two
  /// sessions (or a session and the user's real files) share favourites through the disk.
  public static func inMemory() -> FileClient {
    let files = InMemoryFiles()
    return FileClient(
      load: { fileName -> Effect<Data?, Never> in .sync { files[fileName] } },
      save: { fileName, data in .fireAndForget { files[fileName] = data } }
    )
  }
}

/// The files of an in-memory client, read and written from any thread (a `fireAndForget`
/// effect runs on another): guarded by a lock, hence `@unchecked Sendable`.
private final class InMemoryFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: Data] = [:]

  subscript(name: String) -> Data? {
    get { lock.withLock { files[name] } }
    set { lock.withLock { files[name] = newValue } }
  }
}
