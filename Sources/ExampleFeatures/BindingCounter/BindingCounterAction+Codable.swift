import Composable

/// `BindingAction` holds a key path and an `Any` value, so it has no `Codable` form of its own;
/// this action is coded through ``Binding``, which names the bindable field and carries its
/// typed value: `{"binding":{"_0":{"sliderValue":{"_0":42}}}}`, or `binding.sliderValue(42)`
/// in the shell.
extension BindingCounterAction: Codable {
  /// A binding action of this feature as a value: the field it sets and the new value.
  public enum Binding: Equatable, Codable, Sendable {
    /// Sets ``BindingCounterState/countText``.
    case countText(String)
    /// Sets ``BindingCounterState/sliderValue``.
    case sliderValue(Double)

    /// The binding action this stands for.
    public var action: BindingAction<BindingCounterState> {
      switch self {
      case .countText(let text): .set(\.$countText, text)
      case .sliderValue(let value): .set(\.$sliderValue, value)
      }
    }

    /// The field and value `action` sets; `nil` for a field this enum does not name.
    public init?(_ action: BindingAction<BindingCounterState>) {
      if action.keyPath == \BindingCounterState.$countText, let text = action.value as? String {
        self = .countText(text)
      } else if action.keyPath == \BindingCounterState.$sliderValue,
        let value = action.value as? Double
      {
        self = .sliderValue(value)
      } else {
        return nil
      }
    }
  }

  /// The coded form: the same cases, with ``Binding`` in place of `BindingAction`.
  private enum Coded: Codable {
    case binding(Binding)
    case increment
    case decrement
    case playNext
  }

  /// Decodes the action in the synthesized enum shape, with binding as a `Binding`.
  public init(from decoder: any Decoder) throws {
    switch try Coded(from: decoder) {
    case .binding(let binding): self = .binding(binding.action)
    case .increment: self = .increment
    case .decrement: self = .decrement
    case .playNext: self = .playNext
    }
  }

  /// Encodes the action in the synthesized enum shape, with binding as a `Binding`.
  public func encode(to encoder: any Encoder) throws {
    let coded: Coded
    switch self {
    case .binding(let action):
      guard let binding = Binding(action) else {
        throw EncodingError.invalidValue(
          action,
          .init(codingPath: encoder.codingPath, debugDescription: "Unknown bindable field"))
      }
      coded = .binding(binding)
    case .increment: coded = .increment
    case .decrement: coded = .decrement
    case .playNext: coded = .playNext
    }
    try coded.encode(to: encoder)
  }
}
