import Foundation

/// A reminder: what to do, and whether it is done.
public struct Reminder: Equatable, Identifiable, Codable, Sendable {
  public var id: UUID
  public var title: String
  public var isDone: Bool

  public init(id: UUID, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
