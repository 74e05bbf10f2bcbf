import TerminalTesting

extension Tmux {
  /// The prompt of an empty line, as the screen shows it (tmux drops the trailing space).
  static let emptyPrompt = "store>"

  /// Starts the built `store-shell` with `arguments` in `sandbox`, and waits for its prompt.
  static func storeShell(
    _ arguments: String..., in sandbox: ShellSandbox,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Tmux {
    let tmux = try Tmux(command: sandbox.shellCommand(arguments))
    try tmux.waitFor(lastLine: emptyPrompt, file: file, line: line)
    return tmux
  }

  /// Types `command` and Enter, waits for the prompt to come back after it, and returns what
  /// the command printed (the lines between it and the prompt).
  @discardableResult
  func enter(
    _ command: String, timeout: Duration = .seconds(10),
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> [String] {
    let start = max(try scrollback().count - 1, 0)
    try type(command)
    try keys("Enter")
    var output: [String] = []
    try waitFor("the prompt after “\(command)”", timeout: timeout, file: file, line: line) { _ in
      let lines = try self.scrollback()
      guard start < lines.count, lines.last == Self.emptyPrompt,
        let typed = lines[start...].lastIndex(of: "store> \(command)"), typed < lines.count - 1
      else { return false }
      output = Array(lines[(typed + 1)..<(lines.count - 1)])
      return true
    }
    return output
  }
}
