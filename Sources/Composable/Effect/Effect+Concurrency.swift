import ConcurrencyExtras
import IssueReporting

extension Effect where Failure == Never {
  /// An effect that runs `operation` in a `Task` and delivers its result.
  ///
  /// Errors thrown go to `handler`, which can turn them into an action; without one they are
  /// reported as a runtime issue.
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Output,
    catch handler: (@Sendable (any Error) async -> Output)? = nil
  ) -> Self {
    run(priority: priority) { send in
      send(try await operation())
    } catch: { error, send in
      guard let handler else {
        reportIssue(
          "An '.task' effect threw an unhandled error: \(error). Handle it with 'catch:'.")
        return
      }
      send(await handler(error))
    }
    .labelled("task")
  }

  /// An effect that runs `operation` in a `Task`, which delivers any number of actions with
  /// `send`; it ends when `operation` returns. Errors go to `handler`.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (Send<Output>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Output>) async -> Void)? = nil
  ) -> Self {
    Self(kind: "run") { subscriber in
      let context = subscriber.context
      let box = UncheckedSendable(subscriber)
      let inbox = UncheckedSendable(context)
      let send = Send<Output> { value in
        let value = UncheckedSendable(value)
        inbox.value.deliver { box.value.send(value.value) }
      }
      let scope = context.taskScope
      let task = Task(priority: priority) {
        await EffectTaskScope.$current.withValue(scope) {
          do {
            try await operation(send)
          } catch is CancellationError {
          } catch {
            if let handler { await handler(error, send) } else if !Task.isCancelled {
              reportIssue(
                "An '.run' effect threw an unhandled error: \(error). Handle it with 'catch:'.")
            }
          }
          inbox.value.deliver { box.value.finish() }
        }
      }
      return AnyCancellable { task.cancel() }
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

/// Delivers actions from a `.run` effect back to its store, from any thread.
public struct Send<Action>: Sendable {
  private let send: @Sendable (Action) -> Void

  /// Wraps the closure that delivers an action.
  public init(send: @escaping @Sendable (Action) -> Void) { self.send = send }

  /// Delivers `action` to the store, unless the task was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
