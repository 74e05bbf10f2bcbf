import ActionText
import Foundation
@testable import StoreShell
import Testing

/// What a watch and the `set state` echo print of a value is one line that types back:
/// `set state <path> = <printed>` gives the same state, multi-line strings and structs
/// holding them included (their lines were joined, `""" a b """`, which reads as nothing).
@Suite struct WatchedValuesTypeBackTests {
  typealias Strings = CPUBoundTests.TypedBackStringsTests

  /// The value after the last ` → ` of a watch's or an echo's line.
  static func newValue(in line: String) -> String? {
    line.range(of: " → ", options: .backwards).map { String(line[$0.upperBound...]) }
  }

  /// Sets `value` at `path` with a watch on it and checks both printed values.
  static func check(
    _ path: String, _ value: String, in session: ShellSession<Strings.State, Strings.Action>,
    typingBack: ShellSession<Strings.State, Strings.Action>, failures: inout [String]
  ) {
    let set = session.execute("set state \(path) = \(value)")
    guard set.error == nil else { return failures.append("set \(path) = \(value): \(set.lines.map(\.text))") }
    let lines = set.lines.map(\.text)
    let printed = lines.filter { $0.hasPrefix("= \(path): ") || $0.hasPrefix("watch \(path): ") }
    if printed.isEmpty { failures.append("\(path) = \(value) printed \(lines)") }
    for line in printed {
      guard !line.contains("\n"), let typed = newValue(in: line) else {
        failures.append("not one line: \(line)")
        continue
      }
      let back = typingBack.execute("set state \(path) = \(typed)")
      if back.error != nil || typingBack.state != session.state {
        failures.append("\(line) typed back: \(back.lines.map(\.text))")
      }
    }
  }

  @Test func multiLineValuesPrintOnOneLineThatTypesBack() throws {
    let session = ShellSession(feature: Strings.feature)
    let typingBack = ShellSession(feature: Strings.feature)
    for path in ["text", "items[1]", "pair"] { _ = session.execute("watch \(path)") }
    var failures: [String] = []
    Self.check(#"text"#, #""a\nsave x.shell --force\nb""#, in: session, typingBack: typingBack, failures: &failures)
    Self.check(
      "pair", #"Pair(name: "one\ntwo", note: "x\\\"y\r\n\u{2028}z")"#, in: session, typingBack: typingBack,
      failures: &failures)
    #expect(failures.isEmpty, "\(failures)")

    // Random strings: control bytes, CR/LF mixes, quotes, `#`s, `"""`, backslashes.
    var generator = HostileStrings(seed: 0x3A7C, injected: "/nonexistent/injected.shell")
    var checked = 0
    while checked < 300, failures.count < 5 {
      let text = generator.next()
      guard text.utf8.count < 2_000 else { continue }
      checked += 1
      let path = ["text", "items[1]"][checked % 2]
      Self.check(path, ActionText.stringLiteral(text), in: session, typingBack: typingBack, failures: &failures)
    }
    #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.prefix(3))")

    // The exact one-line forms.
    _ = session.execute(#"set state text = "a\nsave x.shell --force\nb""#)
    #expect(
      session.execute(#"set state text = "a\nb""#).lines.first?.text
        == #"= text: "a\nsave x.shell --force\nb" → "a\nb""#)
    _ = session.execute(#"set state items[1] = """#)
    #expect(
      session.execute(#"set state items[1] = "say \"hi\"\n""#).lines.map(\.text).contains(
        ##"watch items[1]: "" → #"say "hi"\#n"#"##))
  }
}
