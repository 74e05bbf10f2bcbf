extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect delivered is `expected`, and the state after it:
  /// `update` makes the expected change. Waits up to ``timeout`` for async effects.
  public func receive(
    _ expected: Action,
    _ update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    waitForEffects(until: Date(timeIntervalSinceNow: timeout)) { self.hasReceived(expected) }
    takeReceived(expected, update: update, at: location)
  }

  /// Asserts the next received action, waiting for async effects by yielding to them (use
  /// inside `withMainSerialExecutor` for deterministic order).
  public func receive(
    _ expected: Action,
    timeout: TimeInterval? = nil,
    _ update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let deadline = Date(timeIntervalSinceNow: timeout ?? self.timeout)
    await waitForEffects(until: deadline) { hasReceived(expected) }
    takeReceived(expected, update: update, at: location)
  }

  private func hasReceived(_ expected: Action) -> Bool {
    exhaustivity == .on ? !received.isEmpty : received.contains { $0.action == expected }
  }

  private func takeReceived(
    _ expected: Action, update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) {
    guard !received.isEmpty else {
      fail("Expected to receive an action, but received none.", at: location)
      return
    }
    if exhaustivity != .on {
      guard let index = received.firstIndex(where: { $0.action == expected }) else {
        fail(
          """
          Expected to receive an action matching \(dumped(expected)), but didn't get one.

          Received: \(dumped(received.map(\.action)))
          """, at: location)
        return
      }
      if index > 0 {
        expectedState = received[index - 1].state
        received.removeFirst(index)
      }
    }
    let (action, actual) = received.removeFirst()
    if action != expected {
      let difference =
        diff(expected, action, format: .proportional)
        .map { "\($0.indented(by: 2))\n\n(Expected: −, Received: +)" }
        ?? "Expected:\n\(dumped(expected).indented(by: 2))\n\nReceived:\n\(dumped(action).indented(by: 2))"
      fail("Received unexpected action: …\n\n\(difference)", at: location)
    }
    let before = exhaustivity == .on ? expectedState : actual
    checkState(expectedFrom: before, update: update, actual: actual, at: location)
    expectedState = actual
  }
}
