extension Counter {
  /// The count as text, for a text field (seed 002's view model): setting a string that is not
  /// a number leaves the count unchanged.
  public var countString: String {
    get { String(count) }
    set { count = Int(newValue) ?? count }
  }
}
