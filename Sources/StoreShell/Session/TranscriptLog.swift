import Foundation
import ShellScripts

/// Every command a session ran with what it printed, for `save` and `record --from-start`,
/// kept out of memory: a sink (``ShellEventSink``) of the commands' lines as they come, each
/// appended, in a compact form (`OutputPacking.swift`), to an unlinked temporary file, and
/// their entry closed by the command's end (``ShellEvent/commandEnded(command:failed:)``);
/// read back only when a script is written, so that a session's memory does not grow with its
/// length, nor with one step's.
///
/// Where no temporary file can be made, entries are kept in memory instead.
///
/// Its fields are plain stored properties. `@exclusivity(unchecked)` on them saved 884
/// instructions a replay step (callgrind, deterministic hashing, aad23dd: 3.2 % with diffs off,
/// 1.2 % with them on), under the 10 % a low-level trick must buy to stay.
final class TranscriptLog: ShellEventSink {
  private var file: CheckedFile?
  private var inMemory: [ScriptEntry] = []
  /// Entries not yet written to the file, encoded.
  private var pending: [UInt8] = []
  private var packer = OutputPacker()
  /// How many entries were appended.
  private(set) var count = 0
  /// Whether entries are also noted until ``takeRecent(_:)`` (a supervised worker reports
  /// them): each with a digest of its text, and the text itself while short.
  var keepsRecent = false
  /// Whether entries are counted but not kept: a `--script` run whose script never reads them.
  var isDiscarding = false
  /// Whether the session ends with a top-level replay (`store-shell --script`): its entries
  /// are then kept only if its script may read them (`save`, `record`, `replay`).
  var isKeptOnlyIfRead = false
  private var recent: [RecentEntry] = []
  /// Where the running entry's lines start: an offset in the file's bytes and then
  /// ``pending``'s (to drop them when its command fails).
  private var entryStart = 0
  /// The diff block the running entry's first block is packed against (to read it back alone).
  private var entryStartBlock: [UInt8] = []
  /// The running entry's recorded text, when it is kept in memory or as recent (then while
  /// shorter than ``recentTextLimit``: ``entryTextIsWhole``).
  private var entryText: [String] = []
  private var entryTextIsWhole = true
  private var entryTextSize = 0
  /// The digest of the running entry's recorded text, with ``keepsRecent``.
  private var entryDigest = RecordedTextDigest()
  /// How much recorded text (UTF-8 bytes) a recent entry keeps in memory: a longer one (a step
  /// of a million ticks) is read back from the file if its text is asked for.
  static let recentTextLimit = 1 << 16
  /// The running entry's lines not packed yet: packed with its command (one packing a step),
  /// or when there are ``linesPackedTogether`` (a long step streams).
  private var entryLines: [OutputLine] = []
  private static let linesPackedTogether = 256

  /// Whether entries are kept (not ``isDiscarding``).
  var isKeeping: Bool { !isDiscarding }

  init() {
    file = CheckedFile.unlinkedTemporary(named: "store-shell-transcript", command: "save")
  }

