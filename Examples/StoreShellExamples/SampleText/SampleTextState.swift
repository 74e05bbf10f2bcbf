/// The state of seed 000's text-loading example.
public struct SampleTextState: Equatable, Codable, Sendable {
  /// Whether a load is running.
  public var loading: Bool
  /// The text loaded, or `Error: …`.
  public var text: String

  /// A state; by default idle and empty.
  public init(loading: Bool = false, text: String = "") {
    self.loading = loading
    self.text = text
  }
}
