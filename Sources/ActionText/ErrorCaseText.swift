import EnumReflection
import Foundation

/// The text of an error named in Swift's spelling where an error's text is expected: a
/// `TaskResult` failure is coded as the error's text (what the shell prints,
/// `.failure("Unknown user or wrong password.")`), and `.failure(AuthenticationError.invalidUserPassword)`,
/// as an exported test and custom-dump write it, stands for the same text: the case is built
/// from the runtime's metadata and asked for its text as a `TaskFailure` asks (a
/// `LocalizedError`'s description, else `String(describing:)`).
///
/// Only cases without a payload of an enum conforming to `Error`, declared at a module's top
/// level or nested in other types (not inside a function, not `private`): what the runtime
/// finds by name. Written by hand: no library builds a value of a type known only by its name.
enum ErrorCaseText {
  /// The text of the error `names` spell (`AuthenticationError.invalidUserPassword`,
  /// `Login.Failure.offline`, `MyModule.AuthenticationError.invalidUserPassword`), looking its
  /// type up in `modules` (the modules of the schema's types); `nil` when it names no such case.
  static func text(of names: [String], modules: [String]) -> String? {
    guard names.count >= 2, names.allSatisfy(isPlainIdentifier) else { return nil }
    let caseName = names[names.count - 1]
    let typePath = Array(names.dropLast())
    var candidates = modules.map { [$0] + typePath }
    // A name that begins with its module (`MyModule.AuthenticationError.…`).
    if typePath.count >= 2 { candidates.insert(typePath, at: 0) }
    for path in candidates {
      guard let type = enumType(path), let value = payloadFreeCase(caseName, of: type),
        let error = value as? any Error
      else { continue }
      return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
    return nil
  }

  /// The enum type at `path` (module first), through the runtime's look-up by mangled name: each
  /// enclosing type may be a struct, an enum or a class.
  private static func enumType(_ path: [String]) -> Any.Type? {
    guard path.count >= 2, path.count <= 5 else { return nil }
    let module = "\(path[0].utf8.count)\(path[0])"
    let enclosing = Array(path.dropFirst().dropLast())
    let last = "\(path[path.count - 1].utf8.count)\(path[path.count - 1])O"
    var manglings = [module]
    for name in enclosing {
      manglings = manglings.flatMap { prefix in
        ["V", "O", "C"].map { prefix + "\(name.utf8.count)\(name)" + $0 }
      }
    }
    for prefix in manglings {
      if let type = _typeByName(prefix + last), EnumMetadata.isEnum(type) { return type }
    }
    return nil
  }

  /// The value of case `name` of the enum `type` when that case has no payload, built by the
  /// enum's own witness that writes a case tag.
  private static func payloadFreeCase(_ name: String, of type: Any.Type) -> Any? {
    guard let names = EnumMetadata.caseNames(of: type), let tag = names.firstIndex(of: name),
      !isPayloadCase(type, tag: tag)
    else { return nil }
    func build<Value>(_: Value.Type) -> Any {
      let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
      defer { pointer.deallocate() }
      let metadata = unsafeBitCast(Value.self, to: UnsafeRawPointer.self)
      EnumMetadata.Witnesses(enumMetadata: metadata).inject(
        UnsafeMutableRawPointer(pointer), UInt32(tag), metadata)
      return pointer.move()
    }
    return _openExistential(type, do: build)
  }

  /// Whether case `tag` of `type` carries a payload (its record names a payload type).
  private static func isPayloadCase(_ type: Any.Type, tag: Int) -> Bool {
    let fields = EnumMetadata.payloadFields(of: unsafeBitCast(type, to: UnsafeRawPointer.self))
    return tag < fields.count && fields[tag] != nil
  }

  private static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
  }
}
