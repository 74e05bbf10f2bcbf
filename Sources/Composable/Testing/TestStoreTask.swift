import Foundation
import IssueReporting

/// The effects a test store's `send` started: await `finish(timeout:fileID:filePath:line:column:)`
/// to assert they end, or `cancel()` them (a view's `task` ending).
public struct TestStoreTask: Hashable, Sendable {
  let task: StoreTask
  let timeout: UInt64

  init(task: StoreTask, timeout: UInt64) {
    self.task = task
    self.timeout = timeout
  }

  /// Whether every effect ended.
  public var isCancelled: Bool { task.isCancelled }

  /// Cancels the effects and suspends until they have ended.
  public func cancel() async {
    cancelEffects()
    await task.finish()
  }

  /// Cancels the effects (their work stops at once: cancellation runs serialized with the
  /// test store); the form for synchronous tests.
  public func cancel() { cancelEffects() }

  private func cancelEffects() {
    for record in task.records where !record.isCompleted { record.cancelFromAnyThread() }
  }

  /// Suspends until the effects have ended, up to `timeout` nanoseconds (default: the test
  /// store's timeout); fails if they are still running then.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let nanoseconds = nanoseconds ?? timeout
    await Task.yieldToOtherTasks()
    await EffectWait.suspend(until: EffectWait.deadline(after: nanoseconds)) { task.isCancelled }
    guard !task.isCancelled else { return }
    let timeoutMessage = timeoutAdvice(nanoseconds: nanoseconds, default: timeout)
    reportIssue(
      """
      Expected task to finish, but it is still in-flight\
      \(nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : "").

      If this task delivers its action using a scheduler (via "sleep(for:)", \
      "timer(interval:)", etc.), make sure that you wait enough time for the scheduler to \
      perform its work. If you are using a test scheduler, advance the scheduler so that the \
      effects may complete, or consider using an immediate scheduler to immediately perform \
      the effect instead.

      If you are not yet using a scheduler, or can not use a scheduler, \(timeoutMessage).
      """, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Suspends until the effects have ended, up to `duration`.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await finish(
      timeout: duration.nanoseconds, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.task == rhs.task }
  public func hash(into hasher: inout Hasher) { hasher.combine(task) }
}
