import ConcurrencyExtras

/// The dependencies a tool hands a ``ComposableFeature`` to build its environment and initial
/// state: a scheduler, ids, dates and random numbers.
///
/// On virtual time (``test(scheduler:seed:)``) every one is deterministic: ids count up from
/// `00000000-0000-0000-0000-000000000001`, the date starts at `Date(timeIntervalSince1970: 0)`
/// and moves with the scheduler, random numbers come from a seeded generator. The same steps
/// then give the same state on every run, in the shell and in the tests it exports.
public struct FeatureContext {
  /// The scheduler effects run on: a test scheduler on virtual time, a live one otherwise.
  public var scheduler: AnySchedulerOf<DispatchQueue>
  /// The current date.
  public var date: () -> Date
  /// A new id.
  public var uuid: () -> UUID
  /// Random numbers.
  public var random: RandomSource
  /// Whether time and the other dependencies are real (`store-shell --live`).
  public var isLive: Bool

  /// A context from its parts.
  public init(
    scheduler: AnySchedulerOf<DispatchQueue>,
    date: @escaping () -> Date,
    uuid: @escaping () -> UUID,
    random: RandomSource,
    isLive: Bool
  ) {
    self.scheduler = scheduler
    self.date = date
    self.uuid = uuid
    self.random = random
    self.isLive = isLive
  }

  /// A deterministic context on `scheduler`'s virtual time (a `DispatchQueue.test`, or the
  /// shell's own); random numbers seeded with `seed`.
  public static func test<S: Scheduler>(scheduler: S, seed: UInt64 = 0) -> Self
  where S.SchedulerTimeType == DispatchQueue.SchedulerTimeType {
    let start = scheduler.now
    return Self(
      scheduler: scheduler.eraseToAnyScheduler(),
      date: {
        Date(timeIntervalSince1970: Double(start.distance(to: scheduler.now).nanoseconds) / 1e9)
      },
      uuid: UUID.incrementing(),
      random: RandomSource(seed: seed),
      isLive: false)
  }

  /// Real time, dates, ids and random numbers, with effects on `scheduler`.
  public static func live(scheduler: AnySchedulerOf<DispatchQueue> = .main) -> Self {
    Self(scheduler: scheduler, date: Date.init, uuid: UUID.init, random: .system, isLive: true)
  }
}

extension UUID {
  /// The UUID whose last group is `n` in hex: `UUID(counting: 1)` is
  /// `00000000-0000-0000-0000-000000000001`.
  public init(counting n: Int) {
    let hex = String(UInt64(truncatingIfNeeded: n), radix: 16)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self.init(uuidString: "00000000-0000-0000-0000-\(padded.suffix(12))")!
  }

  /// A generator of the UUIDs counting up from `first`: `UUID(counting: first)`, then
  /// `first + 1`, … (each generator counts on its own). `@Sendable`, for swift-dependencies'
  /// `UUIDGenerator(UUID.incrementing())`, the ids the shell gives a `ReducerProtocol` feature.
  public static func incrementing(from first: Int = 1) -> @Sendable () -> UUID {
    let count = LockIsolated(first)
    return {
      UUID(counting: count.withValue { value in
        defer { value += 1 }
        return value
      })
    }
  }
}
