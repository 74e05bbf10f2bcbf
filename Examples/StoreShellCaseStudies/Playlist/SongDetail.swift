import Composable

/// The screen of one song: its title and how often it was played.
public struct SongDetailState: Equatable, Codable {
  /// The title.
  public var title: String
  /// The play count.
  public var plays: Int

  /// A song's screen.
  public init(title: String, plays: Int = 0) {
    self.title = title
    self.plays = plays
  }
}

/// What the song screen does.
public enum SongDetailAction: Equatable, Codable {
  /// "Play" was tapped: one more play.
  case playButtonTapped
  /// "Reset plays" was tapped.
  case resetPlaysButtonTapped
}

/// The song screen's reducer.
public let songDetailReducer = Reducer<SongDetailState, SongDetailAction, Void> {
  state, action, _ in
  switch action {
  case .playButtonTapped:
    state.plays += 1
    return .none
  case .resetPlaysButtonTapped:
    state.plays = 0
    return .none
  }
}
