#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

extension LineEditor {
  /// The store shell's history file: `$STORE_SHELL_HISTORY` when set and not empty, otherwise
  /// `~/.store_shell_history`.
  public static func historyPath() -> String {
    historyPath(environment: { name in getenv(name).map { String(cString: $0) } })
  }

  /// ``historyPath()`` against the given environment (for tests).
  public static func historyPath(environment: [String: String]) -> String {
    historyPath(environment: { environment[$0] })
  }

  private static func historyPath(environment: (String) -> String?) -> String {
    if let path = environment("STORE_SHELL_HISTORY"), !path.isEmpty { return path }
    return homeDirectory(environment: environment) + "/.store_shell_history"
  }

  private static func homeDirectory(environment: (String) -> String?) -> String {
    if let home = environment("HOME"), !home.isEmpty { return home }
    if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
      return String(cString: directory)
    }
    return "."
  }
}
