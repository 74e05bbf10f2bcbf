import Foundation

/// A value in JSON's data model, laid out the way synthesized `Codable` reads actions:
/// `counter.setCount("42")` is `{"counter":{"_0":{"setCount":{"_0":"42"}}}}`.
enum EncodedValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case unsignedInteger(UInt64)
  case floatingPoint(Double)
  case decimal(Decimal)
  case string(String)
  case array([EncodedValue])
  case object([Member])

  /// One key and value of an object, in the order they were written.
  struct Member: Sendable, Equatable {
    let key: String
    let value: EncodedValue
  }

  /// The value's JSON text. Dates are numbers of seconds since 2001-01-01 (what `JSONDecoder`'s
  /// default `.deferredToDate` strategy reads); non-finite numbers, which JSON lacks, are written
  /// as the strings `"nan"`, `"inf"` and `"-inf"`.
  var jsonText: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .integer(let value): text += String(value)
    case .unsignedInteger(let value): text += String(value)
    case .floatingPoint(let value):
      if value.isFinite {
        text += value.description
      } else {
        text += value.isNaN ? "\"nan\"" : value < 0 ? "\"-inf\"" : "\"inf\""
      }
    case .decimal(let value): text += value.description
    case .string(let value): JSONQuoting.append(value, to: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        JSONQuoting.append(member.key, to: &text)
        text += ":"
        member.value.write(to: &text)
      }
      text += "}"
    }
  }
}
