import StoreShell
import Testing

@Suite struct CommandParserTests {
  @Test func parsesEveryCommand() throws {
    #expect(try CommandParser.parse("send counter.increment") == .send("counter.increment"))
    #expect(try CommandParser.parse("  receive  ") == .receive(nil))
    #expect(try CommandParser.parse("receive timer.timeUpdated") == .receive("timer.timeUpdated"))
    #expect(try CommandParser.parse("advance") == .advance(nil))
    #expect(try CommandParser.parse("advance 35ms") == .advance(ShellDuration(nanoseconds: 35_000_000)))
    #expect(try CommandParser.parse("run") == .run)
    #expect(try CommandParser.parse("wait 1.5s") == .wait(ShellDuration(nanoseconds: 1_500_000_000)))
    #expect(try CommandParser.parse("state counter.count") == .state("counter.count"))
    #expect(try CommandParser.parse("effects") == .effects)
    #expect(try CommandParser.parse("cancel #3") == .cancel(3))
    #expect(try CommandParser.parse("history") == .history)
    #expect(try CommandParser.parse("goto 2") == .goto(2))
    #expect(try CommandParser.parse("undo") == .undo)
    #expect(try CommandParser.parse("record a.shell") == .record("a.shell"))
    #expect(try CommandParser.parse("record stop") == .record(nil))
    #expect(
      try CommandParser.parse("replay \"my file.shell\" --check")
        == .replay(path: "my file.shell", check: true, update: false))
    #expect(try CommandParser.parse("save out.shell") == .save("out.shell"))
    #expect(try CommandParser.parse("set diff compact") == .set(.diff(.compact)))
    #expect(try CommandParser.parse("set filter -timer.timeUpdated") == .set(.filter(["timer.timeUpdated"])))
    #expect(try CommandParser.parse("reset") == .reset)
    #expect(try CommandParser.parse("help send") == .help("send"))
    #expect(try CommandParser.parse("quit") == .quit)
    #expect(try CommandParser.parse("# a comment") == .nothing)
    #expect(try CommandParser.parse("   ") == .nothing)
  }

  @Test func parsesTheFlagsOfFileCommandsAndAdvance() throws {
    #expect(try CommandParser.parse("record a.shell --force") == .record("a.shell", force: true))
    #expect(
      try CommandParser.parse("record a.shell --from-start") == .record("a.shell", fromStart: true))
    #expect(try CommandParser.parse("save a.shell --force") == .save("a.shell", force: true))
    #expect(
      try CommandParser.parse("replay a.shell --update --accept")
        == .replay(path: "a.shell", check: false, update: true, accept: true))
    #expect(
      try CommandParser.parse("advance 2h --force")
        == .advance(ShellDuration(nanoseconds: 7_200_000_000_000), force: true))
    #expect(
      try CommandParser.parse("advance 50ms --deliveries 2")
        == .advance(ShellDuration(nanoseconds: 50_000_000), deliveries: 2))
    #expect(throws: ShellError.self) { try CommandParser.parse("advance 50ms --deliveries 0") }
    #expect(throws: ShellError.self) { try CommandParser.parse("advance 50ms --deliveries") }
    #expect(try CommandParser.parse("set") == .settings)
    #expect(try CommandParser.parse("set limit 500") == .set(.limit(500)))
    #expect(try CommandParser.parse("actions") == .actions)
  }

  @Test(arguments: [
    ("replay a.shell --check --update",
     "replay: --check and --update contradict each other: --check compares, --update rewrites; give one"),
    ("replay a.shell --accept", "replay: --accept goes with --update"),
    ("record a.shell --overwrite",
     "record: unknown option '--overwrite'; it takes --force, --from-start"),
    ("advance -1s", "bad duration '-1s': durations must be positive; time only moves forward, like 35ms"),
    ("set limit -3", "set limit takes a positive number of actions, like 'set limit 1000000'; got '-3'"),
    ("save a\u{0}b.shell", "save: a file name cannot hold a NUL byte"),
  ])
  func refusesContradictoryOrBadFlags(line: String, message: String) {
    #expect(throws: ShellError(message)) { try CommandParser.parse(line) }
  }

  @Test(arguments: [
    ("sned x", "unknown command 'sned'; did you mean 'send'?"),
    ("frobnicate", "unknown command 'frobnicate'; type 'help' for the list"),
    ("advance 3x", "bad duration '3x': give a number and a unit, like 35ms, 1s, 1.5s, 2m or 100us"),
    ("replay \"open", "unbalanced quote in '\"open'; close it with \""),
    ("set colr on", "unknown option 'colr'; did you mean 'color'?; options: diff, color, echo, exhaustive, timing, filter, limit"),
    ("goto x", "goto needs a step number from 'history', like 'goto 2'"),
    ("run now", "run takes no arguments; got 'now'"),
  ])
  func explainsBadInput(line: String, message: String) {
    #expect(throws: ShellError(message)) { try CommandParser.parse(line) }
  }

  @Test func durationsPrintTheirShortestSpelling() throws {
    for text in ["35ms", "1s", "1.5s", "2m", "100us", "250ns"] {
      #expect(try ShellDuration(parsing: text).description == text)
    }
    #expect(try ShellDuration(parsing: "2m").nanoseconds == 120_000_000_000)
  }
}

extension CPUBoundTests {
  /// Random lines for the parser: errors, never a crash.
  @Suite struct CommandParserFuzzTests {
    @Test func aMillionRandomLinesGiveErrorsNotCrashes() {
      var generator = SystemRandomNumberGenerator()
      let alphabet = Array("sendrcivatumwhoyflpgx 0123456789.()[]\"\\,:-#msu")
      var parsed = 0
      for _ in 0..<100_000 {
        let length = Int.random(in: 0..<24, using: &generator)
        let line = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        if (try? CommandParser.parse(line)) != nil { parsed += 1 }
      }
      #expect(parsed > 0)
    }
  }
}
