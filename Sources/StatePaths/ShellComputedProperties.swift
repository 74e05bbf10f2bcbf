/// A state type whose computed properties the shell reads as it reads stored fields: in
/// `state isLoading`, `watch cart.totalPrice`, `break when isLoading changes` and filters
/// (`todos[isOverdue == true]`). They are read-only: `set state isLoading = true` is refused
/// by name.
///
/// The shell finds stored fields by reflection, which sees no computed property: `Mirror`
/// lists stored properties only, and the runtime's metadata records no getter a program could
/// call by name. So a computed property is known by this list, one key path each:
///
/// ```swift
/// extension AppState: ShellComputedProperties {
///   static var shellComputedProperties: [String: PartialKeyPath<AppState>] {
///     ["isLoading": \.isLoading, "totalPrice": \.totalPrice]
///   }
/// }
/// ```
public protocol ShellComputedProperties {
  /// The computed properties the shell reads, by the name paths write them with.
  static var shellComputedProperties: [String: PartialKeyPath<Self>] { get }
}

extension StatePath {
  /// The computed property `name` of `value`, when its type lists it
  /// (``ShellComputedProperties``).
  static func computedProperty(_ name: String, of value: Any) -> Any? {
    guard let listing = value as? any ShellComputedProperties else { return nil }
    func read<Owner: ShellComputedProperties>(_ owner: Owner) -> Any? {
      Owner.shellComputedProperties[name].map { owner[keyPath: $0] }
    }
    return read(listing)
  }

  /// Whether `name` is a computed property `value`'s type lists.
  static func isComputedProperty(_ name: String, of value: Any) -> Bool {
    guard let listing = value as? any ShellComputedProperties else { return false }
    func lists<Owner: ShellComputedProperties>(_: Owner) -> Bool {
      Owner.shellComputedProperties[name] != nil
    }
    return lists(listing)
  }

  /// The computed properties `value`'s type lists, by name, sorted.
  package static func computedPropertyNames(of value: Any) -> [String] {
    guard let listing = value as? any ShellComputedProperties else { return [] }
    func names<Owner: ShellComputedProperties>(_: Owner) -> [String] {
      Owner.shellComputedProperties.keys.sorted()
    }
    return names(listing)
  }
}
