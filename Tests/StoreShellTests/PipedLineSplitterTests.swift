@testable import StoreShell
import Testing

/// Piped input under a supervisor is cut into lines in linear time.
@Suite struct PipedLineSplitterTests {
  /// A 4 MB line read 1 KB at a time: each byte searched about once (it was searched again at
  /// every read, 4,096 reads: ~8 GB of searching).
  @Test func aLongLineReadInSmallChunksIsSearchedOnce() {
    var splitter = PipedLineSplitter()
    let line = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
    var lines: [String] = []
    var offset = 0
    while offset < line.count {
      lines += splitter.append(line[offset..<min(line.count, offset + 1024)])
      offset += 1024
    }
    #expect(lines.isEmpty)
    lines += splitter.append(Array("\r\nsend counter.increment\nlast".utf8)[...])
    lines += splitter.finish()
    #expect(lines.map(\.utf8.count) == [4 << 20, 22, 4])
    #expect(lines.last == "last")
    #expect(splitter.searchedByteCount <= 2 * (line.count + 64), "\(splitter.searchedByteCount)")
  }

  /// Lines, CRLFs and empty lines come out as they went in.
  @Test func linesComeOutAsTheyWentIn() {
    var splitter = PipedLineSplitter()
    var lines = splitter.append(Array("a\r\n\nb".utf8)[...])
    lines += splitter.append(Array("c\nd\r".utf8)[...])
    lines += splitter.finish()
    #expect(lines == ["a", "", "bc", "d"])
  }
}
