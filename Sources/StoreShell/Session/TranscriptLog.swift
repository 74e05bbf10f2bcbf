import Foundation

/// Every command a session ran with what it printed, for `save` and `record --from-start`,
/// kept out of memory: each entry is appended to an unlinked temporary file and read back
/// only when a script is written, so that a session's memory does not grow with its length.
///
/// Where no temporary file can be made, entries are kept in memory instead.
final class TranscriptLog {
  private var file: CheckedFile?
  private var inMemory: [ScriptEntry] = []
  /// How many entries were appended.
  private(set) var count = 0

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

  /// Appends `entry`.
  func append(_ entry: ScriptEntry) {
    count += 1
    if let file {
      let before = file.length
      do {
        try file.write(Script(header: nil, entries: [entry]).text)
        return
      } catch {
        // The disk is full: keep what the file has, and the rest in memory.
        file.truncate(to: before)
        inMemory = entries()
        self.file = nil
      }
    }
    inMemory.append(entry)
  }

  /// The entries so far, in order.
  func entries() -> [ScriptEntry] {
    guard let file, file.length > 0 else { return inMemory }
    let text = String(decoding: file.contents(), as: UTF8.self)
    return ((try? Script.parse(text, path: "transcript"))?.entries ?? []) + inMemory
  }
}
