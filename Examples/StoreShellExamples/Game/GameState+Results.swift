extension GameState {
  /// How many puzzles were played (the seed 000 exercise).
  public var totalCount: Int { results.totalCount }
  /// How many of them were guessed right.
  public var correctCount: Int { results.correctCount }
  /// The label the seed 000 exercise shows: `Result: 1/3 correct`.
  public var resultLabel: String { results.resultLabel }
}
