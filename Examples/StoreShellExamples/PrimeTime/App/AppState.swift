import Composable

/// The PrimeTime app's state (seed 004): the counter screen's fields, the favourite primes and
/// the activity feed.
public struct AppState: Equatable, Codable, Sendable {
  /// The count.
  public var count = 0
  /// The favourite primes.
  public var favoritePrimes: [Int] = []
  /// What happened to the favourite primes, oldest first.
  public var activityFeed: [Activity] = []
  /// The nth prime's alert, if shown.
  public var alertNthPrime: PrimeAlert? = nil
  /// Whether an nth prime request is running.
  public var isNthPrimeButtonDisabled: Bool = false

  /// An app state; by default at 0 with no favourites.
  public init(
    count: Int = 0,
    favoritePrimes: [Int] = [],
    activityFeed: [Activity] = [],
    alertNthPrime: PrimeAlert? = nil,
    isNthPrimeButtonDisabled: Bool = false
  ) {
    self.count = count
    self.favoritePrimes = favoritePrimes
    self.activityFeed = activityFeed
    self.alertNthPrime = alertNthPrime
    self.isNthPrimeButtonDisabled = isNthPrimeButtonDisabled
  }

  /// One entry of the activity feed.
  public struct Activity: Equatable, Codable, Sendable {
    /// When it happened.
    public let timestamp: Date
    /// What happened.
    public let type: ActivityType

    /// An entry.
    public init(timestamp: Date, type: ActivityType) {
      self.timestamp = timestamp
      self.type = type
    }

    /// What can happen to the favourite primes.
    public enum ActivityType: Equatable, Codable, Sendable {
      /// A prime was saved.
      case addedFavoritePrime(Int)
      /// A prime was removed.
      case removedFavoritePrime(Int)
    }
  }
}

extension AppState {
  /// The counter screen's part of the state.
  var counterView: CounterViewState {
    get {
      CounterViewState(
        alertNthPrime: self.alertNthPrime,
        count: self.count,
        favoritePrimes: self.favoritePrimes,
        isNthPrimeButtonDisabled: self.isNthPrimeButtonDisabled
      )
    }
    set {
      self.alertNthPrime = newValue.alertNthPrime
      self.count = newValue.count
      self.favoritePrimes = newValue.favoritePrimes
      self.isNthPrimeButtonDisabled = newValue.isNthPrimeButtonDisabled
    }
  }
}
