import Composable

extension PrimeTime {
  /// The PrimeTime counter's environment, tuplized as in seed 004: just the `nthPrime` effect.
  public typealias CounterEnvironment = (Int) -> Effect<Int?, Never>
}
