/// A line of shell output, with the role that decides its colour on a terminal.
public struct OutputLine: Equatable, Sendable {
  /// What the line shows.
  public enum Role: Equatable, Sendable {
    /// Ordinary text.
    case plain
    /// A sent action.
    case sent
    /// An action an effect delivered.
    case received
    /// A diff line of the state before.
    case removed
    /// A diff line of the state after.
    case added
    /// A summary or note, shown dim.
    case note
    /// An error.
    case error
  }

  /// The text, without a newline.
  public var text: String
  /// The role.
  public var role: Role
  /// Whether the line differs between runs (timing): not recorded, not checked.
  public var isVolatile = false

  /// A line of `text` in `role`.
  public init(_ text: String, _ role: Role = .plain, isVolatile: Bool = false) {
    self.text = text
    self.role = role
    self.isVolatile = isVolatile
  }

  /// The text with ANSI colours for its role.
  public var colored: String {
    switch role {
    case .plain: return text
    case .sent: return "\u{1B}[1m\(text)\u{1B}[0m"
    case .received: return "\u{1B}[36m\(text)\u{1B}[0m"
    case .removed: return "\u{1B}[31m\(text)\u{1B}[0m"
    case .added: return "\u{1B}[32m\(text)\u{1B}[0m"
    case .note: return "\u{1B}[2m\(text)\u{1B}[0m"
    case .error: return "\u{1B}[31;1m\(text)\u{1B}[0m"
    }
  }
}
