/// Why a text is not an action: a one-line message and the column it is about.
public struct ActionTextError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, on one line: `unknown action 'counter.incremnt'; did you mean
  /// 'counter.increment'?`.
  public var message: String
  /// The 1-based column, in characters of the action text, where the problem is.
  public var column: Int

  /// An error with a message and a column.
  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// The message.
  public var description: String { message }

  /// The error for a failure at a UTF-8 offset of `text`.
  init(_ failure: TextFailure, in text: String) {
    let utf8 = text.utf8
    let offset = min(max(0, failure.offset), utf8.count)
    let prefix = utf8.prefix(offset)
    self.init(message: failure.message, column: String(decoding: prefix, as: UTF8.self).count + 1)
  }

  /// The error for a `DecodingError` thrown by a type's own `init(from:)` after the text was
  /// checked against the schema.
  init(decoding error: any Error, typeName: String) {
    let reason: String
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).filter { !FieldInfo.isPositionalKey($0) }
      reason =
        (path.isEmpty ? "" : "at '\(path.joined(separator: "."))': ")
        + context.debugDescription
    default:
      reason = String(describing: error)
    }
    let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
    self.init(message: "can't make a \(typeName) from this text: \(oneLine)", column: 1)
  }
}
