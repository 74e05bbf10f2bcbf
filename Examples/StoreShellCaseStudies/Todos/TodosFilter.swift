/// Which to-dos the list shows.
public enum TodosFilter: String, CaseIterable, Equatable, Hashable, Codable {
  /// Every to-do.
  case all = "All"
  /// The to-dos not done.
  case active = "Active"
  /// The done to-dos.
  case completed = "Completed"
}
