import Composable

/// The dependencies of seed 000's text-loading example: how the text is loaded, and the
/// scheduler the result is delivered on.
public struct SampleTextEnvironment {
  /// Loads the text.
  public var loadText: () -> Effect<String, URLError>
  /// Where the result is delivered.
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  /// An environment from its dependencies.
  public init(
    loadText: @escaping () -> Effect<String, URLError>,
    mainQueue: AnySchedulerOf<DispatchQueue>
  ) {
    self.loadText = loadText
    self.mainQueue = mainQueue
  }

  /// The file the live environment reads by default: `/etc/hosts`, a text file present on
  /// Linux and macOS alike.
  public static let defaultFileURL = URL(fileURLWithPath: "/etc/hosts")

  /// The live environment, on the main queue, reading ``defaultFileURL``.
  ///
  /// The seed loads `https://example.com` through `URLSession`. This package must run without
  /// a network (and without FoundationNetworking on Linux), so the live loader reads a local
  /// text file instead: same effect type, same failure type.
  public static var live: SampleTextEnvironment {
    .live(fileURL: defaultFileURL, mainQueue: .main)
  }

  /// Reads the text of `fileURL` (UTF-8) when the effect starts, delivering on `mainQueue`.
  /// A missing file fails with `URLError(.fileDoesNotExist)`, an unreadable one with
  /// `.cannotOpenFile`, a file that is not UTF-8 text with `.cannotDecodeContentData`.
  public static func live(
    fileURL: URL, mainQueue: AnySchedulerOf<DispatchQueue>
  ) -> SampleTextEnvironment {
    SampleTextEnvironment(loadText: { readText(at: fileURL) }, mainQueue: mainQueue)
  }

  /// Loads "Hello World" at once (the seed's test stub), delivering on `mainQueue`.
  public static func mock(mainQueue: AnySchedulerOf<DispatchQueue>) -> SampleTextEnvironment {
    SampleTextEnvironment(loadText: { Effect(value: "Hello World") }, mainQueue: mainQueue)
  }

  /// An effect reading the UTF-8 text of the file at `url`.
  static func readText(at url: URL) -> Effect<String, URLError> {
    .result {
      guard FileManager.default.fileExists(atPath: url.path) else {
        return .failure(URLError(.fileDoesNotExist))
      }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        return .failure(URLError(.cannotOpenFile))
      }
      guard let text = String(data: data, encoding: .utf8) else {
        return .failure(URLError(.cannotDecodeContentData))
      }
      return .success(text)
    }
  }
}
