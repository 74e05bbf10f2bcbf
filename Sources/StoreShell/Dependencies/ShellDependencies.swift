import Composable

/// The dependencies the shell sets for a `ReducerProtocol` feature, from its `FeatureContext`:
/// its scheduler, a clock on that scheduler, its ids, dates and random numbers. On a test store
/// they are all on virtual time and the same on every run; the app's own clients get their
/// `previewValue` (`--live`: their `liveValue`).
enum ShellDependencies {
  /// Sets the shell's dependencies in `values` from `context`.
  static func prepare(_ values: inout DependencyValues, context: FeatureContext) {
    values.context = context.isLive ? .live : .preview
    values.mainQueue = context.scheduler
    values.mainRunLoop = context.mainRunLoop
    // One clock for both: on virtual time they cannot differ (nothing sleeps the machine).
    let clock = SchedulerClock(scheduler: context.scheduler)
    values.continuousClock = clock
    values.suspendingClock = clock
    let uuid = UncheckedSendable(context.uuid)
    values.uuid = UUIDGenerator { uuid.value() }
    let date = UncheckedSendable(context.date)
    values.date = DateGenerator { date.value() }
    values.withRandomNumberGenerator = WithRandomNumberGenerator(SharedRandom(context.random))
    // From 0 in each store, as `send path.element(id: 0, …)` and exported tests name them.
    values.stackElementID = .incrementing()
  }

  /// What ``prepare(_:context:)`` sets, for `--help`: one line a dependency.
  static let help: [(name: String, value: String)] = [
    (#"\.mainQueue, \.mainRunLoop"#, "the shell's scheduler: `advance` moves it"),
    (#"\.continuousClock, \.suspendingClock"#, "a clock on that scheduler: sleeps are its work"),
    (#"\.uuid"#, "incrementing: 00000000-0000-0000-0000-000000000001, …"),
    (#"\.date"#, "virtual: 1970-01-01 00:00:00 UTC plus the time advanced"),
    (#"\.withRandomNumberGenerator"#, "seeded (the same numbers every run)"),
    (#"\.stackElementID"#, "stack ids from 0"),
    ("the app's clients", "their previewValue"),
    ("--live", "real time, ids, dates and random numbers; clients' liveValue"),
  ]

  /// The `--help` section listing ``help``.
  static var helpSection: String {
    let width = help.map(\.name.count).max() ?? 0
    return "\n\nDEPENDENCIES (what the shell sets for a ReducerProtocol feature):\n"
      + help.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.value)" }
      .joined(separator: "\n")
  }
}

/// The context's random numbers as a `Sendable` generator, for swift-dependencies'
/// `WithRandomNumberGenerator` (which locks around each use).
private struct SharedRandom: RandomNumberGenerator, @unchecked Sendable {
  let source: RandomSource
  init(_ source: RandomSource) { self.source = source }
  mutating func next() -> UInt64 { source.next() }
}
