/// A value that can describe an interval of scheduler time in common units.
///
/// Scheduler strides conform to it so effects can say `.milliseconds(10)` or `.seconds(2)`
/// whatever scheduler they run on.
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of whole seconds.
  static func seconds(_ s: Int) -> Self
  /// An interval of seconds, fractions allowed.
  static func seconds(_ s: Double) -> Self
  /// An interval of milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// An interval of microseconds.
  static func microseconds(_ us: Int) -> Self
  /// An interval of nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// Something that performs work now or at a later time: the Combine-free scheduler the
/// effects of this library run on.
///
/// Implementations: `DispatchQueue` (live), ``AnyScheduler`` (type erased),
/// ``ImmediateScheduler`` (`.immediate`) and ``TestScheduler`` (virtual time).
/// Work is not required to be `Sendable`: like a Combine scheduler, a scheduler runs work on
/// its own thread or queue, and a store must be used from the scheduler it delivers on.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's notion of time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Options a scheduler takes for its work, as Combine schedulers do; none of this library's
  /// schedulers has any (`options:` parameters only take `nil`).
  associatedtype SchedulerOptions = Never

  /// The current time of this scheduler.
  var now: SchedulerTimeType { get }

  /// The smallest tolerance this scheduler honours.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Performs `action` as soon as possible.
  func schedule(_ action: @escaping () -> Void)

  /// Performs `action` at `date` or soon after; the result cancels it.
  @discardableResult
  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable

  /// Performs `action` at `date` and then every `interval`, until cancelled.
  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable
}

extension Scheduler {
  /// Performs `action` at `date` with the minimum tolerance.
  @discardableResult
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void)
    -> SchedulerCancellable
  {
    schedule(after: date, tolerance: minimumTolerance, action)
  }

  /// Performs `action` at `date` and then every `interval`, with the minimum tolerance.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
  }
}

/// Cancels work handed to a ``Scheduler``.
public struct SchedulerCancellable {
  private let onCancel: () -> Void

  /// Wraps the closure that cancels the scheduled work.
  public init(_ cancel: @escaping () -> Void) { self.onCancel = cancel }

  /// A cancellable with nothing to cancel.
  public static var empty: Self { Self {} }

  /// Cancels the scheduled work; it does not run afterwards.
  public func cancel() { onCancel() }
}
