import Foundation
import XCTest

/// A tmux server of its own (a private socket) running one program in one pane, driven as a
/// person would: keys in, screen text out. The server is killed when the value is released, so
/// a test that fails or throws leaves nothing behind.
public final class Tmux {
  private let socket = "terminal-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
  private let configuration: URL
  private static let executable = [
    "/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux",
  ]
  .first(where: FileManager.default.isExecutableFile(atPath:))

  /// Skips the test when tmux is not installed (scripts/setup installs it).
  public static func requireTmux() throws {
    if executable == nil {
      throw XCTSkip("tmux is not installed: the terminal tests need it (scripts/setup installs it)")
    }
  }

  /// Starts `command` (run by `sh -c`) in a new session whose pane is `columns`×`rows`. When the
  /// command ends, the pane shows `EXIT=<status>` and stays (tmux's own `pane_dead_status` is
  /// not reliable everywhere).
  public init(command: String, columns: Int = 100, rows: Int = 30) throws {
    try Self.requireTmux()
    configuration = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket).conf")
    try "set -g default-shell /bin/sh\nset -g status off\nset -g history-limit 100000\n"
      .write(to: configuration, atomically: true, encoding: .utf8)
    try run(
      "new-session", "-d", "-x", String(columns), "-y", String(rows), "-s", "test",
      "\(command); echo EXIT=$?; exec sleep 3600")
  }

  deinit {
    let socketPath = (try? run("display-message", "-p", "#{socket_path}"))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try? run("kill-server")
    try? FileManager.default.removeItem(at: configuration)
    if let socketPath, !socketPath.isEmpty {
      try? FileManager.default.removeItem(atPath: socketPath)
    }
  }

  /// Sends keys as `tmux send-keys` names them (`Tab`, `Enter`, `Up`, `C-c`, …).
  public func keys(_ keys: String...) throws {
    try run(["send-keys", "-t", "test"] + keys)
  }

  /// Types `text` literally.
  public func type(_ text: String) throws {
    try run("send-keys", "-t", "test", "-l", text)
  }

  /// The pane's visible text, trailing blank lines dropped.
  public func screen() throws -> String {
    try Self.trimmed(run("capture-pane", "-p", "-t", "test"))
  }

  /// The pane's visible lines, trailing blank lines dropped.
  public func lines() throws -> [String] {
    try screen().components(separatedBy: "\n")
  }

  /// The last non-blank line of the pane.
  public func lastLine() throws -> String {
    try lines().last ?? ""
  }

  /// Everything the pane has shown: the lines scrolled off the top, then the visible ones,
  /// trailing blank lines dropped.
  public func scrollback() throws -> [String] {
    try Self.trimmed(run("capture-pane", "-p", "-t", "test", "-S", "-", "-E", "-"))
      .components(separatedBy: "\n")
  }

  /// The cursor's column and row.
  public func cursor() throws -> (column: Int, row: Int) {
    let text = try run("display-message", "-p", "-t", "test", "#{cursor_x} #{cursor_y}")
    let numbers = text.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return (numbers.first ?? -1, numbers.dropFirst().first ?? -1)
  }

  /// The program's exit status once it has exited, else `nil`.
  public func exitStatus() throws -> Int? {
    try lines().lazy.compactMap { line in
      line.hasPrefix("EXIT=") ? Int(line.dropFirst("EXIT=".count)) : nil
    }.first
  }

  /// A tmux command failed.
  public struct Failure: Error {
    /// Its arguments.
    public var arguments: [String]
    /// Its exit status.
    public var status: Int32
  }

  private static func trimmed(_ text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    while lines.last?.trimmingCharacters(in: .whitespaces) == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  @discardableResult
  private func run(_ arguments: String...) throws -> String {
    try run(arguments)
  }

  /// Runs tmux on this server and returns what it printed (through ``Spawn``, not `Process`).
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
}
