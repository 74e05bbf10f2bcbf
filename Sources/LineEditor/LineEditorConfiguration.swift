extension LineEditor {
  /// Settings fixed when the editor is created.
  public struct Configuration: Equatable, Sendable {
    /// The file history is loaded from and appended to, one entry a line; `nil` keeps history in
    /// memory only. See ``LineEditor/historyPath(environment:)``.
    public var historyFile: String?
    /// The most entries kept, in memory and in the file; 0 turns history off.
    public var historyLimit: Int
    /// The name libedit matches against `name:` prefixes in `~/.editrc`.
    public var applicationName: String

    /// Creates a configuration; the defaults keep 1,000 entries in memory only.
    public init(
      historyFile: String? = nil,
      historyLimit: Int = 1000,
      applicationName: String = "store-shell"
    ) {
      self.historyFile = historyFile
      self.historyLimit = historyLimit
      self.applicationName = applicationName
    }
  }
}
