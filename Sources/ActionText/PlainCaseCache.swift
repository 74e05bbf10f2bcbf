import EnumReflection
import Foundation

/// Actions named by a case path alone (`counter.increment`: identifiers and dots, no arguments,
/// no literals) of a value type, decoded once per action type and text and then reused as values.
///
/// Such a text names one value whatever else is sent (a case path carries nothing that could
/// differ between two decodings), so its decoding, ~30,000 instructions through the type's
/// `init(from:)`, is done once. Texts with arguments are decoded every time. At most `limit`
/// texts are kept (then the cache starts over).
final class PlainCaseCache: @unchecked Sendable {
  static let shared = PlainCaseCache()
  static let limit = 4_096
  private let lock = NSLock()
  private var values: [Key: Any] = [:]

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let text: String
  }

  /// Whether `text` is a case path alone (ASCII letters, digits, `_` and `.`, nothing else)
  /// of a value type: an enum or a struct (the instance of a class is not reused).
  static func isPlain(_ text: String, of type: Any.Type) -> Bool {
    let kind = EnumMetadata.kind(of: type)
    guard kind == .structure || kind == .enumeration || kind == .optional else { return false }
    var text = text
    return text.withUTF8 { bytes in
      !bytes.isEmpty
        && bytes.allSatisfy { byte in
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
          default: return false
          }
        }
    }
  }

  /// The action `text` decoded to before, as `type`.
  func value<Action>(for text: String, as type: Action.Type) -> Action? {
    let key = Key(type: ObjectIdentifier(type), text: text)
    lock.lock()
    defer { lock.unlock() }
    return values[key] as? Action
  }

  /// Remembers that `text` decodes to `value`.
  func store<Action>(_ value: Action, for text: String) {
    let key = Key(type: ObjectIdentifier(Action.self), text: text)
    lock.lock()
    defer { lock.unlock() }
    if values.count >= Self.limit { values = [:] }
    values[key] = value
  }
}
