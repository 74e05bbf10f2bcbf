import ActionText
import ShellScripts

/// Turns a line of text into a ``Command``, or a one-line ``ShellError`` that names the
/// problem and the nearest valid spelling.
public enum CommandParser {
  /// Parses one line. Blank lines and `#` comments are ``Command/nothing``.
  public static func parse(_ line: String) throws(ShellError) -> Command {
    let ascii = ASCIILine(line)
    guard case let .split(name, rest) = ascii == .other ? generalSplit(line) : ascii else {
      return .nothing
    }
    guard let parse = CommandSpec.parser(named: name) else {
      let suggestions = Suggestions.closest(to: name, among: CommandSpec.names)
      throw ShellError(
        "unknown command '\(name)'" + Suggestions.didYouMean(suggestions)
          + (suggestions.isEmpty ? "; type 'help' for the list" : ""))
    }
    return try parse(rest)
  }

  /// `line` trimmed and split into the command's name and its arguments by `Character`s,
  /// where ``ASCIILine`` cannot decide by bytes; `.blank` for nothing or a comment.
  static func generalSplit(_ line: String) -> ASCIILine {
    let trimmed = line.trimmingShellWhitespace()
    if trimmed.isEmpty || (trimmed.utf8.first == UInt8(ascii: "#") && trimmed.hasPrefix("#")) {
      return .blank
    }
    let (name, rest) = splitName(trimmed)
    return .split(name: name, rest: rest)
  }

  /// The command's name (up to the first whitespace) and the trimmed rest of `line`, by
  /// `Character`s: only the lines ``ASCIILine`` does not split by bytes come here.
  private static func splitName(_ line: String) -> (name: String, rest: String) {
    let name = String(line.prefix { !$0.isWhitespace })
    return (name, line.dropFirst(name.count).trimmingShellWhitespace())
  }
}