  /// Takes the running command's lines (volatile ones left out), and the command's end.
  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    // The event is looked at only when it has no lines (a copy of it costs ~120 instructions).
    guard !lines.isEmpty else {
      guard case let .commandEnded(command, failed) = event else { return }
      return endEntry(command: command, replacingLinesWith: failed)
    }
    guard !isDiscarding else { return }
    if file == nil {
      entryText += CommandResult.recordedText(of: Array(lines))
      if keepsRecent { entryDigest.add(lines) }
      return
    }
    if keepsRecent { noteRecent(lines) }
    entryLines += lines
    guard entryLines.count >= Self.linesPackedTogether else { return }
    packer.append(entryLines, keepsVolatile: false, to: &pending)
    entryLines.removeAll(keepingCapacity: true)
    flushIfFull()
  }

  /// Closes the running entry as `command`'s; `failed` (an error's lines) stands for all its
  /// lines when given.
  private func endEntry(command: String?, replacingLinesWith failed: [OutputLine]?) {
    guard let command else { return dropEntryLines() }
    count += 1
    guard !isDiscarding else { return }
    if let failed {
      dropEntryLines()
      if file == nil {
        entryText = CommandResult.recordedText(of: failed)
        if keepsRecent { entryDigest.add(failed) }
      } else if keepsRecent {
        noteRecent(failed[...])
      }
    }
    let start = (offset: entryStart, block: entryStartBlock)
    if file != nil {
      packer.append(command: command, failed ?? entryLines, keepsVolatile: false, to: &pending)
      entryLines.removeAll(keepingCapacity: true)
      flushIfFull()
    } else {
      inMemory.append(ScriptEntry(command: command, expected: entryText))
    }
    if keepsRecent {
      let text = file == nil || entryTextIsWhole ? entryText : nil
      recent.append(
        RecentEntry(
          command: command, digest: entryDigest, text: text, index: count - 1,
          start: start.offset, end: (file?.length ?? 0) + pending.count, startBlock: start.block))
    }
    clearRecentText()
    entryText.removeAll(keepingCapacity: true)
    entryStart = (file?.length ?? 0) + pending.count
    entryStartBlock = packer.lastBlock
  }

  /// Notes the running entry's `lines` for ``recent``: in its digest, and its text while short.
  private func noteRecent(_ lines: ArraySlice<OutputLine>) {
    entryDigest.add(lines)
    guard entryTextIsWhole else { return }
    let text = CommandResult.recordedText(of: Array(lines))
    entryTextSize += text.reduce(0) { $0 + $1.utf8.count }
    if entryTextSize > Self.recentTextLimit {
      entryTextIsWhole = false
      entryText = []
    } else {
      entryText += text
    }
  }

  /// Forgets the running entry's notes for ``recent``.
  private func clearRecentText() {
    entryDigest.reset()
    entryTextIsWhole = true
    entryTextSize = 0
  }

  /// Drops the running entry's lines.
  private func dropEntryLines() {
    entryText.removeAll(keepingCapacity: true)
    clearRecentText()
    entryLines.removeAll(keepingCapacity: true)
    guard let file, !isDiscarding else { return }
    if entryStart >= file.length {
      pending.removeSubrange(min(entryStart - file.length, pending.count)...)
    } else {
      file.truncate(to: entryStart)
      pending.removeAll(keepingCapacity: true)
    }
    // The next block is packed whole: the reader never sees the dropped ones.
    packer.reset()
    entryStartBlock = []
  }

  /// Appends `entry`, whole.
  func append(_ entry: ScriptEntry) {
    append(command: entry.command, output: entry.expected.map { OutputLine($0) })
  }

  /// Appends the entry of `command` with what it printed, `output`'s recorded lines (as
  /// ``CommandResult/recordedText``).
  func append(command: String, output: [OutputLine]) {
    receive(.lines(output), lines: output[...])
    receive(.commandEnded(command: command, failed: nil), lines: [])
  }

  private func flushIfFull() {
    if pending.count >= 1 << 16 { flush() }
  }

  /// The entries so far, in order (a running entry's lines left out).
  func entries() -> [ScriptEntry] {
    flush()
    guard let file, file.length > 0 else { return inMemory }
    // Unreadable only if the file was changed under the session: what is in memory is kept.
    let bytes = file.contents()
    return (Self.entries(packed: Array(bytes[..<min(entryStart, bytes.count)])) ?? []) + inMemory
  }

  /// The entries of packed bytes, as `Script.parse` reads their script text (each entry's
  /// `line` is where its command would stand), diff blocks split into their lines; `nil` when
  /// the bytes are not of this form, or end within an entry.
  static func entries(packed bytes: [UInt8]) -> [ScriptEntry]? {
    guard let (entries, trailing) = read(packed: bytes), trailing.isEmpty else { return nil }
    return entries
  }

  /// The entries of packed bytes, and the recorded text of the lines after the last one (an
  /// entry still running).
  private static func read(packed bytes: [UInt8]) -> (entries: [ScriptEntry], trailing: [String])? {
    var entries: [ScriptEntry] = []
    var lines: [String] = []
    var lineNumber = 1
    let read = OutputPacker.unpack(
      bytes,
      command: { command in
        entries.append(ScriptEntry(command: command, expected: lines, line: lineNumber))
        lineNumber += 1 + lines.count
        lines = []
      },
      line: { line in lines += CommandResult.recordedText(of: [line]) })
    return read ? (entries, lines) : nil
  }

  /// An entry appended since the last ``takeRecent(_:)``: its command and the digest of its
  /// text, the text itself if short, and where its bytes are, to read it back if not.
  private struct RecentEntry {
    var command: String
    var digest: RecordedTextDigest
    var text: [String]?
    /// Its index among all entries (in ``inMemory`` once the file is given up).
    var index: Int
    /// Its bytes in the file (and then ``pending``), and the block its first is packed against.
    var start: Int
    var end: Int
    var startBlock: [UInt8]
  }

  /// Whether the entries appended since the last ``takeRecent(_:)`` are one, `command`'s, whose
  /// recorded text has `digest` (with ``keepsRecent`` on).
  func recentIsOnly(command: String, digest: RecordedTextDigest) -> Bool {
    recent.count == 1 && recent[0].command == command && recent[0].digest == digest
  }

  /// Forgets the entries appended since the last ``takeRecent(_:)``.
  func forgetRecent() { recent = [] }

  /// Hands `body` the entries appended since the last call (with ``keepsRecent`` on), one at a
  /// time, a long one read back from the file; then forgets them.
  func takeRecent(_ body: (ScriptEntry) -> Void) {
    defer { recent = [] }
    for entry in recent {
      if let text = entry.text {
        body(ScriptEntry(command: entry.command, expected: text))
      } else if let file {
        flush()
        let bytes = file.bytes(from: entry.start, count: entry.end - entry.start)
        var lines: [String] = []
        _ = OutputPacker.unpack(
          bytes, after: entry.startBlock, command: { _ in },
          line: { lines += CommandResult.recordedText(of: [$0]) })
        body(ScriptEntry(command: entry.command, expected: lines))
      } else if entry.index < inMemory.count {
        body(inMemory[entry.index])
      }
    }
  }

  /// Replaces the entries by `entries` (a worker rebuilt after a trap).
  func replace(with entries: [ScriptEntry]) {
    flush()
    file?.truncate(to: 0)
    packer.reset()
    inMemory = []
    count = 0
    entryText = []
    clearRecentText()
    entryLines = []
    entryStart = 0
    entryStartBlock = []
    for entry in entries { append(entry) }
    recent = []
  }

  private func flush() {
    guard let file, !pending.isEmpty else { return }
    let before = file.length
    do {
      try file.write(pending)
      pending.removeAll(keepingCapacity: true)
    } catch {
      // The disk is full: keep what the file has, and the rest in memory from now on (the
      // running entry's lines so far as its text).
      file.truncate(to: before)
      let read = Self.read(packed: file.contents() + pending)
      inMemory = read?.entries ?? []
      entryText = (read?.trailing ?? []) + CommandResult.recordedText(of: entryLines)
      entryLines = []
      pending = []
      packer.reset()
      self.file = nil
    }
  }
}
