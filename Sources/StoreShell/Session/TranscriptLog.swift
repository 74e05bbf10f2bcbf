import Foundation

/// Every command a session ran with what it printed, for `save` and `record --from-start`,
/// kept out of memory: each entry is appended, in a compact form (`OutputPacking.swift`), to
/// an unlinked temporary file and read back only when a script is written, so that a session's
/// memory does not grow with its length.
///
/// Where no temporary file can be made, entries are kept in memory instead.
final class TranscriptLog {
  private var file: CheckedFile?
  private var inMemory: [ScriptEntry] = []
  /// Entries not yet written to the file, encoded.
  private var pending: [UInt8] = []
  private var packer = OutputPacker()
  /// How many entries were appended.
  private(set) var count = 0
  /// Whether entries are also kept until ``takeRecent()`` (a supervised worker reports them).
  var keepsRecent = false
  /// Whether entries are counted but not kept: a `--script` run whose script never reads them.
  var isDiscarding = false
  /// Whether the session ends with a top-level replay (`store-shell --script`): its entries
  /// are then kept only if its script may read them (`save`, `record`, `replay`).
  var isKeptOnlyIfRead = false
  private var recent: [ScriptEntry] = []

  init() {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/store-shell-transcript-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Foundation.close(fd)
    file = try? CheckedFile(creating: path, overwrite: true, command: "save", readable: true)
    // Unlinked at once: the data lives while the session does and leaves nothing behind.
    unlink(path)
  }

  /// Appends `entry` (written out in blocks of 64 KiB, so a step costs no system call).
  func append(_ entry: ScriptEntry) {
    count += 1
    guard !isDiscarding else { return }
    if keepsRecent { recent.append(entry) }
    guard file != nil else {
      inMemory.append(entry)
      return
    }
    packer.append(
      command: entry.command, entry.expected.map { OutputLine($0) }, keepsVolatile: false,
      to: &pending)
    flushIfFull()
  }

  /// Appends the entry of `command` with what it printed, `output`'s recorded lines (as
  /// ``CommandResult/recordedText``), encoded from the lines as they are: a diff block as what
  /// differs from the one before.
  func append(command: String, output: [OutputLine]) {
    guard !isDiscarding else {
      count += 1
      return
    }
    guard file != nil, !keepsRecent else {
      return append(
        ScriptEntry(command: command, expected: CommandResult.recordedText(of: output)))
    }
    count += 1
    packer.append(command: command, output, keepsVolatile: false, to: &pending)
    flushIfFull()
  }

  private func flushIfFull() {
    if pending.count >= 1 << 16 { flush() }
  }

  /// The entries so far, in order.
  func entries() -> [ScriptEntry] {
    flush()
    guard let file, file.length > 0 else { return inMemory }
    // Unreadable only if the file was changed under the session: what is in memory is kept.
    return (Self.entries(packed: file.contents()) ?? []) + inMemory
  }

  /// The entries of packed bytes, as `Script.parse` reads their script text (each entry's
  /// `line` is where its command would stand), diff blocks split into their lines; `nil` when
  /// the bytes are not of this form.
  static func entries(packed bytes: [UInt8]) -> [ScriptEntry]? {
    var entries: [ScriptEntry] = []
    var lineNumber = 1
    var orphan = false
    let read = OutputPacker.unpack(
      bytes,
      command: { command in
        entries.append(ScriptEntry(command: command, expected: [], line: lineNumber))
        lineNumber += 1
      },
      line: { line in
        guard !entries.isEmpty else { return orphan = true }
        let recorded = CommandResult.recordedText(of: [line])
        entries[entries.count - 1].expected += recorded
        lineNumber += recorded.count
      })
    return read && !orphan ? entries : nil
  }

  /// The entries appended since the last call (with ``keepsRecent`` on).
  func takeRecent() -> [ScriptEntry] {
    defer { recent = [] }
    return recent
  }

  /// Replaces the entries by `entries` (a worker rebuilt after a trap).
  func replace(with entries: [ScriptEntry]) {
    flush()
    file?.truncate(to: 0)
    packer.reset()
    inMemory = []
    count = 0
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
      // The disk is full: keep what the file has, and the rest in memory from now on.
      file.truncate(to: before)
      inMemory = Self.entries(packed: file.contents() + pending) ?? []
      pending = []
      packer.reset()
      self.file = nil
    }
  }
}
