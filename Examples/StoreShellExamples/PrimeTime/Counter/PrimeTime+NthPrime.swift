import Composable

extension PrimeTime {
  /// The largest `n` answered: the millionth prime is 15,485,863.
  public static let nthPrimeLimit = 1_000_000

  /// The live `nthPrime` effect (the seed's `Counter.nthPrime`), computed here rather than
  /// asked of Wolfram Alpha: this package runs without a network. It runs in a task, off the
  /// store's thread, like the seed's request; `nil` for `n` outside `1...nthPrimeLimit`.
  public static func nthPrime(_ n: Int) -> Effect<Int?, Never> {
    .task { computeNthPrime(n) }
  }

  /// The same answer delivered synchronously, for deterministic stores (test stores, scripts).
  public static func nthPrimeSync(_ n: Int) -> Effect<Int?, Never> {
    .sync { computeNthPrime(n) }
  }

  /// The `n`th prime (the first is 2), by a sieve of Eratosthenes; `nil` for `n` outside
  /// `1...nthPrimeLimit`.
  public static func computeNthPrime(_ n: Int) -> Int? {
    guard (1...nthPrimeLimit).contains(n) else { return nil }
    // p(n) < n (ln n + ln ln n) for n >= 6 (Rosser's theorem).
    let bound: Int
    if n < 6 {
      bound = 13
    } else {
      let x = Double(n)
      bound = Int(x * (log(x) + log(log(x)))) + 1
    }
    var composite = [Bool](repeating: false, count: bound + 1)
    var found = 0
    for candidate in 2...bound where !composite[candidate] {
      found += 1
      if found == n { return candidate }
      var multiple = candidate * candidate
      while multiple <= bound {
        composite[multiple] = true
        multiple += candidate
      }
    }
    return nil
  }
}

/// Whether `n` is prime (the prime modal's test, from the seed's view).
public func isPrime(_ n: Int) -> Bool {
  if n <= 1 { return false }
  if n <= 3 { return true }
  var divisor = 2
  while divisor * divisor <= n {
    if n % divisor == 0 { return false }
    divisor += 1
  }
  return true
}
