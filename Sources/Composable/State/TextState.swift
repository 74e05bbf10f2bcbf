/// Text for alerts, as state: compared by content, printable in dumps and diffs.
public struct TextState: Equatable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomDumpStringConvertible
{
  /// The text.
  public let string: String

  /// Text with `string` as its content.
  public init(_ string: String) { self.string = string }

  /// Text from a literal.
  public init(stringLiteral value: String) { self.string = value }

  public var customDumpDescription: String { string.debugDescription }
}
