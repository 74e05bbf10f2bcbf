import Foundation
import SwiftSource

/// A script read from its file an entry at a time, in blocks of 64 KiB, so that replaying a
/// script of a million steps holds a block and one entry rather than the whole file.
///
/// `ScriptStream.open` first reads the whole file once, keeping nothing, and refuses it for
/// the reasons `ScriptReader.read` gives, in the same order (an empty file, a NUL byte, text
/// that is not UTF-8, no header, output with no command above it): a replay starts only on a
/// script that reads to its end. Then ``next()`` reads it again from the top.
package struct ScriptStream {
  let path: String
  /// The header, if the script has one.
  package private(set) var header: ScriptHeader?
  private var lines: ScriptLineReader
  /// The entry being read (its expected output lines may follow).
  private var current: ScriptEntry?
  /// Whether a command of the script may read the session's transcript (`save`, `record`, or
  /// a `replay` of a script that might): known once the script is checked.
  package private(set) var mayReadTranscript = true

  /// Opens and checks the script at `path`.
  package static func open(_ path: String) throws(ShellError) -> ScriptStream {
    // One reading checks a sound script (its bytes and structure, no entry kept). A refused
    // one is read again as the order of the errors asks: NUL bytes and UTF-8 over the whole
    // file first, then the structure, so that the first of them in that order is reported.
    var mayReadTranscript = true
    do throws(ShellError) {
      var check = try ScriptStream(path: path)
      try check.checkToEnd()
      mayReadTranscript = check.mayReadTranscript
    } catch {
      var scan = try ScriptLineReader(path: path)
      while try scan.next() != nil {}
      var check = try ScriptStream(path: path)
      while try check.next() != nil {}
    }
    var stream = try ScriptStream(path: path)
    stream.mayReadTranscript = mayReadTranscript
    return stream
  }

  private init(path: String) throws(ShellError) {
    self.path = path
    lines = try ScriptLineReader(path: path)
    guard let first = try lines.next() else {
      throw ShellError("\(path):1: not a script: the file is empty")
    }
    // The marker: the first line up to a CR or LF, as `ScriptReader` reads it.
    guard
      String(decoding: first.bytes.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        == ScriptHeader.marker
    else {
      throw ShellError(
        "\(path):1: not a script: it does not start with '\(ScriptHeader.marker)' "
          + "(record or save a session to make one)")
    }
    // The header's lines, then the first line after it (kept for `next()`).
    var headerLines = [first.text]
    while let line = try lines.next() {
      let (_, count) = ScriptHeader.parse(headerLines + [line.text])
      if count < headerLines.count + 1 {
        current = ScriptEntry(command: line.text, expected: [], line: line.number)
        if line.text.hasPrefix("  ") {
          throw ShellError(
            "\(path):\(line.number): indented output with no command above it; "
              + "commands start at the first column")
        }
        break
      }
      headerLines.append(line.text)
    }
    header = ScriptHeader.parse(headerLines).0
  }

  /// Reads the rest of the script as ``next()`` does, refusing what it refuses, but from the
  /// lines' bytes, keeping no entry and making no text for a line that needs none.
  private mutating func checkToEnd() throws(ShellError) {
    guard let first = current else { return }
    var commandIsInert = Script.isInert(first.command)
    var mayReadTranscript = Self.mayReadTranscript(ArraySlice(first.command.utf8))
    while let line = try lines.nextBytes() {
      if ScriptLineReader.hasPrefix(line.bytes, "  ") {
        if commandIsInert {
          throw ShellError(
            "\(path):\(line.number): indented output with no command above it; "
              + "commands start at the first column")
        }
      } else {
        commandIsInert = Self.isInert(line.bytes)
        if !mayReadTranscript { mayReadTranscript = Self.mayReadTranscript(line.bytes) }
      }
    }
    self.mayReadTranscript = mayReadTranscript
  }

  /// Whether a command line may read the transcript: it starts with `save`, `record` or
  /// `replay` (spaces and tabs before it allowed), or with a byte that is not ASCII (the
  /// command parser trims Unicode spaces too: kept on the safe side).
  private static func mayReadTranscript(_ bytes: ArraySlice<UInt8>) -> Bool {
    let command = bytes.drop { $0 == 0x20 || $0 == 0x09 }
    if let first = command.first, first >= 0x80 { return true }
    return ["save", "record", "replay"].contains { command.starts(with: $0.utf8) }
  }

  /// `Script.isInert` of a line's text, from its first byte when that settles it: a printable
  /// ASCII character other than `#` starts a command.
  private static func isInert(_ bytes: ArraySlice<UInt8>) -> Bool {
    if let first = bytes.first, first > 0x20, first < 0x7F, first != UInt8(ascii: "#") {
      return false
    }
    return Script.isInert(String(decoding: bytes, as: UTF8.self))
  }

  /// The next entry with its expected output, or `nil` at the end.
  package mutating func next() throws(ShellError) -> ScriptEntry? {
    guard var entry = current else { return nil }
    while let line = try lines.next() {
      if line.text.hasPrefix("  ") {
        guard !Script.isInert(entry.command) else {
          throw ShellError(
            "\(path):\(line.number): indented output with no command above it; "
              + "commands start at the first column")
        }
        entry.expected.append(String(line.text.dropFirst(2)))
      } else {
        current = ScriptEntry(command: line.text, expected: [], line: line.number)
        return entry
      }
    }
    current = nil
    return entry
  }
}

/// The lines of a file, read in blocks: each line's bytes without its LF (and a CR before
/// it), as text, with its number. A file ending in a newline has no empty last line.
///
/// Refuses a folder, a device, a pipe, a NUL byte and bytes that are not UTF-8, naming the line;
/// a NUL anywhere in the file is reported before bad UTF-8, as `ScriptReader` does.
///
/// A file that grows while it is read (a recording another process goes on with) is read to
/// its end as it is at each read: lines appended before the reader gets to the end are read,
/// and a long step (`StepLengthMark`) is whole if it is by the time the reader reaches it.
package struct ScriptLineReader {
  let path: String
  private let file: ScriptFileHandle
  private var buffer: [UInt8] = []
  private var position = 0
  /// Where the search for the next LF goes on: the bytes from ``position`` to it hold none.
  private var scanned = 0
  private var atEnd = false
  private var number = 0
  /// How many of the file's bytes were read and dropped from the front of ``buffer``.
  private var dropped = 0
  /// The first line that is not UTF-8, reported once the file is known to hold no NUL.
  private var invalidLine: Int?

  /// Whether a NUL byte is refused (it is valid UTF-8).
  private let refusesNUL: Bool

  package init(path: String, refusesNUL: Bool = true) throws(ShellError) {
    self.path = path
    self.refusesNUL = refusesNUL
    file = try ScriptFileHandle(scriptAt: path)
  }

  /// The next line, or `nil` at the end of the file.
  mutating func next() throws(ShellError) -> (bytes: ArraySlice<UInt8>, text: String, number: Int)? {
    guard let line = try nextLine() else { return nil }
    return try take(line)
  }

  /// The next line's bytes without its LF and a CR before it, checked as ``next()`` checks
  /// them (a line that is not UTF-8 is reported at the end of the file), with no text made;
  /// `nil` at the end of the file.
  package mutating func nextBytes() throws(ShellError) -> (bytes: ArraySlice<UInt8>, number: Int)? {
    guard let line = try nextLine() else { return nil }
    let isASCII = try check(line)
    let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    if !isASCII, invalidLine == nil, String(validating: content, as: UTF8.self) == nil {
      invalidLine = number
    }
    return (content, number)
  }

  /// Whether the next line ends in CRLF (the header's, asked first: how the file ends its
  /// lines); false at the end of the file.
  mutating func nextLineEndsWithCR() throws(ShellError) -> Bool {
    try nextLine()?.last == UInt8(ascii: "\r")
  }

  /// Whether the text of `bytes` (valid UTF-8) starts with `prefix`, an ASCII string ending in a
  /// space, as `String.hasPrefix` says: by the bytes, unless the character after them joins the
  /// space (a combining mark does; which ones do depends on that character alone).
  package static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count >= count,
      prefix.withUTF8Buffer({ bytes.prefix(count).elementsEqual($0) })
    else { return false }
    guard bytes.count > count, bytes[bytes.startIndex + count] >= 0x80 else { return true }
    // A small string each (no allocation): the space and the scalar after the prefix.
    guard
      let next = String(decoding: bytes.dropFirst(count).prefix(4), as: UTF8.self)
        .unicodeScalars.first
    else { return true }
    var pair = " "
    pair.unicodeScalars.append(next)
    return pair.count == 2
  }

  /// The longest line a script may hold, in bytes (32 MiB): room for a recorded 10 MB string
  /// with escapes, and a bound on what reading a file without line breaks keeps in memory.
  static let maximumLineLength = 32 << 20

  /// The next line's bytes with its CR, if any, or `nil` at the end of the file. Each byte is
  /// searched for an LF once (linear time in a line of any length), and a line longer than
  /// ``maximumLineLength`` is refused as soon as that many bytes of it are read.
  private mutating func nextLine() throws(ShellError) -> ArraySlice<UInt8>? {
    while true {
      if let newline = Self.firstNewline(in: buffer, from: max(scanned, position)) {
        let line = buffer[position..<newline]
        position = newline + 1
        scanned = position
        try checkLength(line.count)
        // A long step's mark is no line of the script; a torn step's ends the file there. The
        // bytes after it are read as the file is now: one another process goes on writing is
        // read as far as it reaches when the reader gets there.
        if let length = StepLengthMark.length(in: line) {
          let file = file
          let reading = try StepLengthMark.reading(length: length, markEnd: dropped + position) {
            (offset, count) throws(ShellError) in try file.bytes(at: offset, count: count)
          }
          guard reading != .comment else { return line }
          number += 1
          if reading == .torn {
            atEnd = true
            buffer.removeAll()
            (position, scanned) = (0, 0)
          }
          continue
        }
        return line
      }
      scanned = buffer.count
      try checkLength(buffer.count - position)
      if atEnd {
        guard position < buffer.count, !StepLengthMark.isCutShort(buffer[position...]) else {
          if let invalidLine { throw notUTF8(invalidLine) }
          return nil
        }
        let line = buffer[position...]
        position = buffer.count
        return line
      }
      buffer.removeSubrange(..<position)
      dropped += position
      scanned -= position
      position = 0
      atEnd = try !file.read(into: &buffer)
    }
  }

  /// Refuses the line being read when it is `length` bytes long and that is too long, quoting
  /// its start (escaped, at most 32 bytes) rather than the line.
  private func checkLength(_ length: Int) throws(ShellError) {
    guard length > Self.maximumLineLength else { return }
    let line = number + 1
    let start = String(decoding: buffer[position..<position + 32], as: UTF8.self)
    throw ShellError(
      "\(path):\(line): not a script: line \(line) is longer than "
        + "\(Self.maximumLineLength >> 20) MiB (it starts '\(ControlEscaping.escaped(start))…'); "
        + "a script holds a command or an output line a line")
  }

  private mutating func take(
    _ line: ArraySlice<UInt8>
  ) throws(ShellError) -> (bytes: ArraySlice<UInt8>, text: String, number: Int) {
    let isASCII = try check(line)
    let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    if isASCII {
      return (line, content.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }, number)
    }
    guard let text = String(validating: content, as: UTF8.self) else {
      // Reported at the end of the file, unless a NUL comes first.
      if invalidLine == nil { invalidLine = number }
      return (line, "", number)
    }
    return (line, text, number)
  }

  /// Counts `line` and refuses a NUL in it (when NULs are refused); returns whether it is
  /// ASCII. A line that is neither ASCII nor UTF-8 is noted, for the end of the file.
  private mutating func check(_ line: ArraySlice<UInt8>) throws(ShellError) -> Bool {
    number += 1
    // By `memchr` and an ASCII check over the bytes in place: most lines are short ASCII text.
    let (hasNUL, isASCII) = line.withUnsafeBufferPointer { bytes in
      (
        !bytes.isEmpty && memchr(bytes.baseAddress!, 0, bytes.count) != nil,
        Self.isASCII(bytes)
      )
    }
    if refusesNUL, hasNUL {
      throw ShellError(
        "\(path):\(number): not a script: line \(number) holds a NUL byte (binary data?)")
    }
    return isASCII
  }

  /// Whether every byte is below 0x80, eight at a time: `--script` reads each line three times
  /// (the trap scan, the check, the run), and a byte at a time cost ~300 instructions a line.
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= bytes.count {
      if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        return false
      }
      offset += 8
    }
    while offset < bytes.count {
      if bytes[offset] >= 0x80 { return false }
      offset += 1
    }
    return true
  }

  /// The index of the first LF in `buffer` at or after `start`.
  private static func firstNewline(in buffer: [UInt8], from start: Int) -> Int? {
    buffer.withUnsafeBufferPointer { bytes in
      guard start < bytes.count,
        let found = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return nil }
      return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  private func notUTF8(_ line: Int) -> ShellError {
    ShellError("\(path):\(line): not a script: line \(line) is not UTF-8 text")
  }
}

