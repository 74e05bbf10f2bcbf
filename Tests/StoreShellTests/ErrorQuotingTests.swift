import StoreShellDemo
@testable import StoreShell
@testable import SwiftSource
import Testing

/// An error line quotes at most a few dozen characters of the user's text, however long the
/// command, and keeps the fix.
@Suite struct ErrorQuotingTests {
  /// A 1 MB unknown command: the error quotes its first 40 characters and keeps the fix (it
  /// quoted the whole megabyte).
  @Test func aLongUnknownCommandIsQuotedByItsStart() {
    let name = String(repeating: "xyzzy", count: 200_000)
    let result = DemoFeatures.game.makeTestRunner().execute(name)
    let line = result.lines.first { $0.role == .error }?.text ?? ""
    #expect(line == "error: unknown command '\(name.prefix(40))…'; type 'help' for the list")
  }

  /// Every error a long command can give stays short, the fix after the quote kept.
  @Test func longArgumentsGiveShortErrors() {
    let long = String(repeating: "a", count: 100_000)
    let runner = DemoFeatures.game.makeTestRunner()
    for command in [
      "history \(long)", "state \"\(long)", "send counter.\(long)", "send \(long)(",
      "goto \(long)", "set \(long)", "replay \(long) \(long)",
    ] {
      let result = runner.execute(command)
      let line = result.lines.first { $0.role == .error }?.text ?? ""
      #expect(!line.isEmpty, "\(command.prefix(20))")
      #expect(line.count <= QuotedTextLimit.messageLimit + 10, "\(line.prefix(300))")
    }
  }

  /// Quotes of up to 160 characters (file names, the commands a fix suggests), apostrophes and
  /// the text outside quotes are left as they are.
  @Test func shortMessagesAreLeftAlone() {
    for message in [
      "unknown command 'incremnt'; did you mean 'increment'?",
      "the store's process ended while idle, in no command (ended by signal 9 (SIGKILL))",
      "replay: 'a.shell' holds no commands",
      "'/tmp/\(String(repeating: "folder/", count: 18))a.shell' exists; "
        + "'record /tmp/\(String(repeating: "folder/", count: 18))a.shell --force' overwrites it",
    ] {
      #expect(QuotedTextLimit.bounded(message) == message)
    }
  }

  /// Quotes within the quoted text, left open or many, cost no more than the message's
  /// length and leave it bounded; apostrophes in it do not end the quote.
  @Test func quotesInTheQuotedTextAreBoundedToo() {
    let unclosed = "got " + String(repeating: " 'a", count: 200_000) + "; use 'x'"
    #expect(
      QuotedTextLimit.bounded(unclosed).unicodeScalars.count <= QuotedTextLimit.messageLimit + 3)
    let apostrophes =
      "unknown command '" + String(repeating: "it's ", count: 10_000) + "'; type 'help' for the list"
    #expect(
      QuotedTextLimit.bounded(apostrophes)
        == "unknown command '\(String(repeating: "it's ", count: 8))…'; type 'help' for the list")
  }
}
