/// An action or value as written, before it is matched against a schema.
struct Syntax: Equatable, Sendable {
  indirect enum Kind: Equatable, Sendable {
    /// Dotted case names with optional arguments: `counter.setCount("42")`, `.increment`.
    case reference(leadingDot: Bool, names: [Name], arguments: [Argument]?)
    case string(String)
    case integer(negative: Bool, magnitude: UInt64)
    case float(Double)
    case bool(Bool)
    case nilLiteral
    case array([Syntax])
    case dictionary([DictionaryEntry])
    /// A parenthesized list with labels, or of more than one value: `(x: 1, y: 2)`.
    case tuple([Argument])
    /// `\.foo.bar`: parsed so that it can be reported, never decodable.
    case keyPath(String)
  }

  let kind: Kind
  /// The UTF-8 offset of the first byte in the text.
  let start: Int
  /// The UTF-8 offset just past the last byte.
  let end: Int
}

/// An identifier and where it was written.
struct Name: Equatable, Sendable {
  let text: String
  let offset: Int
}

/// A value in an argument list or tuple, with its label if it has one.
struct Argument: Equatable, Sendable {
  let label: Name?
  let value: Syntax
}

/// One `key: value` of a dictionary literal.
struct DictionaryEntry: Equatable, Sendable {
  let key: Syntax
  let value: Syntax
}

/// A problem with the text, at a UTF-8 offset; the public error reports it by column.
struct TextFailure: Error, Equatable {
  let offset: Int
  let message: String
}