/// A script file open for reading in blocks, closed when the last reference goes.
package final class ScriptFileHandle {
  private let fd: Int32
  private let path: String

  /// Opens the regular file at `path` for reading; a folder, a device, a pipe or an
  /// unreadable file is an error, as `ScriptReader` words it.
  init(scriptAt path: String) throws(ShellError) {
    self.path = path
    // Non-blocking, so that opening a FIFO does not wait for a writer.
    fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      throw ShellError("cannot read '\(path)': \(CheckedFile.describe(errno))")
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let error = errno
      close(fd)
      throw ShellError("cannot read '\(path)': \(CheckedFile.describe(error))")
    }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      close(fd)
      switch kind {
      case S_IFDIR: throw ShellError("\(path):1: not a script: it is a folder")
      case S_IFCHR, S_IFBLK: throw ShellError("\(path):1: not a script: it is a device, not a file")
      default: throw ShellError("\(path):1: not a script: it is a pipe or socket, not a file")
      }
    }
  }

  deinit { close(fd) }

  /// Up to `count` bytes from `offset`, as the file is now (fewer at its end), read without
  /// moving where ``read(into:)`` goes on.
  func bytes(at offset: Int, count: Int) throws(ShellError) -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let read = bytes.withUnsafeMutableBytes {
        pread(fd, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
      }
      if read < 0, errno == EINTR { continue }
      if read < 0 {
        throw ShellError("cannot read '\(path)': \(CheckedFile.describe(errno))")
      }
      if read == 0 { break }
      filled += read
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// Where each block is read before it is appended.
  private var block = [UInt8](repeating: 0, count: 65_536)

  /// Appends up to 64 KiB to `buffer`; `false` at the end of the file.
  func read(into buffer: inout [UInt8]) throws(ShellError) -> Bool {
    while true {
      let count = block.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 {
        throw ShellError("cannot read '\(path)': \(CheckedFile.describe(errno))")
      }
      // Copied as one buffer: appended element by element (a `repeatElement`), a debug build
      // took ~2 s a megabyte.
      block.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
      return count > 0
    }
  }
}
