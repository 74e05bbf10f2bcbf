import ActionText
import Composable
import ShellScripts
import StateDiff
import StatePaths

extension ShellSession {
  func printState(_ path: String?) throws(ShellError) {
    let value: Any
    if let path {
      value = try StatePath.parse(path).read(from: store.state)
    } else {
      value = store.state
    }
    var dump = ""
    customDump(BindableStateLabels.dumpable(value), to: &dump)
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      emit("  " + line)
    }
  }

  func printEffects() {
    let records = store.effects.records
    guard !records.isEmpty else {
      emit("no effects in flight", .note)
      return
    }
    for record in records { emit(describeInFlight(record)) }
  }
}
