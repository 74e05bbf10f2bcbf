// A small program exercising LineEditor; the terminal tests drive it through tmux.
//
// Prompt `demo> `, TAB completion over a fixed word list, history in $STORE_SHELL_HISTORY
// (default ~/.store_shell_history). Every line is echoed as `got: <line>`; then
//   tick N [MS]  a background thread prints `tick 1` … `tick N` through the editor, every MS
//            milliseconds (200 by default)
//   wake N   a background thread wakes the editor N times, every 200 ms; each wake-up prints
//            `wake k` from `onWake`, on the reading thread
//   wait MS  waits MS milliseconds while serving wake-ups; prints `waited` or `interrupted`
//   quit     exits (so does Ctrl-D on an empty line), after the background threads finish.
import Dispatch
import LineEditor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let words = [
  "send", "state", "status", "counter.increment", "counter.decrement", "tick", "wake", "wait",
  "quit",
]

let editor = LineEditor(configuration: .init(historyFile: LineEditor.historyPath()))
let handle = editor.handle
let background = DispatchGroup()

editor.completer = { request in
  let before = request.textBeforeCursor
  let wordStart = before.lastIndex(of: " ").map { before.index(after: $0) } ?? before.startIndex
  let word = before[wordStart...]
  return Completions(wordStart: wordStart, candidates: words.filter { $0.hasPrefix(word) })
}

var wakeCount = 0
editor.onWake = {
  wakeCount += 1
  editor.print("wake \(wakeCount)")
}

/// Runs `body(k)` for k in 1...count on a background thread, every `milliseconds`.
func repeatedly(_ count: Int, milliseconds: Int = 200, _ body: @escaping @Sendable (Int) -> Void) {
  background.enter()
  DispatchQueue.global().async {
    for k in 1...max(count, 1) {
      usleep(UInt32(milliseconds) * 1000)
      body(k)
    }
    background.leave()
  }
}

reading: while true {
  switch editor.readLine(prompt: "demo> ") {
  case .line(let line):
    editor.print("got: \(line)")
    let parts = line.split(separator: " ")
    let number = parts.count >= 2 ? Int(parts[1]) : nil
    switch (parts.first, number) {
    case ("tick", let count?):
      let interval = parts.count == 3 ? Int(parts[2]) ?? 200 : 200
      repeatedly(count, milliseconds: interval) { handle.print("tick \($0)") }
    case ("wake", let count?):
      repeatedly(count) { _ in handle.wakeUp() }
    case ("wait", let milliseconds?):
      let result = editor.wait(for: .milliseconds(milliseconds))
      editor.print(result == .elapsed ? "waited" : "interrupted")
    case ("quit", nil):
      break reading
    default:
      break
    }
  case .interrupted:
    continue
  case .endOfInput:
    break reading
  }
}
background.wait()
exit(0)
