/// Swift source as the tokens ``SourceDeclarations`` needs: identifiers and keywords, numbers,
/// punctuation one character each (`->` as one), string literals as one token each; comments
/// and whitespace dropped.
///
/// Written by hand: the exporter reads the user's declarations (which initializers a type has)
/// without adding swift-syntax to what a user's shell builds, and it needs no more than the
/// shape of declarations, never expressions.
struct SwiftToken: Equatable {
  enum Kind: Equatable { case word, punctuation, string }
  var kind: Kind
  var text: String
  /// Where the token starts and ends in the source's UTF-8.
  var start: Int
  var end: Int
}

enum SwiftTokenizer {
  /// The tokens of `source`.
  static func tokens(_ source: String) -> [SwiftToken] {
    let bytes = Array(source.utf8)
    var tokens: [SwiftToken] = []
    var index = 0
    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        var depth = 0
        repeat {
          if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/")
          {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        } while depth > 0 && index < bytes.count
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        var hashes = 0
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
          hashes += 1
          cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else {
          // `#if`, `#selector`: a word.
          let start = index
          index = cursor
          while index < bytes.count, isWord(bytes[index]) { index += 1 }
          tokens.append(SwiftToken(kind: .word, text: text(start, index), start: start, end: index))
          continue
        }
        let start = index
        index = skipString(bytes, from: cursor, hashes: hashes)
        tokens.append(SwiftToken(kind: .string, text: text(start, index), start: start, end: index))
      case UInt8(ascii: "-") where next == UInt8(ascii: ">"):
        tokens.append(SwiftToken(kind: .punctuation, text: "->", start: index, end: index + 2))
        index += 2
      case _ where isWord(byte):
        let start = index
        while index < bytes.count, isWord(bytes[index]) { index += 1 }
        tokens.append(SwiftToken(kind: .word, text: text(start, index), start: start, end: index))
      default:
        // One character, whole (a multi-byte scalar is never Swift punctuation).
        let start = index
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        tokens.append(SwiftToken(kind: .punctuation, text: text(start, index), start: start, end: index))
      }
    }
    return tokens
  }

  /// Past the string literal whose opening quote is at `start` (`"…"`, `"""…"""`, with
  /// `hashes` `#`s around it).
  private static func skipString(_ bytes: [UInt8], from start: Int, hashes: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
    var index = start + (isMultiline ? 3 : 1)
    let closingQuotes = isMultiline ? 3 : 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\"), hashes == 0 {
        index += 2
        continue
      }
      if bytes[index] == quote {
        var quotes = 0
        while index + quotes < bytes.count, bytes[index + quotes] == quote, quotes < closingQuotes { quotes += 1 }
        if quotes == closingQuotes {
          var end = index + quotes
          var closingHashes = 0
          while end < bytes.count, bytes[end] == UInt8(ascii: "#"), closingHashes < hashes {
            closingHashes += 1
            end += 1
          }
          if closingHashes == hashes { return end }
        }
        index += 1
        continue
      }
      if !isMultiline, bytes[index] == UInt8(ascii: "\n") { return index }
      index += 1
    }
    return index
  }

  private static func isWord(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "`")
  }
}
