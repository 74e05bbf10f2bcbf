import Composable

/// The result list's state (seed 003): the results, identified by puzzle id.
public typealias GameResultListState = IdentifiedArrayOf<GameResult>

extension IdentifiedArray where Element == GameResult {
  /// How many puzzles were played (the seed 000 exercise's total).
  public var totalCount: Int { count }
  /// How many of them were guessed right.
  public var correctCount: Int { filter(\.correct).count }
  /// The label of the seed 000 exercise: `Result: 1/3 correct`.
  public var resultLabel: String { "Result: \(correctCount)/\(totalCount) correct" }
}
