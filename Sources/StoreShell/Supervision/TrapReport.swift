import Foundation

/// What ended a store worker, read from its exit status and standard error: the runtime's
/// message (`Fatal error: Index out of range`) and the first place in the feature's code on
/// the crashed thread's backtrace (`Sources/Todos/TodosReducer.swift:42`).
struct TrapReport: Equatable {
  /// The runtime's message, or what the signal was.
  var message: String
  /// `file:line` in the feature's code, relative to the current folder when under it.
  var location: String?

  /// The text after `trapped: ` in the output and the recording.
  var summary: String { location.map { "\(message) (\($0))" } ?? message }

  /// Folders whose frames are not the feature's: the shell, the architecture, dependencies.
  static let libraryMarkers = [
    "/Sources/StoreShell/", "/Sources/Composable/", "/Sources/ActionText/",
    "/Sources/LineEditor/", "/.build/checkouts/", "/checkouts/", "<compiler-generated>",
  ]

  /// The report for a worker that ended with `status` (as `waitpid` gave it) after writing
  /// `standardError`; `directory` is the folder locations are shown relative to.
  init(status: Int32, standardError: String, directory: String) {
    let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let runtime = lines.lazy.compactMap(Self.runtimeMessage).first
    let signal = status & 0x7F
    if let runtime {
      message = runtime.message
    } else if signal != 0 {
      message = "ended by signal \(signal)\(Self.signalName(signal).map { " (\($0))" } ?? "")"
    } else {
      message = "the store's process exited with status \((status >> 8) & 0xFF)"
    }
    let frame = Self.featureFrame(in: lines) ?? runtime?.location.flatMap {
      $0.hasPrefix("Swift/") ? nil : $0
    }
    location = frame.map { Self.relative($0, to: directory) }
  }

  init(message: String, location: String?) {
    self.message = message
    self.location = location
  }

  /// `Fatal error: Index out of range` and `Swift/Array.swift:1350` from the runtime's line
  /// `Swift/Array.swift:1350: Fatal error: Index out of range`.
  static func runtimeMessage(_ line: Substring) -> (message: String, location: String?)? {
    for kind in ["Fatal error", "Precondition failed", "Assertion failed"] {
      guard let range = line.range(of: ": \(kind)") else { continue }
      let location = line[..<range.lowerBound]
      return (
        String(line[line.index(range.lowerBound, offsetBy: 2)...]),
        location.isEmpty ? nil : String(location)
      )
    }
    return nil
  }

  /// The first frame of the crashed thread with a source location outside the libraries, as
  /// Swift's backtracer prints it: `3 [ra] 0x… reduce(_:_:) + 68 in app at /src/App.swift:3:11`.
  static func featureFrame(in lines: [Substring]) -> String? {
    guard let crashed = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") })
    else { return nil }
    for line in lines[(crashed + 1)...] {
      if line.hasPrefix("Thread ") || line.hasPrefix("Registers:") || line.hasPrefix("Images") {
        break
      }
      guard let at = line.range(of: " at ", options: .backwards) else { continue }
      let place = line[at.upperBound...]
      let parts = place.split(separator: ":")
      guard parts.count >= 2, Int(parts[1]) != nil, parts[0].contains("/"),
        !libraryMarkers.contains(where: { place.contains($0) })
      else { continue }
      return "\(parts[0]):\(parts[1])"
    }
    return nil
  }

  private static func relative(_ path: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  private static func signalName(_ signal: Int32) -> String? {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGKILL: "SIGKILL"
    case SIGTERM: "SIGTERM"
    default: nil
    }
  }
}
