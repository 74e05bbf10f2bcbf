import Composable

/// Everything the game depends on (the seed 000 exercise): the game derives its children's
/// environments from it in its pullbacks, so tests control the whole game.
public struct GameEnvironment {
  /// The current date, for the stopwatch.
  public var date: () -> Date
  /// The scheduler of the stopwatch's ticks and of the save's delay.
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  /// Draws a puzzle's secret.
  public var generateRandom: (ClosedRange<Int>) -> Int
  /// Makes a puzzle's id.
  public var uuid: () -> UUID

  /// An environment from its dependencies.
  public init(
    date: @escaping () -> Date,
    mainQueue: AnySchedulerOf<DispatchQueue>,
    generateRandom: @escaping (ClosedRange<Int>) -> Int,
    uuid: @escaping () -> UUID
  ) {
    self.date = date
    self.mainQueue = mainQueue
    self.generateRandom = generateRandom
    self.uuid = uuid
  }

  /// The puzzle's environment, made of these dependencies.
  public var counter: CounterEnvironment {
    CounterEnvironment(generateRandom: generateRandom, uuid: uuid)
  }

  /// The stopwatch's environment, made of these dependencies.
  public var timer: TimerEnvironment {
    TimerEnvironment(date: date, mainQueue: mainQueue)
  }

  /// The live game on the main queue.
  public static var live: GameEnvironment { .live(mainQueue: .main) }

  /// The real date, randomness and UUIDs; ticks and delays on `mainQueue` (a shell passes its
  /// own scheduler, live or test).
  public static func live(mainQueue: AnySchedulerOf<DispatchQueue>) -> GameEnvironment {
    GameEnvironment(
      date: Date.init, mainQueue: mainQueue, generateRandom: { Int.random(in: $0) },
      uuid: UUID.init)
  }

  /// A predictable game for test stores: the date is always `Date(timeIntervalSince1970: 0)`,
  /// ids count up from `00000000-0000-0000-0000-000000000001`, secrets come from a generator
  /// seeded with `seed`; ticks and delays on `mainQueue`. Each call starts the counts afresh.
  public static func deterministic(
    mainQueue: AnySchedulerOf<DispatchQueue>, seed: UInt64 = 0
  ) -> GameEnvironment {
    GameEnvironment(
      date: { Deterministic.date }, mainQueue: mainQueue,
      generateRandom: Deterministic.random(seed: seed), uuid: Deterministic.incrementingUUIDs())
  }
}
