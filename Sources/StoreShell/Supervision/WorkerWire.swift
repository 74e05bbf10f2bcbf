import Foundation

/// The text protocol between the shell's supervisor and its store worker: one frame a line, a
/// tag character and then the frame's text, with `\` and newlines escaped.
///
/// Written by hand rather than with `JSONEncoder`: a piped or scripted session sends a frame for
/// every output line, and this costs one copy of the text where JSON costs several allocations.
enum WorkerWire {
  /// `text` with `\` and newlines escaped, so that it fits on one line.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") })
    else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 8)
    for character in text.unicodeScalars {
      switch character {
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// The text `escape` made `text` from.
  static func unescape(_ text: Substring) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
    var plain = ""
    var escaping = false
    for character in text.unicodeScalars {
      if escaping {
        plain.unicodeScalars.append(character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        plain.unicodeScalars.append(character)
      }
    }
    return plain
  }

  /// An output line as a frame's text: its role, `v` if volatile, then its text.
  static func encode(_ line: OutputLine) -> String {
    let role: Character =
      switch line.role {
      case .plain: "p"
      case .sent: "s"
      case .received: "r"
      case .removed: "-"
      case .added: "+"
      case .note: "n"
      case .error: "e"
      }
    return "\(role)\(line.isVolatile ? "v" : " ")\(line.text)"
  }

  /// The output line `encode` made `text` from.
  static func decodeLine(_ text: String) -> OutputLine {
    guard text.count >= 2 else { return OutputLine(text) }
    let role: OutputLine.Role =
      switch text.first {
      case "s": .sent
      case "r": .received
      case "-": .removed
      case "+": .added
      case "n": .note
      case "e": .error
      default: .plain
      }
    let volatile = text.dropFirst().first == "v"
    return OutputLine(String(text.dropFirst(2)), role, isVolatile: volatile)
  }
}

/// Collects frames and writes them to a file descriptor in one `write(2)`.
final class FrameWriter {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  /// Adds the frame `tag` + `text` (escaped).
  func frame(_ tag: Character, _ text: String = "") {
    buffer.append(contentsOf: String(tag).utf8)
    buffer.append(contentsOf: WorkerWire.escape(text).utf8)
    buffer.append(UInt8(ascii: "\n"))
  }

  /// How many bytes of frames were added and not written yet.
  var byteCount: Int { buffer.count }

  /// How many bytes the frame `tag` + `text` takes (what ``frame(_:_:)`` adds).
  static func byteCount(_ tag: Character, _ text: String) -> Int {
    let escapes = text.utf8.count { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }
    return String(tag).utf8.count + text.utf8.count + escapes + 1
  }

  /// Writes what was added; `false` when the other end is gone. `written` is told each
  /// write's byte count as it succeeds.
  @discardableResult
  func flush(written: (Int) -> Void = { _ in }) -> Bool {
    defer { buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20) }
    return FileDescriptorIO.writeAll(descriptor, buffer, written: written)
  }
}

/// Reads frames (lines) from a file descriptor, buffered.
final class FrameReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0

  /// Whether a pause before a read lets the writer's frames gather (while a script
  /// replays, or piped commands are answered, a frame or an answer a command): fewer wake-ups
  /// of the reading process, and of the writing one. Only after a read that emptied the pipe:
  /// one that filled the buffer leaves more waiting (a long step's frames), read at once.
  var paces = false
  /// Whether the last read filled the buffer.
  private var lastReadWasFull = false
  private static let readSize = 1 << 16

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next frame's tag and text (unescaped), or `nil` at the end of the input. While no data
  /// comes, `idle` is called every 50 ms.
  func next(idle: () -> Void = {}) -> (tag: Character, text: String)? {
    while true {
      if let frame = nextFrame() { return frame }
      buffer.removeFirst(start)
      start = 0
      if paces, !lastReadWasFull { usleep(2000) }
      guard FileDescriptorIO.waitReadable(descriptor, idle: idle) else { return nil }
      var chunk = [UInt8](repeating: 0, count: Self.readSize)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      lastReadWasFull = count == Self.readSize
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  /// Whether a whole frame waits in the buffer (``next(idle:)`` returns it without reading).
  var hasFrame: Bool {
    buffer.withUnsafeBufferPointer { bytes in
      guard start < bytes.count, let base = bytes.baseAddress else { return false }
      return memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) != nil
    }
  }

  /// The next whole frame in the buffer, if there is one (`memchr`: this runs for every line
  /// of a piped session).
  private func nextFrame() -> (tag: Character, text: String)? {
    buffer.withUnsafeBufferPointer { bytes in
      guard start < bytes.count, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return nil }
      let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      defer { start = newline + 1 }
      guard newline > start else { return (" ", "") }
      let text = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<newline])
      let plain = String(decoding: text, as: UTF8.self)
      let escaped = text.isEmpty ? nil : memchr(text.baseAddress!, Int32(UInt8(ascii: "\\")), text.count)
      return (
        Character(UnicodeScalar(bytes[start])),
        escaped == nil ? plain : WorkerWire.unescape(plain[...])
      )
    }
  }
}

/// `read(2)` and `write(2)` loops that go on after a signal.
enum FileDescriptorIO {
  /// Writes all of `bytes`; `false` when the descriptor fails (the reader is gone). `written`
  /// is told each write's byte count as it succeeds.
  static func writeAll(
    _ descriptor: Int32, _ bytes: [UInt8], written: (Int) -> Void = { _ in }
  ) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      written(count)
      offset += count
    }
    return true
  }

  /// Waits until `descriptor` can be read (or is at its end), calling `idle` every 50 ms;
  /// `false` on an error.
  static func waitReadable(_ descriptor: Int32, idle: () -> Void) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, 50)
      if ready > 0 { return true }
      if ready < 0, errno != EINTR { return false }
      idle()
    }
  }

  /// Everything left to read on `descriptor`, until its end.
  static func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return data }
      data.append(contentsOf: chunk[..<count])
    }
  }
}
