/// Where the timeline stood before a command moved it to another branch: put back when Ctrl-C
/// stops the replay that follows.
struct TimelinePosition {
  /// The command as its error names it (`goto 2.3`).
  var command: String
  var steps: [String]
  var ahead: [String]
  var skipped: Set<Int>
  var branches: TimelineBranches
}
