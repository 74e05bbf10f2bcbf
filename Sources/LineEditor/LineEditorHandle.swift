import Synchronization

extension LineEditor {
  /// The part of an editor other threads may use: print above the prompt, wake the reading
  /// thread, and see or raise an interrupt.
  ///
  /// While the editor reads a line, printed text is queued and written above the prompt by the
  /// reading thread, which then redraws the prompt and the line being typed, cursor included.
  /// Otherwise it is written at once. Without a terminal it is written as plain lines.
  public final class Handle: Sendable {
    let pipe = WakePipe()
    let catchesSignals: Bool
    private let state = Mutex(State())
    private let interruptRequested = Atomic<Bool>(false)

    private struct State {
      var isReading = false
      var queued: [String] = []
      var wakeRequested = false
      /// Whether a status line (``showStatus(_:)``) stands on the cursor's row.
      var statusShown = false
    }

    /// Shows `text` as a status line updated in place on the terminal (what long work has
    /// done and has left), or clears it (`nil`); the next printed line replaces it. Only at a
    /// terminal and while no line is being read; elsewhere nothing.
    public func showStatus(_ text: String?) {
      guard catchesSignals else { return }
      state.withLock { state in
        guard !state.isReading else { return }
        if let text {
          Terminal.write("\r\u{1B}[K" + text)
          state.statusShown = true
        } else if state.statusShown {
          Terminal.write("\r\u{1B}[K")
          state.statusShown = false
        }
      }
    }

    /// Clears the status line before a printed line takes its row.
    private static func clearStatus(_ state: inout State) {
      guard state.statusShown else { return }
      state.statusShown = false
      Terminal.write("\r\u{1B}[K")
    }

    init(catchesSignals: Bool) {
      self.catchesSignals = catchesSignals
    }

    /// Prints `text` and a newline, from any thread, without disturbing the line being typed.
    public func print(_ text: String) {
      state.withLock { state in
        if state.isReading {
          state.queued.append(text)
          pipe.signal()
        } else {
          Self.clearStatus(&state)
          Terminal.write(text + "\n")
        }
      }
    }

    /// ``print(_:)`` of UTF-8 `bytes` (invalid sequences shown as U+FFFD when queued): written
    /// as they are when no line is being read, with no `String` made of them.
    public func print(utf8 bytes: UnsafeBufferPointer<UInt8>) {
      state.withLock { state in
        if state.isReading {
          state.queued.append(String(decoding: bytes, as: UTF8.self))
          pipe.signal()
        } else {
          Self.clearStatus(&state)
          Terminal.writeLine(utf8: bytes)
        }
      }
    }

    /// Asks the reading thread to run ``LineEditor/onWake`` soon: at once when it is waiting in
    /// ``LineEditor/readLine(prompt:)`` on a terminal or in ``LineEditor/wait(for:)``, otherwise
    /// at its next ``LineEditor/pump()``. Callable from any thread.
    public func wakeUp() {
      state.withLock { $0.wakeRequested = true }
      pipe.signal()
    }

    /// Raises an interrupt as Ctrl-C does: the line being read is abandoned, a wait ends early,
    /// and ``takeInterrupt()`` returns true once.
    public func interrupt() {
      interruptRequested.store(true, ordering: .sequentiallyConsistent)
      pipe.signal()
    }

    /// Whether Ctrl-C (or ``interrupt()``) happened and has not been taken yet.
    public var isInterruptPending: Bool {
      interruptRequested.load(ordering: .sequentiallyConsistent)
        || (catchesSignals && TerminalSignals.interrupt.load(ordering: .sequentiallyConsistent))
    }

    /// Returns whether an interrupt is pending, and clears it. A long-running command polls this
    /// to stop early on Ctrl-C.
    public func takeInterrupt() -> Bool {
      let requested = interruptRequested.exchange(false, ordering: .sequentiallyConsistent)
      let signalled =
        catchesSignals && TerminalSignals.interrupt.exchange(false, ordering: .sequentiallyConsistent)
      return requested || signalled
    }

    // MARK: For the reading thread

    /// Marks the start of a terminal read: printed text is queued from now on.
    func beginReading() {
      state.withLock { state in
        Self.clearStatus(&state)
        state.isReading = true
      }
    }

    /// Marks the end of a terminal read and writes what is still queued.
    func endReading() {
      state.withLock { state in
        state.isReading = false
        for text in state.queued { Terminal.write(text + "\n") }
        state.queued = []
      }
    }

    /// Takes the text queued while reading.
    func takeQueued() -> [String] {
      state.withLock { state in
        defer { state.queued = [] }
        return state.queued
      }
    }

    /// Takes a pending wake-up request.
    func takeWakeRequest() -> Bool {
      state.withLock { state in
        defer { state.wakeRequested = false }
        return state.wakeRequested
      }
    }
  }
}
