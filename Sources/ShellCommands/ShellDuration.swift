/// A duration as the shell writes it: `35ms`, `1s`, `1.5s`, `2m`, `100us`, `250ns`.
import ShellScripts
public struct ShellDuration: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The duration in nanoseconds.
  public let nanoseconds: Int

  /// A duration of `nanoseconds`.
  public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

  private static let units: [(suffix: String, nanoseconds: Double)] = [
    ("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9), ("m", 60e9), ("h", 3600e9),
  ]

  /// Parses `text`, or says what is wrong with it.
  public init(parsing text: String) throws(ShellError) {
    // Longest suffix first, so that `ms` is not read as `m` + `s`.
    let unit = Self.units.sorted { $0.suffix.count > $1.suffix.count }
      .first { text.hasSuffix($0.suffix) }
    guard let unit else {
      throw ShellError(
        "bad duration '\(text)': give a number and a unit, like 35ms, 1s, 1.5s, 2m or 100us")
    }
    let number = String(text.dropLast(unit.suffix.count))
    if number.hasPrefix("-"), Double(number.dropFirst()) != nil {
      throw ShellError(
        "bad duration '\(text)': durations must be positive; time only moves forward, like 35ms")
    }
    guard let value = Double(number), value.isFinite, value >= 0,
      number.first?.isNumber == true
    else {
      throw ShellError(
        "bad duration '\(text)': '\(number)' is not a number; write it like 35ms, 1.5s or 2m")
    }
    let nanoseconds = (value * unit.nanoseconds).rounded()
    guard nanoseconds < 1e18 else {
      throw ShellError("bad duration '\(text)': too long; the longest is about 31 years")
    }
    self.nanoseconds = Int(nanoseconds)
  }

  /// The shortest exact spelling: `35ms`, `1.5s`, `2m`.
  public var description: String {
    let ns = nanoseconds
    if ns == 0 { return "0ms" }
    if ns % 3_600_000_000_000 == 0 { return "\(ns / 3_600_000_000_000)h" }
    if ns % 60_000_000_000 == 0 { return "\(ns / 60_000_000_000)m" }
    if ns % 1_000_000_000 == 0 { return "\(ns / 1_000_000_000)s" }
    if ns % 1_000_000 == 0 {
      let ms = ns / 1_000_000
      return ms >= 1000 ? "\(Double(ms) / 1000)s" : "\(ms)ms"
    }
    if ns % 1_000 == 0 { return "\(ns / 1_000)us" }
    return "\(ns)ns"
  }
}
