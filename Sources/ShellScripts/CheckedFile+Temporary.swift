import Foundation

extension CheckedFile {
  /// A new file in the temporary directory, readable, and unlinked at once: its data lives
  /// while the file is open and leaves nothing behind. `nil` when none can be made.
  package static func unlinkedTemporary(named name: String, command: String) -> CheckedFile? {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/\(name)-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return nil }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Foundation.close(fd)
    let file = try? CheckedFile(creating: path, overwrite: true, command: command, readable: true)
    unlink(path)
    return file
  }
}
