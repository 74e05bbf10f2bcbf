import Foundation
import ShellScripts
import StatePaths

/// `set state <path> = <value>`, `dump state <file>`, `load state <file>`: the state edited,
/// written and read as JSON. An edit is a step: `goto` and replays make it again.
extension ShellSession {
  func editState(_ pathText: String, value: String) throws(ShellError) {
    try requireTestStore("set state")
    let path = try StatePath.parse(pathText)
    let old = StateValueText.oneLine(at: path, in: store.state)
    let edited = try StateEditor.setting(path, to: value, in: store.state)
    emit("= \(path.text): \(old) → \(StateValueText.oneLine(at: path, in: edited))", .sent)
    replaceStateAsStep(edited)
  }

  func dumpState(to file: String, force: Bool) throws(ShellError) {
    let json = try StateEditor.json(of: store.state)
    try CheckedFile.writeWhole(json, to: file, overwrite: force, command: "dump state")
    emit("dumped the state to \(file)", .note)
  }

  func loadState(from file: String) throws(ShellError) {
    try requireTestStore("load state")
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw ShellError("cannot read '\(file)': \((error as NSError).localizedDescription)")
    }
    let loaded = try StateEditor.state(fromJSON: data, as: State.self, file: file)
    emit("= the state from \(file)", .sent)
    replaceStateAsStep(loaded)
  }

  /// Puts `newState` in the store and prints the change as a step's diff.
  private func replaceStateAsStep(_ newState: State) {
    let before = lastState
    store.replaceState(newState)
    lastState = store.state
    emit(.change(StateTransition(from: before, to: store.state)))
  }

  private func requireTestStore(_ command: String) throws(ShellError) {
    guard mode == .test else {
      throw ShellError(
        "\(command) needs a test store: a live store's effects and clients would not see the "
          + "edit again on goto or replay; open the shell without --live")
    }
  }
}
