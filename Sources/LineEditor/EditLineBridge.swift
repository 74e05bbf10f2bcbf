@preconcurrency import CEditLine
import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Everything that touches libedit's C globals, in one place.
///
/// libedit's readline interface is one process-wide editor, and its hooks (`rl_getc_function`,
/// `rl_attempted_completion_function`) are plain C functions with no user-data pointer: they
/// reach the reading ``LineEditor`` through `hookState`, a global guarded by a `Mutex`, set only
/// for the duration of a `readline()` call.
enum EditLineBridge {
  /// Initializes libedit for an interactive editor: our input function, no libedit signal
  /// handlers, our completion hook, and the given history.
  static func setUp(applicationName: String, historyLimit: Int, entries: [String]) {
    rl_readline_name = UnsafePointer(strdup(applicationName))
    rl_catch_signals = 0
    rl_getc_function = readCharacterHook
    rl_initialize()
    rl_attempted_completion_function = completionHook
    // No word breaks: libedit's "word" is the whole text before the cursor, so the completer
    // alone decides where its word starts (see CompletionPlan).
    rl_basic_word_break_characters = UnsafePointer(strdup(""))
    rl_completer_word_break_characters = nil
    rl_completion_append_character = 0
    stifle_history(Int32(clamping: max(historyLimit, 1)))
    for entry in entries { add_history(entry) }
  }

  /// The line libedit is editing, with the cursor's offset in Unicode scalars.
  struct EditedLine: Equatable, Sendable {
    var line: String
    var cursorOffset: Int

    /// The cursor as an index of ``line``.
    var cursor: String.Index { line.unicodeScalars.index(atOffset: cursorOffset) }
  }

  /// Reads a line with libedit; `nil` at the end of input. Hooks call back into `editor`.
  static func readLine(prompt: String, editor: LineEditor) -> String? {
    hookState.withLock { $0.reader = ReaderReference(editor: editor) }
    defer { hookState.withLock { $0.reader = nil } }
    guard let line = readline(prompt) else { return nil }
    defer { free(line) }
    return String(cString: line)
  }

  /// Adds an entry to libedit's history (what up-arrow and Ctrl-R search).
  static func addHistory(_ entry: String) {
    add_history(entry)
  }

  /// The line being edited and the cursor, from inside `readline()`. libedit publishes the
  /// cursor (`rl_point`) only around a completion, so this runs its completion machinery with
  /// the hook in probing mode: the hook records the line and completes nothing.
  static func editedLine() -> EditedLine? {
    hookState.withLock {
      $0.isProbing = true
      $0.probed = nil
    }
    _ = rl_complete(0, 0x09)
    return hookState.withLock { state in
      state.isProbing = false
      defer { state.probed = nil }
      return state.probed
    }
  }

  /// The terminal's width in columns, as libedit knows it.
  static var columns: Int {
    var columns: Int32 = 0
    rl_get_screen_size(nil, &columns)
    return Int(columns)
  }

  /// Redraws the prompt and the line being edited, taking the cursor's row as the top of the
  /// editing area.
  static func redisplay() {
    rl_forced_update_display()
  }

  /// Picks up a new terminal size.
  static func resize() {
    rl_resize_terminal()
  }

  /// Puts the terminal back in editing mode, after the process was stopped and continued.
  static func restoreEditingMode() {
    rl_deprep_terminal()
    rl_prep_terminal(1)
  }
}

/// What libedit's hooks reach: the editor whose `readline()` call is running (touched only by
/// that call's thread), and the state of a ``EditLineBridge/editedLine()`` probe.
private struct HookState: Sendable {
  var reader: ReaderReference?
  var isProbing = false
  var probed: EditLineBridge.EditedLine?
}

private final class ReaderReference: @unchecked Sendable {
  unowned let editor: LineEditor
  init(editor: LineEditor) { self.editor = editor }
}

private let hookState = Mutex(HookState())

/// `rl_getc_function`: waits for a key while serving the editor's wake-ups and messages.
private func readCharacterHook(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
  hookState.withLock { $0.reader }?.editor.nextInputCharacter() ?? -1
}

/// `rl_attempted_completion_function`: asks the editor's completer, and answers libedit with a
/// `malloc`'d, `NULL`-terminated array of `strdup`'d strings: the replacement for the text from
/// `start` to the cursor first, then the candidates to list. The array has a spare `NULL`
/// because libedit reads `matches[2]`. libedit has just set `rl_line_buffer` to the line and
/// `rl_point` and `start` to offsets in Unicode scalars (it counts wide characters).
private func completionHook(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  rl_attempted_completion_over = 1  // never fall back to libedit's file name completion
  guard let buffer = rl_line_buffer else { return nil }
  let edited = EditLineBridge.EditedLine(
    line: String(cString: buffer), cursorOffset: Int(max(rl_point, 0)))
  let reader = hookState.withLock { state -> ReaderReference? in
    guard state.isProbing else { return state.reader }
    state.probed = edited
    return nil
  }
  guard
    let plan = reader?.editor.completionPlan(
      for: edited, replacedOffset: Int(max(start, 0)))
  else { return nil }

  let strings = [plan.replacement] + plan.listed
  // libedit releases the array with free(3): it must come from malloc.
  let count = strings.count + 2
  let stride = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride
  guard let memory = malloc(count * stride) else { return nil }
  let matches = memory.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: count)
  for (index, string) in strings.enumerated() { matches[index] = strdup(string) }
  matches[strings.count] = nil
  matches[strings.count + 1] = nil
  return matches
}

extension String.UnicodeScalarView {
  /// The index `offset` scalars from the start, or the end when the view is shorter.
  fileprivate func index(atOffset offset: Int) -> Index {
    index(startIndex, offsetBy: offset, limitedBy: endIndex) ?? endIndex
  }
}