/// A command's name, usage, help text and argument parser.
package struct CommandSpec: Sendable {
  let name: String
  package let usage: String
  package let summary: String
  /// A line that uses the command, for `help <command>`.
  package let example: String
  /// More than the summary says, for `help <command>`.
  package var details = ""
  let parse: @Sendable (String) throws(ShellError) -> Command

  package static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

  /// The argument parser of the command `name`: found among ``names`` and read alone, not
  /// copied out with its whole spec (texts and all), as every line needs it.
  static func parser(named name: String) -> (@Sendable (String) throws(ShellError) -> Command)? {
    guard let index = names.firstIndex(of: name) else { return nil }
    return all[index].parse
  }

  package static let names: [String] = all.map(\.name)

  package static let all: [CommandSpec] = [
    CommandSpec(
      name: "send", usage: "send <action>",
      summary: "send an action; print it, the state diff, and what its effects deliver now",
      example: "send counter.setCount(\"42\")"
    ) { rest throws(ShellError) in
      guard !rest.isEmpty else {
        throw ShellError("send needs an action, like 'send counter.increment'")
      }
      return .send(rest)
    },
    CommandSpec(
      name: "receive", usage: "receive [<action>]",
      summary: "assert the next delivered action (exhaustive mode)",
      example: "receive timer.timeUpdated"
    ) { rest throws(ShellError) in .receive(rest.isEmpty ? nil : rest) },
    CommandSpec(
      name: "advance", usage: "advance [<duration>] [--force] [--deliveries <n>]",
      summary: "move virtual time (35ms, 1s, 1.5s, 2m, 100us); none runs what is due now",
      example: "advance 35ms",
      details: "an advance that would deliver more than 'set limit' actions (1000000) is "
        + "refused unless --force; --deliveries <n> stops it right after the nth delivered action"
    ) { rest throws(ShellError) in
      let (words, flags, values) = try options(
        of: rest, for: "advance", allowed: ["--force", "--deliveries"], valued: ["--deliveries"])
      guard words.count <= 1 else {
        throw ShellError("advance takes one duration, like 'advance 35ms'")
      }
      let deliveries = try values["--deliveries"].map { value throws(ShellError) in
        guard let count = Int(value), count > 0 else {
          throw ShellError("advance: --deliveries takes a number of actions above 0, like '--deliveries 2'")
        }
        return count
      }
      return .advance(
        try words.first.map { word throws(ShellError) in try ShellDuration(parsing: word) },
        force: flags.contains("--force"), deliveries: deliveries)
    },
    .plain(
      .run, "run", summary: "run the scheduler until no work is left", example: "run",
      details: "refused while a timer runs; stops after 'set limit' scheduled steps"),
    CommandSpec(
      name: "wait", usage: "wait <duration>",
      summary: "let real time pass while effects busy in real time deliver",
      example: "wait 2s"
    ) { rest throws(ShellError) in
      guard !rest.isEmpty else { throw ShellError("wait needs a duration, like 'wait 2s'") }
      return .wait(try ShellDuration(parsing: rest))
    },
    CommandSpec(
      name: "state", usage: "state [<path>]",
      summary: "print the state, or part of it: state counter.count, state results[0]",
      example: "state todos.first.description",
      details: "paths take fields, [0], [id: …], [\"key\"], count, isEmpty, first, last, keys "
        + "and filters: state todos[isComplete == true].count; TAB completes them"
    ) { rest throws(ShellError) in .state(rest.isEmpty ? nil : rest) },
    .plain(
      .effects, "effects",
      summary: "list the effects in flight: number, kind, what started them, next fire time",
      example: "effects"),
    CommandSpec(
      name: "cancel", usage: "cancel <number>", summary: "cancel an effect in flight",
      example: "cancel 0"
    ) { rest throws(ShellError) in
      let digits = rest.hasPrefix("#") ? String(rest.dropFirst()) : rest
      guard let number = Int(digits), number >= 0 else {
        throw ShellError(
          "cancel needs an effect number from 'effects', like 'cancel 1'"
            + (rest.isEmpty ? "" : "; '\(rest)' is not one"))
      }
      return .cancel(number)
    },
    CommandSpec(
      name: "history", usage: "history [/<pattern>/]",
      summary: "list the steps so far; with a pattern, those whose command matches it",
      example: "history /increment/"
    ) { rest throws(ShellError) in
      guard !rest.isEmpty else { return .history }
      guard rest.count >= 3, rest.hasPrefix("/"), rest.hasSuffix("/") else {
        throw ShellError("history takes a pattern between slashes, like 'history /increment/'")
      }
      return .debug(.history(String(rest.dropFirst().dropLast())))
    },
    CommandSpec(
      name: "goto", usage: "goto <n> | goto <branch>.<n>",
      summary: "go back to the state after step n (0 is the start), replaying deterministically",
      example: "goto 2",
      details: "'goto 1.5' goes to step 5 of branch 1, numbered as 'branches' lists them"
    ) { rest throws(ShellError) in
      if let branchStep = try parseBranchStep(rest) { return branchStep }
      guard let step = Int(rest), step >= 0 else {
        throw ShellError("goto needs a step number from 'history', like 'goto 2'")
      }
      return .goto(step)
    },
    .plain(
      .undo, "undo", summary: "go back one step (the later steps stay: redo returns)",
      example: "undo"),
    .plain(.redo, "redo", summary: "forward one step, after undo or goto", example: "redo"),
    CommandSpec(
      name: "skip", usage: "skip <n>",
      summary: "the state as if step n never happened (skip n again puts it back)",
      example: "skip 2"
    ) { rest throws(ShellError) in
      guard let step = Int(rest), step >= 1 else {
        throw ShellError("skip needs a step number from 'history', like 'skip 2'")
      }
      return .skip(step)
    },
    CommandSpec(
      name: "diff", usage: "diff <n> [<m>]",
      summary: "the state change from after step n to after step m (default: now); 0 is the start",
      example: "diff 1 3"
    ) { rest throws(ShellError) in
      let words = try splitWords(rest)
      let numbers = words.compactMap { Int($0) }.filter { $0 >= 0 }
      guard (1...2).contains(words.count), numbers.count == words.count else {
        throw ShellError("diff needs one or two step numbers from 'history', like 'diff 1' or 'diff 1 3'")
      }
      return .diff(numbers[0], numbers.count == 2 ? numbers[1] : nil)
    },
    CommandSpec(
      name: "record", usage: "record <file> [--from-start] [--force] | record stop",
      summary: "write every following step, with its output, to a script",
      example: "record session.shell",
      details: "the script starts with 'reset' and the settings, so it replays to the same "
        + "output whatever came before it; after steps, record refuses unless --from-start, "
        + "which writes the session so far first; --force overwrites an existing file"
    ) { rest throws(ShellError) in
      guard !rest.isEmpty else {
        throw ShellError("record needs a file name, like 'record session.shell', or 'stop'")
      }
      if rest == "stop" { return .record(nil) }
      let (words, flags, _) = try options(
        of: rest, for: "record", allowed: ["--force", "--from-start"])
      return .record(
        try singlePath("record", words), force: flags.contains("--force"),
        fromStart: flags.contains("--from-start"))
    },
    CommandSpec(
      name: "replay", usage: "replay <file> [--check | --update [--accept]]",
      summary: "run a script; --check compares output with its expectations, --update rewrites them",
      example: "replay session.shell --check",
      details: "--update refuses a script whose action cases changed, or whose commands now "
        + "fail where they did not, unless --accept"
    ) { rest throws(ShellError) in
      let (words, flags, _) = try options(
        of: rest, for: "replay", allowed: ["--check", "--update", "--accept"])
      guard words.count == 1, !words[0].utf8.contains(0) else {
        throw ShellError("replay needs one file name, like 'replay session.shell --check'")
      }
      if flags.contains("--check") && flags.contains("--update") {
        throw ShellError(
          "replay: --check and --update contradict each other: --check compares, --update "
            + "rewrites; give one")
      }
      if flags.contains("--accept") && !flags.contains("--update") {
        throw ShellError("replay: --accept goes with --update")
      }
      return .replay(
        path: words[0], check: flags.contains("--check"), update: flags.contains("--update"),
        accept: flags.contains("--accept"))
    },
    CommandSpec(
      name: "save", usage: "save <file> [--force]",
      summary: "write the session so far as a script",
      example: "save session.shell", details: "--force overwrites an existing file"
    ) { rest throws(ShellError) in
      guard !rest.isEmpty else {
        throw ShellError("save needs a file name, like 'save session.shell'")
      }
      let (words, flags, _) = try options(of: rest, for: "save", allowed: ["--force"])
      return .save(try singlePath("save", words), force: flags.contains("--force"))
    },
    CommandSpec(
      name: "export", usage: "export test <file> [--class <Name>] [--force]",
      summary: "write the session as an XCTest case: a TestStore test that replays it",
      example: "export test GameSessionTests.swift"
    ) { rest throws(ShellError) in try parseExport(rest) },
    CommandSpec(
      name: "set", usage: "set [<option> <value>]",
      summary: "diff full|compact|off, color on|off|auto, echo on|off, exhaustive on|off, "
        + "timing on|off, filter -<action>…|off, limit <n>",
      example: "set diff compact",
      details: "'set' alone lists the settings; 'limit' is the most actions an advance may deliver; "
        + "'output text|json' prints text or one JSON object an event (not recorded); "
        + "'set state <path> = <value>' edits a test store's state, as a step: "
        + "set state todos[0].isComplete = true"
    ) { rest throws(ShellError) in
      if let edit = try parseSetState(rest) { return edit }
      return rest.isEmpty ? .settings : .set(try OptionParser.parse(rest))
    },
    .plain(
      .actions, "actions", summary: "list the action cases with their argument labels and types",
      example: "actions"),
    .plain(.reset, "reset", summary: "back to the initial state, effects cancelled", example: "reset"),
  ] + debugger + [
    CommandSpec(
      name: "help", usage: "help [<command>]", summary: "list the commands, or explain one",
      example: "help record"
    ) { rest throws(ShellError) in
      if !rest.isEmpty, named(rest) == nil {
        throw ShellError(
          "help: unknown command '\(rest)'"
            + Suggestions.didYouMean(Suggestions.closest(to: rest, among: names)))
      }
      return .help(rest.isEmpty ? nil : rest)
    },
    .plain(.quit, "quit", summary: "leave the shell (Ctrl-D too)", example: "quit"),
  ]

  /// A command that takes no arguments: its usage is its name.
  private static func plain(
    _ command: Command, _ name: String, summary: String, example: String, details: String = ""
  ) -> CommandSpec {
    CommandSpec(name: name, usage: name, summary: summary, example: example, details: details) {
      rest throws(ShellError) in
      try noArguments(name, rest)
      return command
    }
  }

  private static func parseExport(_ rest: String) throws(ShellError) -> Command {
    var words = try splitWords(rest)
    guard words.first == "test" else {
      throw ShellError("export needs 'test', like 'export test SessionTests.swift'")
    }
    words.removeFirst()
    var name: String?
    // `--class NAME` names the test case; `--name` is its older spelling.
    for option in ["--class", "--name"] {
      guard let flag = words.firstIndex(of: option) else { continue }
      guard flag + 1 < words.count, !words[flag + 1].hasPrefix("--") else {
        throw ShellError("export test: \(option) needs a test case name, like '\(option) CounterTests'")
      }
      name = words[flag + 1]
      words.removeSubrange(flag...(flag + 1))
    }
    let force = words.contains("--force")
    words.removeAll { $0 == "--force" }
    if let flag = words.first(where: { $0.hasPrefix("--") }) {
      throw ShellError("export test: unknown option '\(flag)'; use --class <TestName>, --force")
    }
    guard words.count == 1, words[0].hasSuffix(".swift") else {
      throw ShellError("export test needs one Swift file name, like 'export test SessionTests.swift'")
    }
    return .exportTest(path: words[0], name: name, force: force)
  }

  private static func noArguments(_ name: String, _ rest: String) throws(ShellError) {
    guard rest.isEmpty else { throw ShellError("\(name) takes no arguments; got '\(rest)'") }
  }

  /// Splits `rest` into words and `--` flags; a flag not in `allowed` is an error. A flag in
  /// `valued` takes the word after it as its value (`--deliveries 2`): `values` has it, `""`
  /// when no word follows.
  private static func options(
    of rest: String, for name: String, allowed: [String], valued: Set<String> = []
  ) throws(ShellError) -> (words: [String], flags: Set<String>, values: [String: String]) {
    var words: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var all = try splitWords(rest)[...]
    while let word = all.popFirst() {
      guard word.hasPrefix("--") else {
        words.append(word)
        continue
      }
      flags.insert(word)
      if valued.contains(word) { values[word] = all.popFirst() ?? "" }
    }
    if let unknown = flags.sorted().first(where: { !allowed.contains($0) }) {
      throw ShellError(
        "\(name): unknown option '\(unknown)'; it takes \(allowed.joined(separator: ", "))")
    }
    return (words, flags, values)
  }

  private static func singlePath(_ name: String, _ words: [String]) throws(ShellError) -> String {
    guard words.count == 1 else {
      throw ShellError("\(name) takes one file name; quote a name with spaces: \"my file.shell\"")
    }
    // The system would cut the name at the NUL and write another file.
    guard !words[0].utf8.contains(0) else {
      throw ShellError("\(name): a file name cannot hold a NUL byte")
    }
    return words[0]
  }
}

/// Splits `text` at spaces, honouring double quotes; an unbalanced quote is an error.
func splitWords(_ text: String) throws(ShellError) -> [String] {
  var words: [String] = []
  var current = ""
  var inQuotes = false
  var hasWord = false
  for character in text {
    if character == "\"" {
      inQuotes.toggle()
      hasWord = true
    } else if character.isWhitespace && !inQuotes {
      if hasWord { words.append(current) }
      current = ""
      hasWord = false
    } else {
      current.append(character)
      hasWord = true
    }
  }
  if inQuotes { throw ShellError("unbalanced quote in '\(text)'; close it with \"") }
  if hasWord { words.append(current) }
  return words
}
