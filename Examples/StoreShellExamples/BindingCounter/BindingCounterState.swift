import Composable

/// The guessing game written with bindings (seed 002's `@BindableState`), with the slider
/// exercise: the text field (`countText`) and the slider (`sliderValue`) both set the guess and
/// are kept in sync with `count` and with each other.
public struct BindingCounterState: Equatable, Identifiable, Codable, Sendable {
  /// The slider's range, the range of secrets.
  public static let sliderRange: ClosedRange<Double> = -100...100

  /// The player's current guess.
  public var count: Int
  /// The number to guess.
  public var secret: Int
  /// The puzzle's id, renewed on every ``BindingCounterAction/playNext``.
  public var id: UUID
  /// The text field's text: setting a number sets the guess.
  @BindableState public var countText: String
  /// The slider's value: setting it sets the guess to the nearest integer.
  @BindableState public var sliderValue: Double

  /// A puzzle with guess `count`; the text and slider show it.
  public init(count: Int = 0, secret: Int = Int.random(in: -100...100), id: UUID = UUID()) {
    self.count = count
    self.secret = secret
    self.id = id
    self.countText = String(count)
    self.sliderValue = Self.sliderPosition(for: count)
  }

  /// How the guess compares with the secret.
  public var checkResult: Counter.CheckResult {
    Counter(count: count, secret: secret, id: id).checkResult
  }

  /// Sets the guess and shows it in the text field and on the slider.
  mutating func setCount(_ newCount: Int) {
    count = newCount
    countText = String(newCount)
    sliderValue = Self.sliderPosition(for: newCount)
  }

  /// Where the slider stands for `count`: the count, clamped to the slider's range.
  static func sliderPosition(for count: Int) -> Double {
    min(max(Double(count), sliderRange.lowerBound), sliderRange.upperBound)
  }
}
