#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Reads lines from the terminal with emacs-style editing (libedit), persistent history, TAB
/// completion and output from other threads printed above the prompt.
///
/// Use it from one thread, the reading thread; hand ``handle`` to other threads. When standard
/// input or output is not a terminal it reads plain lines with no prompt and no escape codes,
/// so piped scripts behave byte for byte. One interactive editor per process: libedit and the
/// signal handlers are process-wide.
public final class LineEditor {
  /// The settings the editor was created with.
  public let configuration: Configuration
  /// Whether standard input and output are terminals (prompt, editing, history recording).
  public let isInteractive: Bool
  /// The thread-safe part of the editor: printing, waking up, interrupts.
  public let handle: Handle

  /// Answers TAB; called on the reading thread. `nil` completes nothing.
  public var completer: ((CompletionRequest) -> Completions)?
  /// Runs on the reading thread after ``Handle/wakeUp()``, while ``readLine(prompt:)`` waits for
  /// keys or piped input, during ``wait(for:)``, or at ``pump()``. What it prints goes above the prompt. It must
  /// not call ``readLine(prompt:)`` or ``wait(for:)``.
  public var onWake: (() -> Void)?

  private var history: History
  private let historyFile: HistoryFile?
  private var isReading = false
  /// Standard input read by lines when it is not a terminal.
  private let pipedInput = PipedInput()
  private var prompt = ""
  private var abandoning = AbandonStep.none

  /// How a Ctrl-C ends the line libedit is editing: move to its end, mark it `^C`, accept it.
  private enum AbandonStep {
    case none, markAndAccept, accept
  }

  /// Creates an editor, loading history from ``Configuration/historyFile``. On a terminal it
  /// also sets up libedit, switches `LC_CTYPE` to UTF-8, and catches SIGINT, SIGWINCH and
  /// SIGCONT until the editor is released.
  public convenience init(configuration: Configuration = Configuration()) {
    self.init(configuration: configuration, isInteractive: Terminal.isInteractive)
  }

  /// Creates an editor that is interactive only if `isInteractive` says so (tests pass false).
  init(configuration: Configuration, isInteractive: Bool) {
    self.configuration = configuration
    self.isInteractive = isInteractive
    handle = Handle(catchesSignals: isInteractive)
    history = History(limit: configuration.historyLimit)
    historyFile = configuration.historyFile.map {
      HistoryFile(path: $0, limit: max(configuration.historyLimit, 0))
    }
    if let historyFile, history.limit > 0, let lines = try? historyFile.load() {
      history.replace(with: lines)
    }
    if isInteractive {
      Terminal.useUTF8Locale()
      TerminalSignals.install(waking: handle.pipe)
      EditLineBridge.setUp(
        applicationName: configuration.applicationName,
        historyLimit: history.limit,
        entries: history.entries)
    }
  }

  deinit {
    if isInteractive { TerminalSignals.uninstall() }
  }

  /// The history in memory, oldest first: the file's last entries, then the lines recorded since.
  public var historyEntries: [String] { history.entries }

  /// Reads one line after showing `prompt` (on a terminal only). On a terminal an accepted line
  /// is recorded in history unless it is blank, starts with a space, or repeats the last entry.
  /// Wrap escape sequences in the prompt between `"\u{1}"` and `"\u{2}"` so that libedit does
  /// not count them as columns.
  public func readLine(prompt: String) -> ReadResult {
    precondition(!isReading, "LineEditor.readLine is not reentrant")
    guard isInteractive else {
      // Wake-ups are served while the next line has not come, as at a terminal.
      guard let line = pipedInput.readLine(pipe: handle.pipe, serve: { pump() }) else {
        return .endOfInput
      }
      return .line(line)
    }
    isReading = true
    defer { isReading = false }
    _ = handle.takeInterrupt()  // a Ctrl-C from before this prompt is spent
    abandoning = .none
    self.prompt = prompt
    handle.beginReading()
    let line = EditLineBridge.readLine(prompt: prompt, editor: self)
    handle.endReading()
    if abandoning != .none {
      abandoning = .none
      return .interrupted
    }
    guard let line else {
      Terminal.write("\n")
      return .endOfInput
    }
    addHistory(line)
    return .line(line)
  }

