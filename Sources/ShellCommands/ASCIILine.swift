/// A command line read by its bytes, in one pass, when that gives what
/// `CommandParser`'s general path (trimming, then splitting by `Character`s) gives: a line
/// whose name and the edges of its trimmed text and of its arguments are ASCII. Lines sent at
/// the shell's speed (`send counter.increment`) are; the rest take the general path.
///
/// Written by hand because the general path reads the line three times through
/// `String.UTF8View`'s indices (~1,500 instructions a step, a twentieth of a replayed step).
import ShellScripts
package enum ASCIILine: Equatable {
  /// Nothing but spaces and tabs, or a `#` comment.
  case blank
  /// The command's name and its arguments, trimmed of spaces and tabs.
  case split(name: String, rest: String)
  /// Not decided by bytes: the general path decides.
  case other

  init(_ line: String) {
    var line = line
    self = line.withUTF8 { bytes in
      guard let trimmed = ShellWhitespace.trimmedRange(utf8: bytes) else { return .other }
      guard !trimmed.isEmpty else { return .blank }
      if bytes[trimmed.lowerBound] == UInt8(ascii: "#") {
        // `#` is a comment unless a mark joins it (`#\u{301}` is another `Character`).
        let next = trimmed.lowerBound + 1
        return next < trimmed.upperBound && bytes[next] >= 0x80 ? .other : .blank
      }
      // The name ends at the first space or tab; a byte that is not ASCII, or a line break, in
      // the name (or right after it) is left to `Character`s, as the general path does.
      var end = trimmed.lowerBound
      while end < trimmed.upperBound, !ShellWhitespace.isSpaceOrTab(bytes[end]) {
        if bytes[end] >= 0x80 || (0x0A...0x0D).contains(bytes[end]) { return .other }
        end += 1
      }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed.lowerBound..<end]), as: UTF8.self)
      guard end < trimmed.upperBound else { return .split(name: name, rest: "") }
      if bytes[end + 1] >= 0x80 { return .other }
      var start = end + 1
      while start < trimmed.upperBound, ShellWhitespace.isSpaceOrTab(bytes[start]) { start += 1 }
      // The arguments' edges: their last byte is the line's (ASCII); a first byte that is not
      // ASCII would be trimmed by Foundation's rules.
      if start < trimmed.upperBound, bytes[start] >= 0x80 { return .other }
      let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<trimmed.upperBound]), as: UTF8.self)
      return .split(name: name, rest: rest)
    }
  }
}
