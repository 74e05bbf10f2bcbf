extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  public func withExhaustivity(
    _ exhaustivity: Exhaustivity, operation: () throws -> Void
  ) rethrows {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    try operation()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  public func withExhaustivity(
    _ exhaustivity: Exhaustivity,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Void
  ) async rethrows {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    try await operation()
  }
}
