import ActionText
import ShellScripts

/// Parses the argument of `set`: an option name and its value.
package enum OptionParser {
  package static let names = ["diff", "color", "echo", "exhaustive", "timing", "filter", "limit"]

  static func parse(_ text: String) throws(ShellError) -> ShellOption {
    let words = text.split(separator: " ").map(String.init)
    guard let name = words.first else {
      throw ShellError("set needs an option: \(names.joined(separator: ", "))")
    }
    let values = Array(words.dropFirst())
    switch name {
    case "diff":
      return .diff(try choice(name, values, DiffMode.allCases))
    case "color", "colour":
      return .color(try choice(name, values, ColorMode.allCases))
    case "echo":
      return .echo(try onOff(name, values))
    case "exhaustive":
      return .exhaustive(try onOff(name, values))
    case "timing":
      return .timing(try onOff(name, values))
    case "filter":
      if values == ["off"] { return .filter([]) }
      guard !values.isEmpty, values.allSatisfy({ $0.hasPrefix("-") && $0.count > 1 }) else {
        throw ShellError(
          "set filter takes actions to hide, like 'set filter -timer.timeUpdated', or 'off'")
      }
      return .filter(values.map { String($0.dropFirst()) })
    case "output":
      // Not among `names`: the list is part of recorded errors, which stay as they were.
      return .output(try choice(name, values, OutputFormat.allCases))
    case "limit":
      guard values.count == 1, let limit = Int(values[0]), limit > 0 else {
        throw ShellError(
          "set limit takes a positive number of actions, like 'set limit 1000000'"
            + (values.isEmpty ? "" : "; got '\(values.joined(separator: " "))'"))
      }
      return .limit(limit)
    default:
      throw ShellError(
        "unknown option '\(name)'"
          + Suggestions.didYouMean(Suggestions.closest(to: name, among: names))
          + "; options: \(names.joined(separator: ", "))")
    }
  }

  private static func choice<T: RawRepresentable<String>>(
    _ name: String, _ values: [String], _ all: [T]
  ) throws(ShellError) -> T {
    let allowed = all.map(\.rawValue).joined(separator: "|")
    guard values.count == 1, let value = T(rawValue: values[0]) else {
      throw ShellError(
        "set \(name) takes \(allowed)" + (values.isEmpty ? "" : "; got '\(values.joined(separator: " "))'"))
    }
    return value
  }

  private static func onOff(_ name: String, _ values: [String]) throws(ShellError) -> Bool {
    switch values {
    case ["on"]: return true
    case ["off"]: return false
    default:
      throw ShellError(
        "set \(name) takes on|off" + (values.isEmpty ? "" : "; got '\(values.joined(separator: " "))'"))
    }
  }
}
