import Foundation

/// A note of the notes list, made with a fresh id.
public struct Note: Equatable, Identifiable, Sendable {
  public let id: UUID
  public var text: String
  public var isPinned: Bool

  public init(id: UUID, text: String = "", isPinned: Bool = false) {
    self.id = id
    self.text = text
    self.isPinned = isPinned
  }
}
