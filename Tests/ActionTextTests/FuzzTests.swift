import ActionText
import Foundation
import Testing

/// Random and mutated texts give errors (or actions), never a crash.
@Suite struct FuzzTests {
  /// SplitMix64: deterministic, so a failure can be replayed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let seeds = [
    "counter.increment", #"counter.setCount("42")"#, "listResult.remove(offset: [0, 2])",
    "setNavigation(nil)", #"setNavigation("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")"#,
    "alertAction.alertSaveButtonTapped", "move((x: 1, y: 2))", #"tag("a\n\u{41}", count: -3)"#,
    "record(secret: 10, guess: 10)", #"scores(["a": 1])"#, "scale(-2.5e-3)", "setFilter(.active)",
    #"prioritize(.low, at: "2024-01-31T12:00:00.250Z")"#, "row(id: 1, action: .setCount(\"x\"))",
    #"binding(\.foo, true)"#, "small(0x7F, 0b1)",
  ]

  static let alphabet = Array(
    #"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:()[]{}"\_-+#$%`'?!@é😀"#
  )

  @Test func neverCrashesOnRandomOrMutatedText() {
    var generator = SeededGenerator(state: 0x5EED)
    var errors = 0
    for iteration in 0..<10_000 {
      let text =
        iteration.isMultiple(of: 3)
        ? randomText(using: &generator)
        : mutated(Self.seeds.randomElement(using: &generator)!, using: &generator)
      do {
        let action = try ActionText.decode(text, as: GameAction.self)
        // Whatever decodes must render to text that decodes to the same action.
        #expect(
          try ActionText.decode(ActionText.render(action), as: GameAction.self) == action, "\(text)"
        )
      } catch {
        errors += 1
        #expect(!error.message.isEmpty)
        #expect(!error.message.contains("\n"), "\(text)")
        #expect((1...(text.count + 1)).contains(error.column), "\(text): \(error)")
      }
      _ = ActionText.completions(for: text, in: GameAction.self)
    }
    #expect(errors > 8_000)
  }

  @Test func neverCrashesOnTruncatedText() {
    for seed in Self.seeds {
      for length in 0...seed.count {
        let text = String(seed.prefix(length))
        _ = try? ActionText.decode(text, as: GameAction.self)
        _ = ActionText.completions(for: text, in: GameAction.self)
      }
    }
  }

  private func randomText(using generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 0...40, using: &generator)
    return String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! })
  }

  private func mutated(_ seed: String, using generator: inout SeededGenerator) -> String {
    var characters = Array(seed)
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let position = Int.random(in: 0...characters.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where position < characters.count:
        characters.remove(at: position)
      case 1:
        characters.insert(Self.alphabet.randomElement(using: &generator)!, at: position)
      case 2 where position < characters.count:
        characters[position] = Self.alphabet.randomElement(using: &generator)!
      default:
        let other = Array(Self.seeds.randomElement(using: &generator)!)
        let start = Int.random(in: 0..<other.count, using: &generator)
        characters.insert(contentsOf: other[start..<min(other.count, start + 5)], at: position)
      }
    }
    return String(characters)
  }
}
