import Composable

extension TimerState {
  /// The first line of the seed's `TimerLabelView`: the start time (UTC, `HH:mm:ss`), or `-`.
  public var startedLabel: String {
    guard let started else { return "-" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: started)
  }

  /// The second line: the duration in seconds, `0.03s`.
  public var durationLabel: String {
    "\((duration * 100).rounded() / 100)s"
  }
}
