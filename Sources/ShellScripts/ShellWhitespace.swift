import Foundation

extension String {
  /// The text without leading and trailing spaces and tabs: what
  /// `trimmingCharacters(in: .whitespaces)` gives, without Foundation for ASCII edges.
  ///
  /// Written by hand because Foundation's trimming bridges to `NSString` and rebuilds the
  /// string through UTF-16 (~15,000 instructions a call, several calls a shell step; ~80 a
  /// byte, a fifth of a `set state` of a long string). Text whose first or last byte left is
  /// not ASCII (a no-break space, an ideographic space) is trimmed scalar by scalar with
  /// Foundation's set (``ShellWhitespace/trimmedByScalars(_:)``), so the answer is the same for
  /// every input.
  package func trimmingShellWhitespace() -> String {
    // By the bytes in place (`withUTF8`): through the view's indices it cost ~200 instructions
    // a call, two calls a shell step.
    var text = self
    var trimmed: String?
    var edgesAreASCII = true
    text.withUTF8 { bytes in
      guard let range = ShellWhitespace.trimmedRange(bytes) else { return edgesAreASCII = false }
      if range.count < bytes.count {
        trimmed = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
    }
    guard edgesAreASCII else { return ShellWhitespace.trimmedByScalars(self[...]) }
    return trimmed ?? self
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs (see `String.trimmingShellWhitespace`).
  package func trimmingShellWhitespace() -> String {
    guard let range = ShellWhitespace.trimmedRange(utf8) else {
      return ShellWhitespace.trimmedByScalars(self)
    }
    return String(self[range])
  }
}

package enum ShellWhitespace {
  /// `text` without the whitespace at its ends, as `trimmingCharacters(in: .whitespaces)` trims
  /// it (the same set, scalar by scalar) without bridging it to `NSString` first.
  static func trimmedByScalars(_ text: Substring) -> String {
    let whitespace = CharacterSet.whitespaces
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !whitespace.contains($0) }),
      let last = scalars.lastIndex(where: { !whitespace.contains($0) })
    else { return "" }
    return String(Substring(scalars[first...last]))
  }

  /// The range of `bytes` without ASCII spaces and tabs at its ends, or `nil` when a byte left
  /// at an end is not ASCII (Foundation decides then).
  package static func trimmedRange<Bytes: BidirectionalCollection<UInt8>>(
    _ bytes: Bytes
  ) -> Range<Bytes.Index>? {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isSpaceOrTab(bytes[start]) { start = bytes.index(after: start) }
    while start < end {
      let last = bytes.index(before: end)
      guard isSpaceOrTab(bytes[last]) else { break }
      end = last
    }
    if start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 { return nil }
    return start..<end
  }

  /// ``trimmedRange(_:)`` of a line's UTF-8 bytes in place, for the modules above this one.
  ///
  /// Not generic, so that it is specialized here: the command parser, in another module, called
  /// the generic form unspecialized (witness tables and metadata on every byte, ~2,600
  /// instructions a call, +2,765 a replayed step in callgrind's `shell-replay-off`, 28,402 →
  /// 31,167), and `@inlinable` on a `package` function did not make it specialize there.
  package static func trimmedRange(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    trimmedRange(bytes)
  }

  /// Whether `byte` is an ASCII space or tab: the whitespace the shell trims and splits on.
  package static func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
