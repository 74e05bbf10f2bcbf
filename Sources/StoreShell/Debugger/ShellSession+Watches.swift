/// `watch <path>`, `watches`, `watch off <n>`: values printed whenever a step changes them.
import ShellScripts
import StatePaths
extension ShellSession {
  /// Adds a watch, numbered `number` if given (one not in use), else the next number.
  func addWatch(_ pathText: String, number: Int? = nil) throws(ShellError) {
    let path = try StatePath.parse(pathText)
    try requireReachableFields(of: path)
    if let number, debugger.watches.contains(where: { $0.number == number }) {
      throw ShellError("watch \(number) is set already; 'watch off \(number)' first, or leave the number out")
    }
    let value = StateValueText.oneLine(at: path, in: store.state)
    let watch = Debugger.Watch(
      number: number ?? debugger.nextWatchNumber, path: path, value: value, isUsers: replayDepth == 0)
    debugger.nextWatchNumber = max(debugger.nextWatchNumber, watch.number + 1)
    debugger.watches.append(watch)
    emit(Self.watchAddedText(watch.number, path, value: value), .note)
  }

  static func watchAddedText(_ number: Int, _ path: StatePath, value: String) -> String {
    "watch \(number): \(path.text) = \(value)"
  }

  /// What `watch off <number>` prints: `watch 1 off: ` and the watched path.
  static func watchRemovedText(_ watch: Debugger.Watch) -> String {
    "watch \(watch.number) off: \(watch.path.text)"
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
    emit(Self.watchRemovedText(watch), .note)
  }

  /// Prints `watch todos.count: 2 → 3` for each watch whose value changed since last printed;
  /// `volatile`: shown, not recorded.
  func printChangedWatches(volatile: Bool = false) {
    let state = store.state
    for index in debugger.watches.indices {
      let watch = debugger.watches[index]
      let value = StateValueText.oneLine(at: watch.path, in: state)
      guard value != watch.value else { continue }
      debugger.watches[index].value = value
      let text = "watch \(watch.path.text): \(watch.value) → \(value)"
      emit(.info(text, volatile ? .volatileNote : .note))
    }
  }
}
