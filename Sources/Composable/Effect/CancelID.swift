/// An id effects are cancelled by: any hashable value, or a type (the `enum TimerID {}` idiom).
///
/// Values of different types never match, even when `AnyHashable` would bridge them (`1` and
/// `1 as Int8`), as in the Composable Architecture. A type `T` matches `ObjectIdentifier(T.self)`.
struct CancelID: Hashable, Sendable {
  private let id: UncheckedSendable<AnyHashable>
  private let discriminator: ObjectIdentifier
  /// The id as listings print it: a type's name, or the value's custom dump.
  let description: String

  init(_ id: AnyHashable) {
    self.id = UncheckedSendable(id)
    self.discriminator = ObjectIdentifier(type(of: id.base))
    if let identifier = id.base as? ObjectIdentifier,
      let name = CancelID.typeNames.value[identifier]
    {
      self.description = name
    } else {
      var dump = ""
      customDump(id.base, to: &dump)
      self.description = dump
    }
  }

  init(type: Any.Type) {
    let identifier = ObjectIdentifier(type)
    let name = typeName(type)
    CancelID.typeNames.withValue { $0[identifier] = name }
    self.init(AnyHashable(identifier))
  }

  /// The user's id: the value, or `ObjectIdentifier(T.self)` for a type.
  var base: AnyHashable { id.value }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.discriminator == rhs.discriminator && lhs.id.value == rhs.id.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(discriminator)
    hasher.combine(id.value)
  }

  /// The names of the types used as ids, so that an id given as `ObjectIdentifier(T.self)`
  /// prints as `T` too.
  private static let typeNames = LockIsolated<[ObjectIdentifier: String]>([:])
}
