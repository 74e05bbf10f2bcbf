/// `watch <path>`, `watches`, `watch off <n>`: values printed whenever a step changes them.
extension ShellSession {
  func addWatch(_ pathText: String) throws(ShellError) {
    let path = try StatePath.parse(pathText)
    let value = StateValueText.oneLine(at: path, in: store.state)
    let watch = Debugger.Watch(
      number: debugger.nextWatchNumber, path: path, value: value, isUsers: replayDepth == 0)
    debugger.nextWatchNumber += 1
    debugger.watches.append(watch)
    emit(Self.watchAddedText(watch.number, path, value: value), .note)
  }

  static func watchAddedText(_ number: Int, _ path: StatePath, value: String) -> String {
    "watch \(number): \(path.text) = \(value)"
  }

  func listWatches() {
    guard !debugger.watches.isEmpty else { return emit("no watches", .note) }
    for watch in debugger.watches {
      emit("\(watch.number)  \(watch.path.text) = \(watch.value)")
    }
  }

  func removeWatch(_ number: Int) throws(ShellError) {
    guard let index = debugger.watches.firstIndex(where: { $0.number == number }) else {
      throw ShellError(
        "no watch \(number)"
          + (debugger.watches.isEmpty
            ? "; none is set" : "; watches: \(debugger.watches.map { String($0.number) }.joined(separator: ", "))"))
    }
    let watch = debugger.watches.remove(at: index)
    emit("watch \(number) off: \(watch.path.text)", .note)
  }

  /// Prints `watch todos.count: 2 → 3` for each watch whose value changed since last printed.
  func printChangedWatches() {
    let state = store.state
    for index in debugger.watches.indices {
      let watch = debugger.watches[index]
      let value = StateValueText.oneLine(at: watch.path, in: state)
      guard value != watch.value else { continue }
      debugger.watches[index].value = value
      let text = "watch \(watch.path.text): \(watch.value) → \(value)"
      // The user's watch in a replay is not the script's: not recorded (see `isVolatileInReplay`).
      emit(.info(text, watch.isUsers && debuggerIsInUsersReplay ? .volatileNote : .note))
    }
  }
}
