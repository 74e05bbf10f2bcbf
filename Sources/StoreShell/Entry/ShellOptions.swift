import ArgumentParser
import ShellCommands

/// The command line of a shell: `store-shell [--feature NAME] [--live] [--script FILE
/// [--check|--update [--accept]] [--bail]] [--echo] [--mcp]`.
public struct ShellOptions: ParsableArguments {
  /// The feature to open, when the program offers several.
  @Option(name: .long, help: "The feature to open.")
  public var feature: String?

  /// Run on real time instead of a test scheduler.
  @Flag(name: .long, help: "Run the store on real time: effects deliver while you type.")
  public var live = false

  /// A script to replay; the shell exits when it ends.
  @Option(name: .long, help: "Replay a .shell script and exit.")
  public var script: String?

  /// Compare the script's output with its recorded expectations.
  @Flag(name: .long, help: "With --script: fail (exit 3) at the first output that differs.")
  public var check = false

  /// Rewrite the script's recorded expectations.
  @Flag(name: .long, help: "With --script: rewrite the recorded output in place.")
  public var update = false

  /// With `update`: take a changed action type, and commands that now fail, as expected.
  @Flag(
    name: .long,
    help: "With --update: accept changed action cases and new errors as the expected output.")
  public var accept = false

  /// Stop at the first error.
  @Flag(name: .long, help: "Stop at the first command that fails.")
  public var bail = false

  /// Echo each command before its output.
  @Flag(name: .long, help: "Print each command before its output (for piped input).")
  public var echo = false

  /// What to print: text, or one JSON object an event.
  @Option(name: .long, help: "What to print: text, or json (one object an event).")
  public var output: OutputFormat = .text

  /// Serve the session over the Model Context Protocol instead of reading commands.
  @Flag(
    name: .long,
    help: "Serve the session over MCP (the Model Context Protocol) on standard input and output, for an AI assistant.")
  public var mcp = false

  /// Options with their defaults.
  public init() {}

  /// Refuses contradictory flags: `--check` or `--update` without `--script`, and both.
  public func validate() throws {
    if check && update {
      throw ValidationError(
        "--check and --update contradict each other: --check compares, --update rewrites; give one")
    }
    if accept && !update {
      throw ValidationError("--accept goes with --update")
    }
    if mcp, script != nil {
      throw ValidationError("--mcp serves a session to a client and --script replays a file; give one")
    }
    if script == nil, check || update {
      throw ValidationError("\(check ? "--check" : "--update") needs a script: --script FILE")
    }
  }
}

extension OutputFormat: ExpressibleByArgument {}
