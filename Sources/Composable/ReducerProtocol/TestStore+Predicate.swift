extension TestStore {
  /// Receives the next action effects delivered if `isMatching` accepts it (TCA 0.50), and
  /// asserts the state after it; with ``exhaustivity`` off, skips the actions before the first
  /// one it accepts.
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    _ update: ((inout State) throws -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let nanoseconds = nanoseconds ?? timeout
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let matches = { () -> Bool in
      self.exhaustivity == .on
        ? !self.log.received.isEmpty : self.log.received.contains { isMatching($0.action) }
    }
    if !TestSerialization.run(matches), hasEffectsInFlight {
      await Task.yieldToOtherTasks(count: 3)
      await suspendUntil(deadline: deadline(after: nanoseconds), isolation: isolation, matches)
    }
    TestSerialization.run {
      defer { noteStep(at: location) }
      guard !log.received.isEmpty else {
        fail("Expected to receive an action, but received none.", at: location)
        return
      }
      if exhaustivity != .on {
        guard let index = log.received.firstIndex(where: { isMatching($0.action) }) else {
          fail("Expected to receive an action matching predicate, but didn't get one.", at: location)
          return
        }
        if index > 0 {
          assertedState = log.received[index - 1].state
          log.received.removeFirst(index)
        }
      }
      let (action, actual, stackID) = log.received.removeFirst()
      let update = update.map { withStoreDependencies($0, nextStackID: stackID) }
      if !isMatching(action) {
        fail(
          """
          Received unexpected action: …

          \(dumped(action).indented(by: 2))
          """, at: location)
      }
      let before = exhaustivity == .on ? assertedState : actual
      checkState(expectedFrom: before, update: update, actual: actual, at: location)
      assertedState = actual
    }
  }

  /// Receives the next action effects delivered if it is of the case `casePath` (TCA 0.50),
  /// and asserts the state after it.
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    _ update: ((inout State) throws -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      { casePath.extract(from: $0) != nil }, timeout: nanoseconds, update, isolation: isolation,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
