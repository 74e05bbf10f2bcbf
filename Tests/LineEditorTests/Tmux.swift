import Foundation
import XCTest

/// A tmux server of its own running one program in a 100×30 pane, driven as a person would:
/// keys in, screen text out.
final class Tmux {
  private let socket = "line-editor-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
  private let configuration: URL
  private static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first(where: FileManager.default.isExecutableFile(atPath:))

  /// Skips the test when tmux is not installed (scripts/setup installs it).
  static func requireTmux() throws {
    if executable == nil {
      throw XCTSkip("tmux is not installed: the terminal tests need it (scripts/setup installs it)")
    }
  }

  /// Starts `command` (run by `sh -c`) in a new session. When it ends, the pane shows
  /// `EXIT=<status>` and stays (tmux's own `pane_dead_status` is not reliable everywhere).
  init(command: String) throws {
    try Self.requireTmux()
    configuration = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket).conf")
    try "set -g default-shell /bin/sh\nset -g status off\n"
      .write(to: configuration, atomically: true, encoding: .utf8)
    try run(
      "new-session", "-d", "-x", "100", "-y", "30", "-s", "test",
      "\(command); echo EXIT=$?; exec sleep 3600")
  }

  deinit {
    let socketPath = (try? run("display-message", "-p", "#{socket_path}"))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try? run("kill-server")
    try? FileManager.default.removeItem(at: configuration)
    if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
  }

  /// Sends keys as `tmux send-keys` names them (`Tab`, `Enter`, `Up`, `C-c`, …).
  func keys(_ keys: String...) throws {
    try run(["send-keys", "-t", "test"] + keys)
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try run("send-keys", "-t", "test", "-l", text)
  }

  /// The pane's text, trailing blank lines dropped.
  func screen() throws -> String {
    var lines = try run("capture-pane", "-p", "-t", "test").components(separatedBy: "\n")
    while lines.last?.trimmingCharacters(in: .whitespaces) == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The pane's lines, trailing blank lines dropped.
  func lines() throws -> [String] {
    try screen().components(separatedBy: "\n")
  }

  /// The cursor's column and row.
  func cursor() throws -> (column: Int, row: Int) {
    let text = try run("display-message", "-p", "-t", "test", "#{cursor_x} #{cursor_y}")
    let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return (numbers.first ?? -1, numbers.dropFirst().first ?? -1)
  }

  /// The program's exit status once it has exited, else `nil`.
  func exitStatus() throws -> Int? {
    try lines().lazy.compactMap { line in
      line.hasPrefix("EXIT=") ? Int(line.dropFirst("EXIT=".count)) : nil
    }.first
  }

  /// Polls the screen until `condition` holds; fails with the screen after `timeout`.
  @discardableResult
  func waitFor(
    _ description: String, timeout: Duration = .seconds(10),
    file: StaticString = #filePath, line: UInt = #line,
    _ condition: (String) throws -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = try self.screen()
      if try condition(screen) { return screen }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTFail("timed out waiting for \(description); the screen:\n\(screen)", file: file, line: line)
    throw Timeout()
  }

  /// Waits until the screen shows `text`.
  @discardableResult
  func waitFor(
    text: String, timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    try waitFor("“\(text)”", timeout: timeout, file: file, line: line) { $0.contains(text) }
  }

  /// Waits until the program has exited, and returns its exit status.
  func waitForExit(
    timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line
  ) throws -> Int {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if let status = try exitStatus() { return status }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTFail("the program did not exit; the screen:\n\(try screen())", file: file, line: line)
    throw Timeout()
  }

  struct Timeout: Error {}

  @discardableResult
  private func run(_ arguments: String...) throws -> String {
    try run(arguments)
  }

  /// Runs tmux and returns what it printed. With `posix_spawn` and `waitpid` rather than
  /// Foundation's `Process`: on Linux that learns of the end of a child from a socket the child
  /// inherits, and the server `new-session` starts keeps it open, so it would wait for ever.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: outputFile) }
    let argv = [Self.executable!, "-L", socket, "-f", configuration.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TERM"] = "xterm-256color"
    let status = try Spawn.run(
      argv, environment: environment.map { "\($0)=\($1)" }, outputFile: outputFile)
    guard status == 0 || arguments.first == "kill-server" else {
      throw Failure(arguments: arguments, status: status)
    }
    return (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
  }

  struct Failure: Error {
    var arguments: [String]
    var status: Int32
  }
}

/// Runs a program to its end with `posix_spawn`, standard output to a file.
enum Spawn {
  static func run(_ argv: [String], environment: [String], outputFile: String) throws -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup($0) } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    var pid = pid_t()
    let error = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
    guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw POSIXError(.ECHILD) }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
