/// The app's own logging, in a module whose name swift-log's module also has.
public enum AppLog {
  /// The lines logged so far.
  nonisolated(unsafe) public static var lines: [String] = []

  /// Logs `line`.
  public static func log(_ line: String) { lines.append(line) }
}
