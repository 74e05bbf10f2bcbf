import Composable

extension FileClient {
  /// Files in `directory`, read and written when the effect starts. Saving creates the
  /// directory if needed; a failed write is dropped silently (the endpoint, as in the seed,
  /// delivers nothing), and a later load reports what is on disk.
  public static func live(directory: URL) -> FileClient {
    FileClient(
      load: { fileName -> Effect<Data?, Never> in
        .sync {
          try? Data(contentsOf: directory.appendingPathComponent(fileName))
        }
      },
      save: { fileName, data in
        .fireAndForget {
          try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true)
          try data.write(to: directory.appendingPathComponent(fileName), options: .atomic)
        }
      }
    )
  }

  /// The seed's live client: files in the user's documents directory (the temporary directory
  /// where there is none).
  public static var live: FileClient {
    let documents =
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return .live(directory: documents)
  }
}
