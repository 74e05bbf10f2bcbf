import Composable

/// A playlist whose rows open a song screen, which loads for a second first.
public struct PlaylistState: Equatable, Codable {
  /// The songs.
  public var rows: IdentifiedArrayOf<Row>
  /// The row navigated to, with its screen once loaded (`nil` while loading).
  public var selection: Identified<Row.ID, SongDetailState?>?

  /// A playlist; three songs by default, with fixed ids.
  public init(
    rows: IdentifiedArrayOf<Row> = [
      Row(id: 1, title: "Blue in Green", plays: 3),
      Row(id: 2, title: "So What", plays: 0),
      Row(id: 3, title: "Freddie Freeloader", plays: 12),
    ],
    selection: Identified<Row.ID, SongDetailState?>? = nil
  ) {
    self.rows = rows
    self.selection = selection
  }

  /// A row of the playlist.
  public struct Row: Equatable, Identifiable, Codable {
    /// The row's id.
    public var id: Int
    /// The song's title.
    public var title: String
    /// How often it was played.
    public var plays: Int

    /// A row.
    public init(id: Int, title: String, plays: Int) {
      self.id = id
      self.title = title
      self.plays = plays
    }
  }
}
