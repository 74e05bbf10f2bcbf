import ActionText
import ShellScripts
import StatePaths

/// The debugger's commands: their spelling, help and argument parsers.
extension CommandSpec {
  static let debugger: [CommandSpec] = [
    CommandSpec(
      name: "watch", usage: "watch <path> | watch off <n>",
      summary: "print a state path's value whenever a step changes it (even with diff off)",
      example: "watch todos.count",
      details: "'watches' lists them; 'watch off 1' removes watch 1; 'reset' removes all; "
        + "'watch 2 todos.count' numbers it 2 (as recordings write the watches they bring back)"
    ) { rest throws(ShellError) in
      guard !rest.isEmpty else {
        throw ShellError("watch needs a state path, like 'watch todos.count', or 'off <n>'")
      }
      if rest.hasPrefix("off") && (rest == "off" || rest.dropFirst(3).first == " ") {
        return .debug(.watchOff(try number(rest.dropFirst(3), for: "watch off", listedBy: "watches")))
      }
      // `watch 2 todos.count`: numbered, as recordings write the watches they bring back.
      let (number, path) = try numbered(rest, for: "watch", example: "watch 2 todos.count")
      _ = try StatePath.parse(path)
      return .debug(.watch(path, number: number))
    },
    .debugPlain(.watches, "watches", summary: "list the watches with their values", example: "watches"),
    CommandSpec(
      name: "break",
      usage: "break on <action> | when <path> changes | off <n>",
      summary: "stop an advance, run, wait or replay right after a step that hits",
      example: "break on sortCompletedTodos",
      details: "'break on' takes a case path prefix, sent or delivered (todo.checkBoxToggled "
        + "matches every row's); 'break when todos.count changes' stops after a step that "
        + "changes it; 'breaks' lists them; 'continue' goes on; 'reset' removes all (a replayed "
        + "script's 'reset' keeps those set at the prompt, which stop the replay); "
        + "'break 2 on …' numbers it 2 (as recordings write the breakpoints they bring back)"
    ) { rest throws(ShellError) in try parseBreak(rest) },
    .debugPlain(.breaks, "breaks", summary: "list the breakpoints", example: "breaks"),
    .debugPlain(
      .continue, "continue",
      summary: "go on with the advance, run, wait or replay a breakpoint stopped",
      example: "continue"),
    .debugPlain(
      .step, "step",
      summary: "advance virtual time to the next delivered action, deliver it and stop",
      example: "step"),
    .debugPlain(
      .branches, "branches",
      summary: "list the timeline's branches with their steps (a step after goto starts one)",
      example: "branches"),
    CommandSpec(
      name: "branch", usage: "branch <n>",
      summary: "go to the end of branch n, the current one kept", example: "branch 1",
      details: "'goto 1.5' goes to step 5 of branch 1"
    ) { rest throws(ShellError) in
      .debug(.branch(try number(Substring(rest), for: "branch", listedBy: "branches")))
    },
    CommandSpec(
      name: "dump", usage: "dump state <file> [--force]",
      summary: "write the state as JSON (a Codable state)", example: "dump state todos.json",
      details: "--force overwrites an existing file; 'load state' reads it back"
    ) { rest throws(ShellError) in
      let words = try stateFileWords(rest, for: "dump", allowed: ["--force"])
      return .debug(.dumpState(path: words.path, force: words.flags.contains("--force")))
    },
    CommandSpec(
      name: "load", usage: "load state <file>",
      summary: "replace the state by a JSON file's (a step: goto and replay read it again)",
      example: "load state todos.json",
      details: "a test store's only; the file holds what 'dump state' writes"
    ) { rest throws(ShellError) in
      .debug(.loadState(path: try stateFileWords(rest, for: "load", allowed: []).path))
    },
  ]

  /// `goto <branch>.<n>`, or `nil` for a plain `goto <n>`.
  static func parseBranchStep(_ rest: String) throws(ShellError) -> Command? {
    guard let dot = rest.firstIndex(of: ".") else { return nil }
    guard let branch = Int(rest[..<dot]), branch >= 1,
      let step = Int(rest[rest.index(after: dot)...]), step >= 0
    else {
      throw ShellError("goto needs a branch and a step from 'branches', like 'goto 1.5'; got '\(rest)'")
    }
    return .debug(.gotoBranchStep(branch: branch, step: step))
  }

  /// `set state <path> = <value>`, or `nil` for another `set`.
  static func parseSetState(_ rest: String) throws(ShellError) -> Command? {
    guard rest == "state" || rest.hasPrefix("state ") else { return nil }
    let edit = rest.dropFirst(5).trimmingCharacters(in: .whitespaces)
    guard let equals = assignment(in: edit) else {
      throw ShellError(
        "set state needs a path and a value, like 'set state todos[0].isComplete = true'")
    }
    let path = edit[..<equals].trimmingCharacters(in: .whitespaces)
    let value = edit[edit.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    guard !path.isEmpty, !value.isEmpty else {
      throw ShellError(
        "set state needs a path and a value, like 'set state todos[0].isComplete = true'")
    }
    _ = try StatePath.parse(path)
    return .debug(.setState(path: path, value: value))
  }

  /// The `=` of `path = value`: the first one outside brackets and quotes that is not part of
  /// `==`, `!=`, `<=` or `>=` (a filter in the path).
  private static func assignment(in text: String) -> String.Index? {
    var depth = 0
    var quoted = false
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      defer { previous = character }
      if character == "\"" { quoted.toggle() }
      guard !quoted else { continue }
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      guard depth == 0, character == "=", !"=!<>".contains(previous) else { continue }
      let next = text.index(after: index)
      if next < text.endIndex, text[next] == "=" { continue }
      return index
    }
    return nil
  }

