/// An id effects are cancelled by: any hashable value, or a type (the `enum TimerID {}` idiom).
///
/// Values of different types never match, even when `AnyHashable` would bridge them (`1` and
/// `1 as Int8`), as in the Composable Architecture. A type `T` matches `ObjectIdentifier(T.self)`.
struct CancelID: Hashable, Sendable {
  private let id: UncheckedSendable<AnyHashable>
  private let discriminator: ObjectIdentifier
  /// The navigation path the id belongs to (TCA 0.56's scoping; empty at the root and in 0.40
  /// features): the same id in two `forEach` elements is two ids.
  let path: NavigationIDPath

  init(_ id: AnyHashable, path: NavigationIDPath = NavigationIDPath()) {
    self.id = UncheckedSendable(id)
    self.discriminator = ObjectIdentifier(type(of: id.base))
    self.path = path
  }

  /// The id as the reducer running now names it: in the navigation path it runs in.
  static func scoped(_ id: AnyHashable) -> Self {
    Self(id, path: DependencyValues._current.navigationIDPath)
  }

  /// The type id as the reducer running now names it.
  static func scoped(type: Any.Type) -> Self {
    CancelID(type: type).at(DependencyValues._current.navigationIDPath)
  }

  /// The same id in `path`.
  func at(_ path: NavigationIDPath) -> Self { Self(id.value, path: path) }

  /// The id at each prefix of its path, which an effect registers under: cancelled from its own
  /// feature or any around it.
  var prefixes: [Self] { path.ids.isEmpty ? [self] : path.prefixes.map(at) }

  init(type: Any.Type) {
    let identifier = ObjectIdentifier(type)
    CancelID.typeNames.withValue { names in
      if names[identifier] == nil { names[identifier] = typeName(type) }
    }
    self.init(AnyHashable(identifier))
  }

  /// The id as listings print it: a type's name, or the value's custom dump. Worked out when
  /// asked, not on the paths that register and cancel effects.
  var description: String {
    if let identifier = id.value.base as? ObjectIdentifier,
      let name = CancelID.typeNames.value[identifier]
    {
      return name
    }
    var dump = ""
    customDump(id.value.base, to: &dump)
    return dump
  }

  /// The user's id: the value, or `ObjectIdentifier(T.self)` for a type.
  var base: AnyHashable { id.value }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.discriminator == rhs.discriminator && lhs.id.value == rhs.id.value && lhs.path == rhs.path
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(discriminator)
    hasher.combine(id.value)
    hasher.combine(path)
  }

  /// The names of the types used as ids, so that an id given as `ObjectIdentifier(T.self)`
  /// prints as `T` too.
  private static let typeNames = LockIsolated<[ObjectIdentifier: String]>([:])
}
