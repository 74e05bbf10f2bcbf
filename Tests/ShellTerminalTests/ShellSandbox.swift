import Foundation
import TerminalTesting

/// A temporary folder for one test: the shell's history file and data folder (so that no test
/// touches the user's), and room for scripts. Removed when released.
final class ShellSandbox {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ShellTerminalTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("data"), withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// More variables for the shell (`STORE_SHELL_TEST_FEATURES`, say).
  var extraEnvironment: [String: String] = [:]

  /// `STORE_SHELL_HISTORY` and `STORE_SHELL_DATA` for the shell, and ``extraEnvironment``.
  var environment: [String: String] {
    ["STORE_SHELL_HISTORY": path("history"), "STORE_SHELL_DATA": path("data")]
      .merging(extraEnvironment) { $1 }
  }

  /// A `sh` command line that runs the built `store-shell` with `arguments` in this sandbox.
  func shellCommand(_ arguments: [String] = []) throws -> String {
    let settings = environment.sorted { $0.key < $1.key }.map {
      "\($0.key)=\($0.value.shellQuoted)"
    }
    return (["env"] + settings + [try StoreShellProgram.path()] + arguments.map(\.shellQuoted))
      .joined(separator: " ")
  }
}

/// The built `store-shell` program (see ``BuiltExecutable``).
enum StoreShellProgram {
  static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
    try BuiltExecutable.path(named: "store-shell", file: file, line: line)
  }
}
