import IssueReporting

extension TestStore {
  func checkState(
    expectedFrom before: State,
    update: ((inout State) throws -> Void)?,
    actual: State,
    at location: SourceLocation
  ) {
    var expected = before
    do {
      try update?(&expected)
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    if expected != actual {
      let difference =
        diff(expected, actual, format: .proportional)
        .map { "\($0.indented(by: 2))\n\n(Expected: −, Actual: +)" }
        ?? "Expected:\n\(dumped(expected).indented(by: 2))\n\nActual:\n\(dumped(actual).indented(by: 2))"
      fail("A state change does not match expectation: …\n\n\(difference)", at: location)
    } else if update != nil, expected == before, exhaustivity == .on {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """, at: location)
    }
  }

  /// Runs work posted by async effects and, on the main thread, work on the main queue.
  func drainInbox() {
    inbox.drain()
  }

  /// Waits until `done` or `deadline`, running async effects' deliveries as they come; gives
  /// up early when no effect is in flight.
  func waitForEffects(until deadline: Date, _ done: () -> Bool) {
    drainInbox()
    while !done(), !root.context.records.isEmpty, Date() < deadline {
      let step = min(deadline, Date(timeIntervalSinceNow: 0.005))
      if Thread.isMainThread {
        _ = RunLoop.main.run(mode: .default, before: step)
      } else {
        inbox.wait(until: step)
      }
      drainInbox()
    }
  }

  /// Waits like ``waitForEffects(until:_:)``, but by suspending: yields to the effects' tasks
  /// instead of blocking the thread they may need (an async test, `withMainSerialExecutor`).
  func waitForEffects(until deadline: Date, _ done: () -> Bool) async {
    drainInbox()
    while !done(), !root.context.records.isEmpty, Date() < deadline {
      await Task.yield()
      if inbox.isEmpty { try? await Task.sleep(nanoseconds: 100_000) }
      drainInbox()
    }
  }

  func reportRunningEffects(at location: SourceLocation? = nil) {
    guard exhaustivity == .on else { return }
    for record in root.context.records {
      fail(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test. …

          Action: \(dumped(record.origin))
          Effect: \(record.kind)\(record.nextFire.map { ", next fires \($0)" } ?? "")

        To fix, make every effect this action starts finish before the test ends:

        • Timers and other long-living effects: mark them ".cancellable(id:)" and send the \
        action whose reducer returns ".cancel(id:)".

        • Effects on a test scheduler ("delay", "debounce", "receive(on:)"…): advance the \
        scheduler far enough for them to complete, or use ".immediate".

        • Async effects (".task", ".run"): give them time with "store.finish()".
        """, at: location ?? origins[record.id] ?? self.location)
    }
    root.context.cancelAll()
  }

  func completed() {
    drainInbox()
    if !received.isEmpty, exhaustivity == .on {
      fail(
        """
        The store received \(received.count) unexpected \
        action\(received.count == 1 ? "" : "s") after this one: …

        Unhandled actions: \(dumped(received.map(\.action)))
        """, at: location)
    }
    reportRunningEffects()
  }

  func fail(_ message: String, at location: SourceLocation) {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

/// A custom dump of `value`.
func dumped(_ value: Any) -> String {
  var output = ""
  customDump(value, to: &output)
  return output
}

extension String {
  func indented(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
  }
}
