import Foundation

extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect delivered is `expected`, and the state after it:
  /// `update` makes the expected change. Blocks up to ``timeout`` for async effects to deliver
  /// (the form for synchronous tests).
  public func receive(
    _ expected: Action,
    _ update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    blockUntil(deadline: deadline(after: timeout)) { self.hasReceived(expected) }
    takeReceived(expected, update: update, at: location)
  }

  /// Asserts the next received action, suspending up to `timeout` nanoseconds (default
  /// ``timeout``) for async effects to deliver it; fails as the Composable Architecture does
  /// when none comes. Runs on the caller's actor (`isolation`), as the async `send` does.
  public func receive(
    _ expected: Action,
    timeout nanoseconds: UInt64? = nil,
    _ update: ((inout State) throws -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let nanoseconds = nanoseconds ?? timeout
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // Delivered actions are reduced and recorded as they come: nothing to wait for once the
    // action is here, or when no effect could deliver it.
    guard !TestSerialization.run({ hasReceived(expected) }), hasEffectsInFlight else {
      takeReceived(expected, update: update, at: location)
      return
    }
    await Task.yieldToOtherTasks(count: 3)
    await suspendUntil(deadline: deadline(after: nanoseconds), isolation: isolation) {
      self.hasReceived(expected)
    }
    guard TestSerialization.run({ hasReceived(expected) }) else {
      let suggestion =
        hasEffectsInFlight
        ? schedulerSuggestion(nanoseconds: nanoseconds)
        : """
          There are no in-flight effects that could deliver this action. Could the effect you \
          expected to deliver this action have been cancelled?
          """
      fail(
        """
        Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but \
        received none\
        \(nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : "").

        \(suggestion)
        """, at: location)
      // TCA 0.56 then asserts the receive as the synchronous one does, which fails again,
      // naming the action.
      if wording == .tca056 { takeReceived(expected, update: update, at: location) }
      return
    }
    takeReceived(expected, update: update, at: location)
  }

  /// Asserts the next received action, suspending up to `duration` for it.
  public func receive(
    _ expected: Action,
    timeout duration: Duration,
    _ update: ((inout State) throws -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      expected, timeout: duration.nanoseconds, update, isolation: isolation, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  private func hasReceived(_ expected: Action) -> Bool {
    exhaustivity == .on
      ? !log.received.isEmpty : log.received.contains { $0.action == expected }
  }

  private func takeReceived(
    _ expected: Action, update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) {
    TestSerialization.run {
      defer { noteStep(at: location) }
      guard !log.received.isEmpty else {
        fail(
          wording == .tca056
            ? notReceived(expected) : "Expected to receive an action, but received none.",
          at: location)
        return
      }
      if exhaustivity != .on {
        guard let index = log.received.firstIndex(where: { $0.action == expected }) else {
          fail(
            wording == .tca056
              ? notReceived(expected)
              : """
              Expected to receive an action matching \(dumped(expected)), but didn't get one.

              Received: \(dumped(log.received.map(\.action)))
              """, at: location)
          return
        }
        if index > 0 {
          assertedState = log.received[index - 1].state
          log.received.removeFirst(index)
        }
      }
      let (action, actual, stackID) = log.received.removeFirst()
      let update = update.map { withStoreDependencies($0, nextStackID: stackID) }
      if action != expected {
        let difference = failureDiff(expected, action, actualLabel: "Received")
        fail("Received unexpected action: …\n\n\(difference)", at: location)
      }
      let before = exhaustivity == .on ? assertedState : actual
      checkState(expectedFrom: before, update: update, actual: actual, at: location)
      assertedState = actual
    }
  }

  /// TCA 0.56's failure for an action not received: the expected action dumped under it.
  private func notReceived(_ expected: Action) -> String {
    """
    Expected to receive the following action, but didn't: …

    \(dumped(expected).indented(by: 2))
    """
  }
}
