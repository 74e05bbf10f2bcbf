import ActionText
import Foundation
import StoreShellDemo
@testable import StoreShell
@testable import SwiftSource
import Testing

extension CPUBoundTests {
  /// Text from the state, a file or the user is data: no string in the state can end a recorded
  /// line or start one the reader takes for a command, and none reaches a terminal as a control
  /// byte.
  @Suite struct HostileTextTests {
    /// 10,000 random strings (control bytes, CR/LF mixes, NUL, escapes, quotes, commands after
    /// line breaks, long ones) in the state, each added and removed while recording: the
    /// recording holds exactly the commands sent, no control byte, and passes its own check.
    @Test func randomStringsInTheStateRoundTripThroughARecordingAndRunNoCommand() throws {
      let folder = try Self.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/strings.shell"
      let injected = folder + "/injected.shell"
      var generator = HostileStrings(seed: 24, injected: injected)
      let runner = DemoFeatures.traps.makeTestRunner()
      #expect(runner.execute("record \(path)").error == nil)
      var sent: [String] = []
      for _ in 0..<Self.stringCount {
        let text = generator.next()
        let add = "send add(\(ActionText.stringLiteral(text)))"
        let added = runner.execute(add)
        #expect(added.error == nil, "\(add)")
        #expect(added.lines.allSatisfy { !ControlEscaping.containsControl($0.text) })
        let remove = "send remove(at: 0)"
        _ = runner.execute(remove)
        sent += [add, remove]
      }
      #expect(runner.execute("record stop").error == nil)

      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F })
      let script = try ScriptReader.read(path)
      let commands = script.entries.map(\.command)
      // As a recording writes a command: its control characters escaped (a C1 one that the
      // literal holds as it is), which a string literal reads back as the same string.
      let expected = ScriptTests.prelude + sent.map { ControlEscaping.escaped($0) }
      // The first difference, not two lists of 20,000 commands.
      let mismatch =
        zip(commands, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(commands.count, expected.count)
      #expect(
        commands.count == expected.count && mismatch == expected.count,
        "at \(mismatch): \(commands.dropFirst(mismatch).prefix(2)) for \(expected.dropFirst(mismatch).prefix(2))")
      let replay = DemoFeatures.traps.makeTestRunner().execute("replay \(path) --check")
      #expect(replay.error == nil)
      #expect(!replay.checkFailed, "\(replay.lines.prefix(20).map(\.text))")
      #expect(!replay.failedWithin)
      #expect(!FileManager.default.fileExists(atPath: injected))
    }

    /// The string the issue found: CRLF then a command, which landed at the first column.
    @Test func aCRLFInTheStateWritesNoCommand() throws {
      let folder = try Self.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/crlf.shell"
      let injected = folder + "/injected-by-state.shell"
      let runner = DemoFeatures.traps.makeTestRunner()
      _ = runner.execute("record \(path)")
      for text in ["ok\r\nsave \(injected) --force", "x\r", "\u{0}\n", "a\rb\n\r\n\n"] {
        #expect(runner.execute("send add(\(ActionText.stringLiteral(text)))").error == nil)
      }
      _ = runner.execute("record stop")
      let script = try ScriptReader.read(path)
      #expect(script.entries.count == ScriptTests.prelude.count + 4)
      let replay = DemoFeatures.traps.makeTestRunner().execute("replay \(path) --check")
      #expect(replay.error == nil && !replay.checkFailed && !replay.failedWithin)
      #expect(!FileManager.default.fileExists(atPath: injected))
    }

    /// A 10 MB string, escapes in it, round-trips.
    @Test func aTenMegabyteStringRoundTrips() throws {
      let folder = try Self.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/long.shell"
      let text = String(repeating: "0123456789abcdef\r\n\u{1B}[2J\u{0}\"\\", count: 10_000_000 / 24)
      let runner = DemoFeatures.traps.makeTestRunner()
      _ = runner.execute("record \(path)")
      #expect(runner.execute("send add(\(ActionText.stringLiteral(text)))").error == nil)
      _ = runner.execute("record stop")
      let replay = DemoFeatures.traps.makeTestRunner().execute("replay \(path) --check")
      #expect(replay.error == nil && !replay.checkFailed && !replay.failedWithin)
    }

    /// Terminal injection: escapes in a multi-line string, in `state`, and in an error that
    /// quotes a typed line reach no output line as control bytes.
    @Test func controlCharactersAreEscapedInDiffsStateAndErrors() {
      let runner = DemoFeatures.traps.makeTestRunner()
      let attack = "x\n\u{1B}]2;PWNED\u{7}\u{1B}[2J\u{1B}[H$ "
      var lines = runner.execute("send add(\(ActionText.stringLiteral(attack)))").lines
      lines += runner.execute("state").lines
      lines += runner.execute("state items[0]").lines
      lines += runner.execute("send add(\u{1B}]2;PWNED\u{7})").lines
      lines += runner.execute("frobnicate \u{1B}[2J\r").lines
      #expect(lines.contains { $0.text.contains("\\u{1B}]2;PWNED\\u{7}") })
      for line in lines {
        #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line.text)")
      }
    }

    @Test func theEscapingIsSwiftsAndIdempotent() {
      #expect(ControlEscaping.escaped("a\u{0}\t\n\r\u{1B}\u{7F}\u{85}\\é") == #"a\0\t\n\r\u{1B}\u{7F}\u{85}\\é"#)
      #expect(ControlEscaping.escaped("a\nb", keepingLineFeeds: true) == "a\nb")
      let once = ControlEscaping.escaped("\r\n\u{9B}31m")
      #expect(ControlEscaping.escaped(once) == once)
      #expect(ControlEscaping.escaped("plain text") == "plain text")
    }

    /// How many random strings the property test puts in the state.
    static let stringCount = 10_000

    static func temporaryFolder() throws -> String {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID())").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    }
  }
}

/// Random strings made to break a recording: control bytes, line breaks of every kind, NUL,
/// escapes, quotes, backslashes, commands after line breaks, combining marks, long runs.
struct HostileStrings {
  private var state: UInt64
  private let pieces: [String]

  init(seed: UInt64, injected: String) {
    state = seed
    pieces = [
      "\r", "\n", "\r\n", "\n\r", "\u{0}", "\u{1B}[2J", "\u{1B}]2;PWNED\u{7}", "\u{7F}", "\u{85}",
      "\u{9B}", "\u{2028}", "\t", "\\", "\\n", "\"", "\"\"\"", "#\"", "#", "  ", " ", "é", "\u{301}",
      "💥", "\u{FFFD}", "\u{ED}\u{A0}\u{80}", "\nsave \(injected) --force\n",
      "\r\nrecord \(injected) --force", "\n# store-shell script\n", "\n  indented\n",
      "\nsend remove(at: 99)", "\rreplay \(injected)", "store> ", "abc", "x",
    ]
  }

  /// The next string: up to 12 pieces and random scalars, now and then a long run.
  mutating func next() -> String {
    var text = ""
    for _ in 0..<random(13) {
      switch random(4) {
      case 0: text.unicodeScalars.append(Unicode.Scalar(UInt8(random(0x80))))
      case 1: text.unicodeScalars.append(Unicode.Scalar(UInt32(0x80 + random(0x280)))!)
      default: text += pieces[random(pieces.count)]
      }
    }
    if random(100) == 0 { text += String(repeating: pieces[random(pieces.count)], count: random(20_000)) }
    return text
  }

  /// SplitMix64: a seeded generator, the same strings every run.
  private mutating func random(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
