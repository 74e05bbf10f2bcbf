/// The settings `set` changes, and the command-line flags that start them.
import ShellCommands
public struct ShellSettings: Equatable, Sendable {
  /// How state changes print.
  public var diff: DiffMode = .full
  /// Whether output is coloured (resolved from `ColorMode` at start).
  public var color: ColorMode = .auto
  /// Whether each command is echoed before its output.
  public var echo = false
  /// Whether delivered actions must be `receive`d before the next `send`.
  public var exhaustive = false
  /// Whether each step prints how long it took (not recorded).
  public var timing = false
  /// Prefixes of delivered actions that are not printed.
  public var hiddenActions: [String] = []
  /// The most actions an `advance` may deliver unless forced, and `run` at all.
  public var actionLimit = 1_000_000
  /// What the shell prints: text, or one JSON object an event. Not recorded: a recording is
  /// text, whatever is printed.
  public var output: OutputFormat = .text

  /// The default settings.
  public init() {}

  mutating func apply(_ option: ShellOption) {
    switch option {
    case let .diff(mode): diff = mode
    case let .color(mode): color = mode
    case let .echo(on): echo = on
    case let .exhaustive(on): exhaustive = on
    case let .timing(on): timing = on
    case let .filter(prefixes): hiddenActions = prefixes
    case let .limit(limit): actionLimit = limit
    case let .output(format): output = format
    }
  }

  /// The `set` commands that restore these settings, output-shaping ones first: what a
  /// recording starts with, so that it replays alike whatever was set before it.
  var commands: [ShellOption] {
    [
      .diff(diff), .color(color), .echo(echo), .exhaustive(exhaustive), .timing(timing),
      .filter(hiddenActions), .limit(actionLimit),
    ]
  }

  /// Whether a delivered action with this text is hidden by the filter.
  func hides(_ actionText: String) -> Bool {
    hiddenActions.contains { actionText == $0 || actionText.hasPrefix($0 + ".") || actionText.hasPrefix($0 + "(") }
  }
}
