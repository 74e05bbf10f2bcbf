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
  /// Whether entries are counted but not kept: a `--script` run whose script never reads them.
  var isDiscarding = false
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
    write(command: entry.command, expected: entry.expected)
  }

  /// Appends the entry of `command` with what it printed, `output`'s recorded lines (as
  /// ``CommandResult/recordedText``), written from the lines as they are: no entry, no arrays,
  /// a diff block's lines written from its one text.
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
    add(Self.bytes(command: command, output: output))
  }

  /// The entry as `Script.text` writes it, appended as bytes (no intermediate strings).
  private func write(command: String, expected: [String]) {
    add(Self.bytes(command: command, output: expected.map { OutputLine($0) }))
  }

  private func add(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
    if pending.count >= 1 << 16 { flush() }
  }

  /// The bytes of an entry, the recorded lines of `output`, made in one buffer of the size
  /// counted first: one copy of each line's UTF-8 (appending to `pending` byte run by byte run
  /// cost ~260 instructions a line).
  private static func bytes(command: String, output: [OutputLine]) -> [UInt8] {
    var size = command.utf8.count + 1
    for line in output where !line.isVolatile {
      // A block's lines are indented twice (the entry's and the diff's); its LFs separate them.
      size += line.text.utf8.count + (line.blockLineCount == 0 ? 3 : 4 * line.lineCount + 1)
    }
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var writer = ByteWriter(buffer)
      writer.write(command)
      writer.write(byte: UInt8(ascii: "\n"))
      for line in output where !line.isVolatile {
        guard line.blockLineCount != 0 else {
          writer.write(byte: UInt8(ascii: " "), count: 2)
          writer.write(line.text)
          writer.write(byte: UInt8(ascii: "\n"))
          continue
        }
        line.forEachBlockLine { bytes in
          writer.write(byte: UInt8(ascii: " "), count: 4)
          writer.write(bytes)
          writer.write(byte: UInt8(ascii: "\n"))
        }
      }
      count = writer.count
    }
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
      pending.removeAll(keepingCapacity: true)
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