  /// Records `line` in history, in memory and in the history file, unless it is blank, starts
  /// with a space, or repeats the last entry. Returns whether it was recorded.
  @discardableResult
  public func addHistory(_ line: String) -> Bool {
    guard history.record(line) else { return false }
    if isInteractive { EditLineBridge.addHistory(line) }
    try? historyFile?.append(line)
    return true
  }

  /// Prints `text` and a newline; see ``Handle/print(_:)``.
  public func print(_ text: String) {
    handle.print(text)
  }

  /// Prints UTF-8 `bytes` and a newline; see ``Handle/print(utf8:)``.
  public func print(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    handle.print(utf8: bytes)
  }

  /// Returns whether Ctrl-C (or ``Handle/interrupt()``) happened since it was last taken, and
  /// clears it; see ``Handle/takeInterrupt()``.
  public func takeInterrupt() -> Bool {
    handle.takeInterrupt()
  }

  /// Lets `duration` pass on the reading thread while serving ``onWake``; ends early on Ctrl-C.
  public func wait(for duration: Duration) -> WaitResult {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: duration)
    while true {
      if handle.takeInterrupt() { return .interrupted }
      pump()
      let remaining = clock.now.duration(to: deadline)
      if remaining <= .zero { return .elapsed }
      handle.pipe.wait(milliseconds: Self.milliseconds(rounding: remaining))
    }
  }

  /// Runs ``onWake`` now if a wake-up is pending; never blocks. For a caller busy between reads.
  public func pump() {
    if handle.takeWakeRequest() { onWake?() }
  }

  private static func milliseconds(rounding duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: max(milliseconds, 1))
  }

  // MARK: Called by libedit's hooks on the reading thread

  /// The next character for libedit: serves wake-ups, messages and signals while waiting for a
  /// key; on Ctrl-C feeds libedit the keys that end the line.
  func nextInputCharacter() -> Int32 {
    switch abandoning {
    case .markAndAccept:
      abandoning = .accept
      Terminal.write("^C")
      return Self.newline
    case .accept:
      return Self.newline
    case .none:
      break
    }
    while true {
      if handle.takeInterrupt() {
        abandoning = .markAndAccept
        return Self.moveToEnd
      }
      serveWhileReading()
      var descriptors = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: handle.pipe.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if descriptors[1].revents != 0 {
        handle.pipe.drain()
        continue
      }
      if descriptors[0].revents != 0 { return Terminal.readCharacter() }
    }
  }

  private static let newline: Int32 = 0x0A
  private static let moveToEnd: Int32 = 0x05  // Ctrl-E, emacs end-of-line

  /// Reacts to signals, runs ``onWake``, and writes queued text above the prompt.
  private func serveWhileReading() {
    var needsRedisplay = false
    var needsClearing = false
    if TerminalSignals.resume.exchange(false, ordering: .sequentiallyConsistent) {
      // Back from Ctrl-Z: the shell left the cursor on a fresh row.
      EditLineBridge.restoreEditingMode()
      needsRedisplay = true
    }
    if TerminalSignals.resize.exchange(false, ordering: .sequentiallyConsistent) {
      EditLineBridge.resize()
      needsClearing = true
    }
    pump()
    let queued = handle.takeQueued()
    if needsClearing || !queued.isEmpty {
      let rowsAbove = EditLineBridge.editedLine().map {
        DisplayGeometry.cursorRow(
          prompt: prompt, textBeforeCursor: $0.line[..<$0.cursor],
          columns: EditLineBridge.columns)
      }
      Terminal.writeAbovePrompt(queued, rowsAbove: rowsAbove ?? 0)
      needsRedisplay = true
    }
    if needsRedisplay { EditLineBridge.redisplay() }
  }

  /// Asks ``completer`` about the line libedit holds, and plans libedit's edit of the text from
  /// `replacedOffset` (in Unicode scalars) to the cursor.
  func completionPlan(
    for edited: EditLineBridge.EditedLine, replacedOffset: Int
  ) -> CompletionPlan? {
    guard let completer else { return nil }
    let line = edited.line
    let cursor = edited.cursor
    let replacedStart = min(
      line.unicodeScalars.index(
        line.startIndex, offsetBy: replacedOffset, limitedBy: line.endIndex) ?? line.endIndex,
      cursor)
    let completions = completer(CompletionRequest(line: line, cursor: cursor))
    return CompletionPlan(
      line: line, cursor: cursor, replacedStart: replacedStart, completions: completions)
  }
}
