import Foundation

/// Every command a session ran with what it printed, for `save` and `record --from-start`,
/// kept out of memory: each entry is appended to an unlinked temporary file and read back
/// only when a script is written, so that a session's memory does not grow with its length.
///
/// Where no temporary file can be made, entries are kept in memory instead.
final class TranscriptLog {
  private var file: CheckedFile?
  private var inMemory: [ScriptEntry] = []
  /// Entries not yet written to the file, as script text.
  private var pending: [UInt8] = []
  /// How many entries were appended.
  private(set) var count = 0
  /// Whether entries are also kept until ``takeRecent()`` (a supervised worker reports them).
  var keepsRecent = false
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
    if keepsRecent { recent.append(entry) }
    guard file != nil else {
      inMemory.append(entry)
      return
    }
    // The entry as `Script.text` writes it, appended as bytes (no intermediate strings).
    pending.append(contentsOf: entry.command.utf8)
    pending.append(UInt8(ascii: "\n"))
    for line in entry.expected {
      pending.append(contentsOf: "  ".utf8)
      pending.append(contentsOf: line.utf8)
      pending.append(UInt8(ascii: "\n"))
    }
    if pending.count >= 1 << 16 { flush() }
  }

  /// The entries so far, in order.
  func entries() -> [ScriptEntry] {
    flush()
    guard let file, file.length > 0 else { return inMemory }
    let text = String(decoding: file.contents(), as: UTF8.self)
    return ((try? Script.parse(text, path: "transcript"))?.entries ?? []) + inMemory
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
      pending = []
    } catch {
      // The disk is full: keep what the file has, and the rest in memory from now on.
      file.truncate(to: before)
      let unwritten = (try? Script.parse(String(decoding: pending, as: UTF8.self), path: ""))?
        .entries ?? []
      pending = []
      inMemory = entries() + unwritten
      self.file = nil
    }
  }
}