  private static func parseBreak(_ text: String) throws(ShellError) -> Command {
    let usage = "break on <action>, break when <path> changes, or break off <n>"
    // `break 2 on …`: numbered, as recordings write the breakpoints they bring back.
    let (breakNumber, rest) = try numbered(text, for: "break", example: "break 2 on sortCompletedTodos")
    if breakNumber != nil, !rest.hasPrefix("on "), !rest.hasPrefix("when ") {
      throw ShellError("a numbered break takes on or when, like 'break 2 on sortCompletedTodos'; got '\(text)'")
    }
    let (word, argument) = rest.firstIndex(of: " ").map {
      (String(rest[..<$0]), rest[$0...].trimmingCharacters(in: .whitespaces))
    } ?? (rest, "")
    switch word {
    case "on":
      guard !argument.isEmpty, !argument.contains(" ") else {
        throw ShellError("break on needs an action's case path, like 'break on sortCompletedTodos'")
      }
      // A case path matches whatever the payload: an argument would never match.
      guard !argument.contains("(") else {
        throw ShellError(
          "break on takes a case path without arguments, like 'break on todo.checkBoxToggled'; "
            + "got '\(argument)'")
      }
      return .debug(.breakOn(argument, number: breakNumber))
    case "when":
      guard argument.hasSuffix(" changes") else {
        throw ShellError("break when needs a path and 'changes', like 'break when todos.count changes'")
      }
      let path = String(argument.dropLast(8)).trimmingCharacters(in: .whitespaces)
      _ = try StatePath.parse(path)
      return .debug(.breakWhen(path, number: breakNumber))
    case "off":
      return .debug(.breakOff(try number(Substring(argument), for: "break off", listedBy: "breaks")))
    default:
      throw ShellError("break takes \(usage)" + (rest.isEmpty ? "" : "; got '\(rest)'"))
    }
  }

  /// A leading number and the rest (`2 todos.count`), or `nil` and the whole text when it
  /// does not start with digits and a space.
  private static func numbered(
    _ text: String, for command: String, example: String
  ) throws(ShellError) -> (Int?, String) {
    guard let space = text.firstIndex(of: " "), space > text.startIndex,
      text[..<space].allSatisfy({ $0.isASCII && $0.isNumber })
    else { return (nil, text) }
    guard let number = Int(text[..<space]), number >= 1 else {
      throw ShellError("\(command) takes a number from 1, like '\(example)'; got '\(text[..<space])'")
    }
    return (number, text[space...].trimmingCharacters(in: .whitespaces))
  }

  /// The positive number in `text`, for `command` (numbers as `list` shows them).
  private static func number(
    _ text: Substring, for command: String, listedBy list: String
  ) throws(ShellError) -> Int {
    let digits = text.trimmingCharacters(in: .whitespaces)
    guard let number = Int(digits), number >= 1 else {
      throw ShellError("\(command) needs a number from '\(list)', like '\(command) 1'")
    }
    return number
  }

  /// The file of `dump state <file>` or `load state <file>`, and its flags.
  private static func stateFileWords(
    _ rest: String, for command: String, allowed: [String]
  ) throws(ShellError) -> (path: String, flags: Set<String>) {
    var words = try splitWords(rest)
    guard words.first == "state" else {
      throw ShellError("\(command) needs 'state' and a file, like '\(command) state todos.json'")
    }
    words.removeFirst()
    let flags = Set(words.filter { $0.hasPrefix("--") })
    words.removeAll { $0.hasPrefix("--") }
    if let unknown = flags.sorted().first(where: { !allowed.contains($0) }) {
      throw ShellError(
        "\(command) state: unknown option '\(unknown)'"
          + (allowed.isEmpty ? "; it takes none" : "; it takes \(allowed.joined(separator: ", "))"))
    }
    guard words.count == 1, !words[0].utf8.contains(0) else {
      throw ShellError("\(command) state takes one file name, like '\(command) state todos.json'")
    }
    return (words[0], flags)
  }

  /// A debugger command that takes no arguments.
  private static func debugPlain(
    _ command: DebugCommand, _ name: String, summary: String, example: String
  ) -> CommandSpec {
    CommandSpec(name: name, usage: name, summary: summary, example: example) {
      rest throws(ShellError) in
      guard rest.isEmpty else { throw ShellError("\(name) takes no arguments; got '\(rest)'") }
      return .debug(command)
    }
  }
}
