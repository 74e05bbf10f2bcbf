@testable import ShellCommands
import Testing

@testable import StoreShell

/// The command line read by its bytes (`ASCIILine`) splits every line it decides exactly as
/// the general path (trimming, then `Character`s) does, and leaves the rest to it.
@Suite struct ASCIILineTests {
  @Test(arguments: [
    "send counter.increment", "  send\tcounter.setCount(\"42\")  ", "send", "send   ", "quit",
    "", "   ", "\t", "# a comment", "  #send x", "#", "set diff off", "replay \"a b.shell\" --check",
    "send  \t counter.increment", "state", "x\ty", "send counter.setCount(\"é\")",
  ])
  func decidesByBytesAsTheGeneralPathDoes(line: String) {
    let ascii = ASCIILine(line)
    #expect(ascii != .other)
    #expect(ascii == CommandParser.generalSplit(line))
  }

  @Test(arguments: [
    "#\u{301} combined", "\u{A0}send x", "send x\u{A0}", "sénd x", "send \u{A0}x", "send \u{301}x",
    "se\nnd x", "send\r\nx", "\u{3000}",
  ])
  func leavesToTheGeneralPathWhatBytesCannotDecide(line: String) {
    #expect(ASCIILine(line) == .other)
  }

  @Test func agreesOnRandomLines() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("sendx #\t\"()é\u{A0}\u{301}\n\r.")
    var decided = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 0..<12, using: &generator)
      let line = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let ascii = ASCIILine(line)
      guard ascii != .other else { continue }
      decided += 1
      #expect(ascii == CommandParser.generalSplit(line), "\(line.debugDescription)")
    }
    #expect(decided > 1_000)
  }
}
