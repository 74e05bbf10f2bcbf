#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Standard input and output as the editor uses them.
enum Terminal {
  /// Whether standard input and standard output are both terminals: only then is there a
  /// prompt, line editing and escape codes.
  static var isInteractive: Bool { isatty(0) != 0 && isatty(1) != 0 }

  /// Writes `text` through C's `stdout`, the stream Swift's `print` and libedit use too, so the
  /// order of everything written stays the order it was written in; then flushes it (a
  /// failure goes to ``LineEditor/onOutputFailure(_:)``'s handler).
  static func write(_ text: String) {
    fputs(text, stdout)
    OutputFailure.flushChecked()
  }

  /// ``write(_:)`` of UTF-8 `bytes` and a newline, with no `String` made of them.
  static func writeLine(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    if let base = bytes.baseAddress { fwrite(base, 1, bytes.count, stdout) }
    fputc(0x0A, stdout)
    OutputFailure.flushChecked()
  }

  /// Writes `messages` above the prompt while libedit is editing a line (the terminal is in raw
  /// mode): goes up `rowsAbove` rows from the cursor to the prompt's first row, clears from there
  /// to the end of the screen, writes each message on its own rows, and leaves the cursor at the
  /// start of a fresh row for libedit to redraw the prompt and the line.
  static func writeAbovePrompt(_ messages: [String], rowsAbove: Int) {
    var output = rowsAbove > 0 ? "\r\u{1B}[\(rowsAbove)A\u{1B}[J" : "\r\u{1B}[J"
    for message in messages {
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        output += line + "\r\n"
      }
    }
    write(output)
  }

  /// Makes the C library decode and encode UTF-8 (libedit converts between bytes and wide
  /// characters with it): the user's locale if it is UTF-8, otherwise `C.UTF-8`.
  static func useUTF8Locale() {
    setlocale(LC_CTYPE, "")
    if !isUTF8Locale {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  private static var isUTF8Locale: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }

  /// Reads one character from standard input: a byte, or the Unicode scalar a UTF-8 sequence
  /// encodes (libedit takes the value a `rl_getc_function` returns as a whole character).
  /// Returns -1 at the end of input.
  static func readCharacter() -> Int32 {
    guard let lead = readByte(waitingMilliseconds: -1) else { return -1 }
    let length: Int
    switch lead {
    case 0..<0x80: return Int32(lead)
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return 0xFFFD
    }
    var bytes = [lead]
    for _ in 1..<length {
      guard let next = readByte(waitingMilliseconds: 100), next & 0xC0 == 0x80 else {
        return 0xFFFD
      }
      bytes.append(next)
    }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return Int32(scalar.value) }
    return 0xFFFD
  }

  private static func readByte(waitingMilliseconds timeout: Int32) -> UInt8? {
    if timeout >= 0 {
      var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, timeout) > 0 else { return nil }
    }
    var byte: UInt8 = 0
    while true {
      let count = read(0, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
