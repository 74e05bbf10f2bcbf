// Written as a TCA 0.40 app writes it; compiled unchanged (Swift 5 mode) against
// ComposableArchitecture on Linux.

/// The app's own `Reducer`, a name some TCA 0.40 apps gave their own types: their feature
/// files then name TCA's reducer in full, `ComposableArchitecture.Reducer<…>`.
public enum Reducer {
  /// The features the app's root reducer combines.
  public static let featureNames = ["fact"]
}
