extension PrimeTime {
  /// The PrimeTime counter's state (seed 004's `Counter` module): a view into
  /// ``CounterViewState``, a tuple as in the seed.
  public typealias CounterState = (
    alertNthPrime: PrimeAlert?,
    count: Int,
    isNthPrimeButtonDisabled: Bool
  )
}
