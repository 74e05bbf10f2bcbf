/// The state of PrimeTime's counter screen (seed 004): the counter and its prime modal.
public struct CounterViewState: Equatable, Codable, Sendable {
  /// The nth prime's alert, if shown.
  public var alertNthPrime: PrimeAlert?
  /// The count.
  public var count: Int
  /// The favourite primes.
  public var favoritePrimes: [Int]
  /// Whether an nth prime request is running.
  public var isNthPrimeButtonDisabled: Bool

  /// A counter screen; by default at 0 with no favourites.
  public init(
    alertNthPrime: PrimeAlert? = nil,
    count: Int = 0,
    favoritePrimes: [Int] = [],
    isNthPrimeButtonDisabled: Bool = false
  ) {
    self.alertNthPrime = alertNthPrime
    self.count = count
    self.favoritePrimes = favoritePrimes
    self.isNthPrimeButtonDisabled = isNthPrimeButtonDisabled
  }

  /// The counter's part of the state.
  var counter: PrimeTime.CounterState {
    get { (self.alertNthPrime, self.count, self.isNthPrimeButtonDisabled) }
    set { (self.alertNthPrime, self.count, self.isNthPrimeButtonDisabled) = newValue }
  }

  /// The prime modal's part of the state.
  var primeModal: PrimeModalState {
    get { (self.count, self.favoritePrimes) }
    set { (self.count, self.favoritePrimes) = newValue }
  }
}
