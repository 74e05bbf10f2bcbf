import StoreShellExamples
import Foundation
@testable import StoreShell
import Testing

/// `history /…/` matches in time linear in the history for any pattern (issue 37): a pattern
/// that makes a backtracking matcher run for ever (`/(a+)+$/` over a long command) answers at
/// once, and Ctrl-C stops a long match with the session kept.
@Suite struct LinearPatternTests {
  /// `/(a+)+$/` and `/(a|aa)*b/` over a 20,000-character command: Swift's `Regex` (which
  /// `history` used) backtracks through 2^n ways and never answered; the limit only stops
  /// the test from hanging.
  @Test(.timeLimit(.minutes(1))) func aBacktrackingPatternAnswersAtOnce() {
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    let long = "send counter.setCount(\"" + String(repeating: "a", count: 20_000) + "!\")"
    #expect(session.execute(long).error == nil)
    #expect(session.execute("send counter.increment").error == nil)
    for pattern in ["(a+)+$", "(a|aa)*b", "(a*)*q", "(.*a){12}x"] {
      let history = session.execute("history /\(pattern)/")
      #expect(history.error == nil)
      #expect(history.lines.last?.text == "no step matches /\(pattern)/", "\(pattern)")
      #expect(history.lines.count == 1, "\(pattern)")
    }
    let matching = session.execute("history /(a+)+!/")
    #expect(matching.lines.map(\.text).count == 1)
    #expect(matching.lines.first?.text.hasPrefix("1  send counter.setCount(\"aaa") == true)
  }

  /// Ctrl-C stops a long match: an error, and the session goes on.
  @Test func ctrlCStopsALongMatchAndKeepsTheSession() {
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    #expect(session.execute("send counter.setCount(\"" + String(repeating: "b", count: 10_000) + "\")").error == nil)
    session.isInterrupted = { true }
    #expect(
      session.execute("history /x/").error?.message == "history stopped (Ctrl-C) after 0 of 1 steps")
    session.isInterrupted = { false }
    #expect(session.execute("history /b{3}/").lines.count == 1)
    #expect(session.execute("send counter.increment").error == nil)
  }

  /// The matcher answers as Swift's `Regex` does on the syntax it takes.
  @Test func itAnswersAsSwiftsRegexDoes() throws {
    let patterns = [
      "increment|reset", "^send", "advance \\d+s$", "count\\(\"4[0-9]\"\\)", "[^a-z ]", "a.c", "(ab)+c", "x?y{2,3}z", "(?:set|send) [a-z]+\\.", "[\\w.]+\\(", "\\s{2}",
      "[a\\-z]", "e{0}s", "^$", "(a|b|)c", "\\.", "t{1,}i", "(?<word>[a-z]+)\\.",
    ]
    let texts = [
      "send counter.increment", "reset", "advance 12s", "advance 12ms", "send counter.setCount(\"42\")",
      "set state a = 3", "", "abc", "ababc", "xyyz", "yyyz", "a-c", "in pin", "tick  tock", "]", "a.c",
      "c", "bc",
    ]
    for pattern in patterns {
      let linear = try LinearPattern(pattern)
      let regex = try Regex(pattern)
      for text in texts {
        #expect(try linear.matches(in: text) == text.contains(regex), "/\(pattern)/ on \"\(text)\"")
      }
    }
  }

  /// `\b` and `\B` are ASCII word boundaries (Swift's `Regex` follows Unicode's, where a `.`
  /// between letters is none).
  @Test func wordBoundariesAreASCIIs() throws {
    #expect(try LinearPattern("\\bin").matches(in: "send counter.increment"))
    #expect(try !LinearPattern("\\bcount\\b").matches(in: "send counter.increment"))
    #expect(try LinearPattern("cr\\B").matches(in: "counter.increment"))
    #expect(try !LinearPattern("nt\\B").matches(in: "increment"))
  }

  /// What needs backtracking is refused with its name, and a bad pattern says what is wrong.
  @Test func backtrackingConstructsAreRefusedByName() {
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    _ = session.execute("send counter.increment")
    let refusals = [
      "(a)\\1": "a backreference ('\\1')", "a(?=b)": "a lookahead ('(?=' or '(?!')",
      "(?<=a)b": "a lookbehind ('(?<=' or '(?<!')", "(?i)a": "a group with options ('(?')",
      "a{2000}": "a count over 1000",
    ]
    for (pattern, detail) in refusals {
      #expect(
        session.execute("history /\(pattern)/").error?.message
          == "history: /\(pattern)/ uses \(detail), which history's matcher does not run (it "
          + "matches in time linear in the history); write it without, like /increment|reset/")
    }
    #expect(
      session.execute("history /(ab/").error?.message
        == "history: /(ab/ is not a regular expression; write one like /increment|reset/")
    #expect(throws: LinearPattern.Failure.self) { try LinearPattern("*a") }
    #expect(throws: LinearPattern.Failure.self) { try LinearPattern("a**") }
    #expect(throws: LinearPattern.Failure.self) { try LinearPattern("[a") }
  }
}
