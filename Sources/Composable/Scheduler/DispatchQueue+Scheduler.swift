import Dispatch

extension DispatchQueue {
  /// The time of a dispatch queue scheduler: a `DispatchTime` with nanosecond strides.
  ///
  /// Combine defines this type on Apple platforms; this library defines its own so that
  /// dispatch queues are schedulers on Linux too.
  public struct SchedulerTimeType: Strideable, Hashable, Comparable, Sendable {
    /// The dispatch time this value stands for.
    public var dispatchTime: DispatchTime

    /// Wraps a dispatch time.
    public init(_ time: DispatchTime) { self.dispatchTime = time }

    /// The distance to `other`, in nanoseconds, clamped to the range of `Int` (the distance to
    /// `DispatchTime.distantFuture` is a very long positive one).
    public func distance(to other: Self) -> Stride {
      let (from, to) = (dispatchTime.uptimeNanoseconds, other.dispatchTime.uptimeNanoseconds)
      if to >= from {
        let forward = to - from
        return Stride(nanoseconds: forward > UInt64(Int.max) ? .max : Int(forward))
      }
      let backward = from - to
      return Stride(nanoseconds: backward > UInt64(Int.max) ? .min : -Int(backward))
    }

    /// This time moved by `n`, clamped to the range of dispatch times: it never goes below
    /// zero, and `DispatchTime.distantFuture` (or an overflow) stays the distant future.
    public func advanced(by n: Stride) -> Self {
      let start = dispatchTime.uptimeNanoseconds
      if start == DispatchTime.distantFuture.uptimeNanoseconds { return self }
      let moved: UInt64
      if n.nanoseconds >= 0 {
        let (sum, overflow) = start.addingReportingOverflow(UInt64(n.nanoseconds))
        moved = overflow ? DispatchTime.distantFuture.uptimeNanoseconds : sum
      } else {
        let back = n.nanoseconds.magnitude
        moved = start > UInt64(back) ? start - UInt64(back) : 0
      }
      return Self(DispatchTime(uptimeNanoseconds: moved))
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// An interval of dispatch time, exact to the nanosecond.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable, CustomStringConvertible
    {
      /// The interval in nanoseconds.
      public var nanoseconds: Int

      /// An interval of `nanoseconds`.
      public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

      /// An interval of `seconds` (a literal like `2` or `0.5` in `delay(for: 2, …)`).
      public init(floatLiteral seconds: Double) { self = .seconds(seconds) }
      /// An interval of whole seconds.
      public init(integerLiteral seconds: Int) { self = .seconds(seconds) }
      /// Converts an integer number of seconds, when it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let s = Int(exactly: source) else { return nil }
        self = .seconds(s)
      }

      /// The interval in seconds.
      public var timeInterval: Double { Double(nanoseconds) / 1e9 }
      /// The magnitude of the interval, in nanoseconds.
      public var magnitude: Int { nanoseconds.magnitude > UInt(Int.max) ? .max : abs(nanoseconds) }

      public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
      public static func seconds(_ s: Double) -> Self {
        Self(nanoseconds: Int((s * 1e9).rounded()))
      }
      public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
      public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }
      /// No time at all.
      public static var zero: Self { Self(nanoseconds: 0) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
      public static func + (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
      }
      public static func - (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
      }
      public static func * (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: lhs.nanoseconds * rhs.nanoseconds)
      }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

      /// The interval in the shell's duration syntax: `35ms`, `2s`, `1.5s`, `100us`.
      public var description: String { formatDuration(nanoseconds: nanoseconds) }
    }
  }
}

/// Formats nanoseconds as the shortest exact duration among `ns`, `us`, `ms`, `s`.
func formatDuration(nanoseconds ns: Int) -> String {
  if ns == 0 { return "0s" }
  if ns % 1_000_000_000 == 0 { return "\(ns / 1_000_000_000)s" }
  if ns % 1_000_000 == 0 {
    let ms = ns / 1_000_000
    return abs(ms) >= 1000 ? "\(Double(ms) / 1000)s" : "\(ms)ms"
  }
  if ns % 1_000 == 0 { return "\(ns / 1_000)us" }
  return "\(ns)ns"
}

/// Work handed to a queue or a run loop, which runs it on its own thread: a store fed by the
/// scheduler must live on that thread.
struct UnsafeWork: @unchecked Sendable {
  let run: () -> Void
}

extension DispatchQueue: Scheduler {
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(_ action: @escaping () -> Void) {
    if let host = MainThreadWork.host(for: self) {
      _ = host.schedule(at: .now(), every: nil, action)
      return
    }
    let work = UnsafeWork(run: action)
    async { work.run() }
  }

  @discardableResult
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    if let host = MainThreadWork.host(for: self) {
      return host.schedule(at: date.dispatchTime, every: nil, action)
    }
    let work = UnsafeWork(run: action)
    let item = DispatchWorkItem { work.run() }
    asyncAfter(deadline: date.dispatchTime, execute: item)
    return SchedulerCancellable { item.cancel() }
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    if let host = MainThreadWork.host(for: self) {
      return host.schedule(
        at: date.dispatchTime, every: UInt64(max(1, interval.nanoseconds)), action)
    }
    let work = UnsafeWork(run: action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.schedule(
      deadline: date.dispatchTime,
      repeating: .nanoseconds(max(1, interval.nanoseconds)),
      leeway: .nanoseconds(max(0, tolerance.nanoseconds)))
    timer.setEventHandler { work.run() }
    timer.resume()
    return SchedulerCancellable { timer.cancel() }
  }
}
