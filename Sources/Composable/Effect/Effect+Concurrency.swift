import ConcurrencyExtras
import IssueReporting

extension Effect where Failure == Never {
  /// An effect that runs `operation` in a `Task` and delivers its result.
  ///
  /// Errors thrown go to `handler`, which can turn them into an action; without one they are
  /// reported as a runtime issue naming where the effect was returned (`fileID`, `line`), as
  /// TCA 0.40 words it.
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Output,
    catch handler: (@Sendable (any Error) async -> Output)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    run(priority: priority) { send in
      await send(try await operation())
    } catch: { error, send in
      guard let handler else {
        reportUnhandledError(
          error, effect: "Effect.task", fileID: fileID, filePath: filePath, line: line,
          column: column)
        return
      }
      await send(await handler(error))
    }
    .labelled("task")
  }

  /// An effect that runs `operation` in a `Task`, which delivers any number of actions with
  /// `send`; it ends when `operation` returns. Errors go to `handler`.
  /// Without a handler, an error is reported as a runtime issue naming where the effect was
  /// returned (`fileID`, `line`), as TCA 0.40 words it.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (Send<Output>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Output>) async -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    // The dependencies where the effect is made (a reducer's, a store's): its work reads them,
    // as in TCA, though it runs in a task of its own after the reducer returned.
    let dependencies = withEscapedDependencies { $0 }
    return Self(kind: "run") { subscriber in
      let context = subscriber.context
      let box = UncheckedSendable(subscriber)
      let inbox = UncheckedSendable(context)
      let send = Send<Output> { value in
        let value = UncheckedSendable(value)
        inbox.value.deliver { box.value.send(value.value) }
      }
      let scope = context.taskScope
      let record = subscriber.record
      record?.runningTasks.withValue { $0 += 1 }
      let task = Task(priority: priority) {
        await EffectTaskScope.$current.withValue(scope) {
          await EffectRecord.$current.withValue(record) {
            do {
              try await dependencies.yield { try await operation(send) }
            } catch is CancellationError {
            } catch {
              if let handler { await handler(error, send) } else if !Task.isCancelled {
                reportUnhandledError(
                  error, effect: "Effect.run", fileID: fileID, filePath: filePath, line: line,
                  column: column)
              }
            }
          }
          // The task counts as running until its end reaches the store's thread, together
          // with the finish: counted down here, on another thread, a `wait` could see no
          // task running and summarize an effect whose finish was still on its way.
          inbox.value.deliver {
            record?.runningTasks.withValue { $0 -= 1 }
            box.value.finish()
          }
        }
      }
      return LockedCancellable { task.cancel() }
    }
  }

  /// An effect that runs async `work` in a `Task` and delivers nothing.
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Self {
    run(priority: priority) { _ in try await work() }.labelled("fireAndForget")
  }
}

/// Reports an error that a `.task` or `.run` effect (`effect`) returned at `fileID:line` threw
/// and no `catch:` handled, in TCA 0.40's words.
private func reportUnhandledError(
  _ error: any Error, effect: String, fileID: StaticString, filePath: StaticString, line: UInt,
  column: UInt
) {
  var errorDump = ""
  customDump(error, to: &errorDump, indent: 4)
  reportIssue(
    """
    An '\(effect)' returned from "\(fileID):\(line)" threw an unhandled error. …

    \(errorDump)

    All non-cancellation errors must be explicitly handled via the 'catch' parameter on \
    '\(effect)', or via a 'do' block.
    """, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Delivers actions from a `.run` effect back to its store, from any thread.
public struct Send<Action>: Sendable {
  private let send: @Sendable (Action) -> Void

  /// Wraps the closure that delivers an action.
  public init(send: @escaping @Sendable (Action) -> Void) { self.send = send }

  /// Delivers `action` to the store, unless the task was cancelled.
  ///
  /// `async`, as TCA 0.40's main-actor `Send` is to the effect's task: call sites write
  /// `await send(.action)`. Delivery itself never waits: the action is handed to the store's
  /// thread.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
