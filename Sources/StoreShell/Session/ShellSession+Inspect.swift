import ActionText
import Composable

extension ShellSession {
  func printState(_ path: String?) throws(ShellError) {
    let value: Any
    if let path {
      value = try StatePath.parse(path).read(from: store.state)
    } else {
      value = store.state
    }
    var dump = ""
    customDump(value, to: &dump)
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
    for record in records {
      var line = describe(record)
      if let next = record.nextFire { line += ", next \(next)" }
      if !record.cancellationIDs.isEmpty {
        line += ", id \(record.cancellationIDs.map { describeID($0) }.joined(separator: ", "))"
      }
      emit(line)
    }
  }

  private func describeID(_ id: AnyHashable) -> String {
    var text = ""
    customDump(id.base, to: &text)
    return text
  }
}
