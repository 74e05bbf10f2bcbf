import Foundation

/// Runs programs to their end with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` on Linux learns of a child's end from a socket the child inherits; a
/// program that leaves a daemon behind (the server `tmux new-session` starts) keeps it open, so
/// `waitUntilExit()` would wait for ever. This does not.
public enum Spawn {
  /// Runs `argv` (the program's path first) with `environment` (`NAME=value` strings), standard
  /// input from `/dev/null`, standard output to `outputFile` and standard error discarded;
  /// returns its exit status, or 128 plus the signal that ended it.
  public static func run(_ argv: [String], environment: [String], outputFile: String) throws
    -> Int32
  {
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
    return exitStatus(fromWaitStatus: status)
  }

  /// The exit status `waitpid` reports in `status`: the program's own, or 128 plus the signal
  /// that ended it (`WIFEXITED` / `WEXITSTATUS`, which Swift does not import).
  public static func exitStatus(fromWaitStatus status: Int32) -> Int32 {
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
