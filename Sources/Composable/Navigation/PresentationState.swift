/// The state of a feature its parent presents (a sheet, an alert, a destination), `nil` when
/// nothing is: `@PresentationState var destination: Destination.State?`, run by
/// `ifLet(\.$destination, action: /Action.destination) { Destination() }`.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented feature's state.
  public var wrappedValue: State?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$destination` for `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented state as one case of an enum of destinations, `nil` for another case (a
  /// change made there to another case is ignored, with a runtime warning).
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(path.extract) }
    set {
      guard let newValue else {
        if wrappedValue.flatMap(path.extract) != nil { wrappedValue = nil }
        return
      }
      guard wrappedValue.flatMap(path.extract) != nil else {
        reportRuntimeWarning("Can't modify unrelated case of \(State.self)")
        return
      }
      wrappedValue = path.embed(newValue)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps show the presented state, and tools that relabel property wrappers (as the shell's
  /// dumps and exported tests do `@BindableState`'s) name the field as declared: `destination`,
  /// not `_destination`.
  public var customDumpValue: Any { wrappedValue as Any }
}

extension PresentationState: CustomReflectable {
  /// Dumps and diffs show the presented state, not the wrapper.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

/// The actions of a presented feature, as its parent receives them: the feature's own
/// (`.presented`), or its dismissal (`.dismiss`, sent by the view or by the feature's
/// `@Dependency(\.dismiss)`).
public enum PresentationAction<Action> {
  /// The presented feature is dismissed: its parent sets its state to `nil`.
  case dismiss
  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

// Shown by its property's name, as `@BindableState` fields are (`destination`, not
// `_destination`), in the shell's dumps and diffs and in the tests it exports.
extension PresentationState: BindableStateStorage {
  public var wrappedValueAsAny: Any { wrappedValue as Any }
}
