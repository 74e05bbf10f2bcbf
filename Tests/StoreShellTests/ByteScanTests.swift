@testable import StoreShell
@testable import SwiftSource
import Testing

/// The 16-bytes-at-a-time scans give what a byte-at-a-time loop gives, at every length and
/// alignment.
@Suite struct ByteScanTests {
  /// Deterministic pseudo-random bytes from a small alphabet (so that runs match often).
  static func bytes(_ count: Int, seed: inout UInt64, alphabet: [UInt8]) -> [UInt8] {
    (0..<count).map { _ in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return alphabet[Int(seed >> 33) % alphabet.count]
    }
  }

  @Test func commonPrefixAndSuffixMatchAByteLoop() {
    var seed: UInt64 = 1
    for _ in 0..<400 {
      let shared = Self.bytes(Int(seed % 70), seed: &seed, alphabet: [0x61, 0x0A])
      let a = Self.bytes(Int(seed % 9), seed: &seed, alphabet: [0x61, 0x62]) + shared
        + Self.bytes(Int(seed % 40), seed: &seed, alphabet: [0x61, 0x62, 0xC3])
      let b = Self.bytes(Int(seed % 9), seed: &seed, alphabet: [0x61, 0x62]) + shared
        + Self.bytes(Int(seed % 40), seed: &seed, alphabet: [0x61, 0x62, 0xC3])
      let limit = min(a.count, b.count)
      var prefix = 0
      while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
      a.withUnsafeBytes { ra in
        b.withUnsafeBytes { rb in
          guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return }
          #expect(ByteScan.commonPrefix(pa, pb, limit: limit) == prefix)
          #expect(
            ByteScan.commonSuffix(pa + ra.count, pb + rb.count, limit: limit - prefix) == suffix)
        }
      }
    }
  }

  @Test func countingNewlinesMatchesAByteLoopAndStopsAtACR() {
    var seed: UInt64 = 7
    for length in 0..<90 {
      for alphabet in [[0x61, 0x0A], [0x61, 0x0A, 0x0D], [0x0A]] as [[UInt8]] {
        let bytes = Self.bytes(length, seed: &seed, alphabet: alphabet)
        let crAt = bytes.firstIndex(of: 0x0D)
        let expected = bytes[..<(crAt ?? bytes.count)].filter { $0 == 0x0A }.count
        let (count, sawCR) = bytes.withUnsafeBytes {
          ByteScan.count(0x0A, in: $0, stoppingAt: 0x0D)
        }
        #expect(sawCR == (crAt != nil))
        if crAt == nil { #expect(count == expected) }
      }
    }
  }

  /// The one-pass count of a diff block's LFs, and whether it may hold a control: at every
  /// length and alignment, with a control in the 16-byte chunks or the tail, and past the
  /// 255 chunks after which the lanes' counts are summed.
  @Test func lineFeedsMatchAByteLoopAndFlagEveryControl() {
    var seed: UInt64 = 11
    let alphabets: [[UInt8]] = [
      [0x61, 0x0A], [0x61, 0x0A, 0x0D], [0x0A], [0x61, 0x0A, 0x7F], [0x61, 0x0A, 0xC2, 0xB0],
      [0x61, 0x0A, 0x1B], [0x61, 0x20, 0xE2, 0x80, 0xA6],
    ]
    for length in Array(0..<100) + [4_079, 4_080, 4_081, 9_000] {
      for alphabet in alphabets {
        let bytes = Self.bytes(length, seed: &seed, alphabet: alphabet)
        let lineFeeds = bytes.filter { $0 == 0x0A }.count
        let control = bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 }
        let (count, mayHoldControl) = bytes.withUnsafeBytes { ByteScan.lineFeeds(in: $0) }
        #expect(mayHoldControl == control, "length \(length), alphabet \(alphabet)")
        #expect(count == lineFeeds, "length \(length), alphabet \(alphabet)")
      }
    }
  }

  /// A diff block counts its lines and escapes its controls whether they fall in the scan's
  /// 16-byte chunks or its tail; a `°` (0xC2 0xB0, not a control) stays as it is.
  @Test func diffBlocksCountLinesAndEscapeControlsAnywhere() throws {
    let long = String(repeating: "abcdefgh", count: 5)
    for text in ["a\nb", long + "\n" + long, long + "\n°\n" + long, "°\n" + long] {
      let block = try #require(OutputLine(diffBlock: text))
      #expect(block.text == text)
      #expect(block.lineCount == text.split(separator: "\n").count)
    }
    for control in ["\u{1B}", "\r", "\u{7F}", "\u{85}"] {
      for text in [long + control + "\n" + long, long + "\n" + long + control, control + "\nx"] {
        let block = try #require(OutputLine(diffBlock: text))
        #expect(block.text == ControlEscaping.escaped(text, keepingLineFeeds: true))
        #expect(block.text != text)
        #expect(block.lineCount == 2)
      }
    }
  }
}
