import ComposableArchitecture

/// A module named as store-shell's fixtures once were.
public enum NumberFactAppMarker {
  public static let reducer = Reducer<Int, Bool, Void> { state, up, _ in
    state += up ? 1 : -1
    return .none
  }
}
