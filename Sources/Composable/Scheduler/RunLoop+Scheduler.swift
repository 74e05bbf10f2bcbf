extension RunLoop {
  /// The time of a run loop scheduler: a `Date`, with strides in seconds.
  ///
  /// Combine defines this type on Apple platforms; this library defines its own so that run
  /// loops are schedulers on Linux too.
  public struct SchedulerTimeType: Strideable, Hashable, Comparable, Sendable {
    /// The date this value stands for.
    public var date: Date

    /// Wraps a date.
    public init(_ date: Date) { self.date = date }

    public func distance(to other: Self) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> Self {
      Self(date.addingTimeInterval(n.timeInterval))
    }

    /// An interval of run loop time, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable, CustomStringConvertible
    {
      /// The interval in seconds.
      public var timeInterval: TimeInterval

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }

      /// An interval of `seconds` (a literal like `0.5` in `delay(for: 0.5, …)`).
      public init(floatLiteral seconds: Double) { self.init(seconds) }
      /// An interval of whole seconds.
      public init(integerLiteral seconds: Int) { self.init(TimeInterval(seconds)) }
      /// Converts an integer number of seconds.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Double(exactly: source) else { return nil }
        self.init(seconds)
      }

      /// The magnitude of the interval, in seconds.
      public var magnitude: TimeInterval { abs(timeInterval) }

      public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Self { Self(s) }
      public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
      public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }
      /// No time at all.
      public static var zero: Self { Self(0) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }
      public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.timeInterval + rhs.timeInterval)
      }
      public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.timeInterval - rhs.timeInterval)
      }
      public static func * (lhs: Self, rhs: Self) -> Self {
        Self(lhs.timeInterval * rhs.timeInterval)
      }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

      /// The interval in the shell's duration syntax, to the nanosecond: `10ms`, `1.5s`.
      public var description: String {
        formatDuration(nanoseconds: Int((timeInterval * 1e9).rounded()))
      }
    }
  }
}

extension RunLoop: Scheduler {
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(_ action: @escaping () -> Void) {
    if let host = MainThreadWork.host(for: self) {
      _ = host.schedule(at: .now(), every: nil, action)
      return
    }
    let work = UnsafeWork(run: action)
    perform { work.run() }
  }

  @discardableResult
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    addTimer(at: date, every: nil, tolerance: tolerance, action)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    addTimer(at: date, every: interval, tolerance: tolerance, action)
  }

  /// A timer on this run loop firing at `date` and then every `interval`, if given.
  private func addTimer(
    at date: SchedulerTimeType, every interval: SchedulerTimeType.Stride?,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    if let host = MainThreadWork.host(for: self) {
      return host.schedule(
        at: MainThreadWork.dispatchTime(of: date.date),
        every: interval.map { UInt64(max($0.timeInterval, 1e-6) * 1e9) }, action)
    }
    let work = UnsafeWork(run: action)
    let timer = Timer(
      fire: date.date, interval: interval.map { max($0.timeInterval, 1e-6) } ?? 0,
      repeats: interval != nil
    ) { _ in work.run() }
    timer.tolerance = max(0, tolerance.timeInterval)
    add(timer, forMode: .default)
    return SchedulerCancellable { timer.invalidate() }
  }
}

extension RunLoop {
  /// A new test scheduler with run loop time, starting at the reference date 1970:
  /// `RunLoop.test`.
  public static var test: TestSchedulerOf<RunLoop> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  /// An immediate scheduler with run loop time: `RunLoop.immediate`.
  public static var immediate: ImmediateScheduler<SchedulerTimeType> {
    ImmediateScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension AnyScheduler where SchedulerTimeType == RunLoop.SchedulerTimeType {
  /// The main run loop, erased.
  public static var main: Self { AnyScheduler(RunLoop.main) }
  /// A scheduler that performs all work at once, ignoring time (see ``ImmediateScheduler``).
  public static var immediate: Self { AnyScheduler(RunLoop.immediate) }
}
