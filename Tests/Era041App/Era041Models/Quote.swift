import Foundation

/// A quote the search finds.
public struct Quote: Equatable, Identifiable, Sendable {
  public let id: Int
  public var text: String

  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}
