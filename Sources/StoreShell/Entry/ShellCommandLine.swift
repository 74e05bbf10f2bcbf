import ArgumentParser
import Foundation

/// The program's command line: ``ShellOptions`` under the name the program was started by, so
/// that usage and errors say `store-shell` (or your shell's name) rather than a type's name.
struct ShellCommandLine: ParsableCommand {
  static var configuration: CommandConfiguration {
    let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    return CommandConfiguration(
      commandName: name.flatMap { $0.isEmpty ? nil : $0 } ?? "store-shell")
  }

  @OptionGroup var options: ShellOptions
}
