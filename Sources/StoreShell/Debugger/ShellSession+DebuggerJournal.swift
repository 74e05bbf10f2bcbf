/// The watches and breakpoints as a supervised worker reports them to its supervisor, so
/// that the session a trap ended comes back with them (see `Supervision/SessionSnapshot`):
/// one line each, `watch\t<n>\t<path>` and `break\t<n>\t<on … | when … changes>`, then
/// `next\t<watch number>\t<break number>`. Empty when the debugger has none.
import StatePaths
extension ShellSession {
  var debuggerJournal: [String] {
    let debugger = debugger
    guard !debugger.watches.isEmpty || !debugger.breakpoints.isEmpty
      || debugger.nextWatchNumber != 1 || debugger.nextBreakNumber != 1
    else { return [] }
    return debugger.watches.map { "watch\t\($0.number)\t\($0.path.text)" }
      + debugger.breakpoints.map { "break\t\($0.number)\t\($0.text)" }
      + ["next\t\(debugger.nextWatchNumber)\t\(debugger.nextBreakNumber)"]
  }

  /// Sets the watches and breakpoints `journal` lists, their values read from the state now.
  /// Lines it cannot read are left out.
  func restoreDebugger(_ journal: [String]) {
    for line in journal {
      let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        .map(String.init)
      guard fields.count == 3, let number = Int(fields[1]) else { continue }
      switch fields[0] {
      case "watch":
        guard let path = try? StatePath.parse(fields[2]) else { continue }
        let value = StateValueText.oneLine(at: path, in: store.state)
        debugger.watches.append(Debugger.Watch(number: number, path: path, value: value))
      case "break":
        guard let condition = breakpointCondition(fields[2]) else { continue }
        debugger.breakpoints.append(Debugger.Breakpoint(number: number, condition: condition))
      case "next":
        debugger.nextWatchNumber = number
        debugger.nextBreakNumber = Int(fields[2]) ?? debugger.nextBreakNumber
      default: continue
      }
    }
  }

  /// The condition of a breakpoint as `breaks` lists it: `on <action>`, `when <path> changes`.
  private func breakpointCondition(_ text: String) -> Debugger.Breakpoint.Condition? {
    if text.hasPrefix("on ") { return .action(String(text.dropFirst(3))) }
    guard text.hasPrefix("when "), text.hasSuffix(" changes"),
      let path = try? StatePath.parse(String(text.dropFirst(5).dropLast(8)))
    else { return nil }
    return .change(path, value: StateValueText.oneLine(at: path, in: store.state))
  }
}
