import ActionText
import Foundation
import Testing

@Suite struct DecodeTests {
  private func decode(_ text: String) throws -> GameAction {
    try ActionText.decode(text, as: GameAction.self)
  }

  @Test func decodesPayloadlessAndNestedCases() throws {
    #expect(try decode("counter.increment") == .counter(.increment))
    #expect(try decode("timer.timeUpdated") == .timer(.timeUpdated))
    #expect(try decode("alertAction.alertSaveButtonTapped") == .alertAction(.alertSaveButtonTapped))
    #expect(try decode("reset") == .reset)
    #expect(try decode(".counter.decrement") == .counter(.decrement))
    #expect(try decode("counter(.playNext)") == .counter(.playNext))
    #expect(try decode("  counter.increment\t") == .counter(.increment))
  }

  @Test func decodesUnlabelledAndLabelledArguments() throws {
    #expect(try decode(#"counter.setCount("42")"#) == .counter(.setCount("42")))
    #expect(try decode(#"counter.setCount(_: "42")"#) == .counter(.setCount("42")))
    #expect(
      try decode("listResult.remove(offset: [0, 2])") == .listResult(.remove(offset: [0, 2])))
    #expect(try decode("listResult.remove(offset: [])") == .listResult(.remove(offset: [])))
    #expect(try decode(#"tag("x", count: -3)"#) == .tag("x", count: -3))
    #expect(try decode("bulk([1, 2, 3,])") == .bulk([1, 2, 3]))
    #expect(try decode("small(-128, 255)") == .small(-128, 255))
    #expect(try decode("small(0x7F, 0b1)") == .small(127, 1))
    #expect(
      try decode("row(id: 3, action: .setCount(\"9\"))") == .row(id: 3, action: .setCount("9")))
    #expect(
      try decode("row(id: 3, action: CounterAction.increment)") == .row(id: 3, action: .increment))
  }

  @Test func decodesOptionals() throws {
    let id = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    #expect(try decode("setNavigation(nil)") == .setNavigation(nil))
    #expect(try decode("setNavigation(.none)") == .setNavigation(nil))
    #expect(
      try decode(#"setNavigation("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")"#) == .setNavigation(id))
    #expect(
      try decode(#"setNavigation("deadbeef-dead-beef-dead-beefdeadbeef")"#) == .setNavigation(id))
    #expect(
      try decode(#"setNavigation(.some("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))"#)
        == .setNavigation(id))
    #expect(try decode("rename(name: nil)") == .rename(name: nil))
    #expect(try decode(#"rename(name: "Ada")"#) == .rename(name: "Ada"))
  }

  @Test func decodesStructsFromLabelledTuples() throws {
    #expect(try decode("move((x: 1, y: -2))") == .move(Point(x: 1, y: -2)))
    #expect(try decode("move((y: -2, x: 1))") == .move(Point(x: 1, y: -2)))
    #expect(try decode("move(Point(x: 1, y: 2))") == .move(Point(x: 1, y: 2)))
    #expect(try decode("move((1, 2))") == .move(Point(x: 1, y: 2)))
    // A struct alone in a case takes its fields directly.
    #expect(try decode("move(x: 1, y: 2)") == .move(Point(x: 1, y: 2)))
    #expect(
      try decode("record(secret: 10, guess: 10)") == .record(GameRecord(secret: 10, guess: 10)))
  }

  @Test func decodesRawValueEnums() throws {
    #expect(try decode("setFilter(.active)") == .setFilter(.active))
    #expect(try decode("setFilter.completed") == .setFilter(.completed))
    #expect(try decode(#"setFilter("done")"#) == .setFilter(.completed))
    #expect(try decode("setFilter(Filter.all)") == .setFilter(.all))
    #expect(
      try decode(#"prioritize(10, at: 0)"#)
        == .prioritize(.high, at: Date(timeIntervalSince1970: 0)))
  }

  @Test func decodesNumbersBooleansAndDictionaries() throws {
    #expect(try decode("scale(1.5)") == .scale(1.5))
    #expect(try decode("scale(2)") == .scale(2))
    #expect(try decode("scale(-2.5e-3)") == .scale(-0.0025))
    #expect(try decode("scale(.infinity)") == .scale(.infinity))
    #expect(try decode("enable(true)") == .enable(true))
    #expect(try decode("enable(false)") == .enable(false))
    #expect(try decode(#"scores(["a": 1, "b": 2])"#) == .scores(["a": 1, "b": 2]))
    #expect(try decode("scores([:])") == .scores([:]))
    #expect(try decode("scores([])") == .scores([:]))
  }

  @Test func decodesDates() throws {
    let noon = Date(timeIntervalSince1970: 1_706_702_400)
    #expect(
      try decode(#"prioritize(.low, at: "2024-01-31T12:00:00Z")"#) == .prioritize(.low, at: noon))
    #expect(
      try decode(#"prioritize(.low, at: "2024-01-31T14:00:00+02:00")"#)
        == .prioritize(.low, at: noon))
    #expect(
      try decode(#"prioritize(.low, at: "2024-01-31T12:00Z")"#) == .prioritize(.low, at: noon))
    #expect(
      try decode(#"prioritize(.low, at: "2024-01-31")"#)
        == .prioritize(.low, at: Date(timeIntervalSince1970: 1_706_659_200)))
    #expect(
      try decode(#"prioritize(.low, at: "2024-01-31T12:00:00.250Z")"#)
        == .prioritize(.low, at: noon.addingTimeInterval(0.25)))
    #expect(try decode("prioritize(.low, at: 1706702400)") == .prioritize(.low, at: noon))
    #expect(
      try decode("prioritize(.low, at: 1706702400.5)")
        == .prioritize(.low, at: noon.addingTimeInterval(0.5)))
    #expect(
      try decode(#"prioritize(.low, at: "1969-12-31T23:59:59Z")"#)
        == .prioritize(.low, at: Date(timeIntervalSince1970: -1)))
  }

  @Test func decodesGenericIndirectAndWrappedTypes() throws {
    #expect(
      try ActionText.decode(#"loadable.loaded("x")"#, as: AppAction.self) == .loadable(.loaded("x"))
    )
    #expect(
      try ActionText.decode("loadable.loading(progress: 0.5)", as: AppAction.self)
        == .loadable(.loading(progress: 0.5)))
    #expect(
      try ActionText.decode("expression.add(.number(1), .negate(.number(2)))", as: AppAction.self)
        == .expression(.add(.number(1), .negate(.number(2)))))
    #expect(
      try ActionText.decode("tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))", as: AppAction.self)
        == .tree(.node(.leaf(1), .node(.leaf(2), .leaf(3)))))
    #expect(try ActionText.decode("single.only", as: AppAction.self) == .single(.only))
    #expect(
      try ActionText.decode("rows([(x: 1, y: 2), (x: 3, y: 4)])", as: AppAction.self)
        == .rows(RowCollection(rows: [Point(x: 1, y: 2), Point(x: 3, y: 4)])))
    #expect(
      try ActionText.decode(#"identifier("abc")"#, as: AppAction.self)
        == .identifier(Identifier(rawValue: "abc")))
    #expect(
      try ActionText.decode("game.counter.increment", as: AppAction.self)
        == .game(.counter(.increment)))
    #expect(try ActionText.decode(#"loaded("x")"#, as: Loadable<String>.self) == .loaded("x"))
  }

  @Test func decodesOtherScalarTypes() throws {
    let born = Date(timeIntervalSince1970: 0)
    #expect(
      try ActionText.decode(
        #"save(name: "Ada", nickname: nil, tags: ["b", "a"], homepage: "https://example.com", born: "1970-01-01T00:00:00Z")"#,
        as: ProfileAction.self)
        == .save(
          Profile(
            name: "Ada", nickname: nil, tags: ["a", "b"],
            homepage: URL(string: "https://example.com"), born: born)))
    // Optional fields of a struct may be left out.
    #expect(
      try ActionText.decode(#"save(name: "Ada", tags: [], born: 0)"#, as: ProfileAction.self)
        == .save(Profile(name: "Ada", nickname: nil, tags: [], homepage: nil, born: born)))
    #expect(
      try ActionText.decode(#"setAvatar("AAEC")"#, as: ProfileAction.self)
        == .setAvatar(Data([0, 1, 2])))
    #expect(
      try ActionText.decode("setWeight(70.25)", as: ProfileAction.self)
        == .setWeight(Decimal(string: "70.25")!))
    #expect(try ActionText.decode("setRatio(0.1)", as: ProfileAction.self) == .setRatio(0.1))
    #expect(
      try ActionText.decode(#"setLimits([1: "a", -2: "b"])"#, as: ProfileAction.self)
        == .setLimits([1: "a", -2: "b"]))
    #expect(try ActionText.decode("large.c299", as: ProfileAction.self) == .large(.c299))
    #expect(try ActionText.decode("`default`", as: ProfileAction.self) == .default)
    #expect(try ActionText.decode("default", as: ProfileAction.self) == .default)
  }

  @Test func decodesAllCasesOfTheSeedActions() throws {
    for (text, action) in [
      ("increment", CounterAction.increment), ("decrement", .decrement), ("playNext", .playNext),
      (#"setCount("7")"#, .setCount("7")),
    ] {
      #expect(try ActionText.decode(text, as: CounterAction.self) == action)
    }
  }

  @Test func writesTheJSONSynthesizedCodableReads() throws {
    #expect(
      try ActionText.json(for: #"counter.setCount("42")"#, as: GameAction.self)
        == #"{"counter":{"_0":{"setCount":{"_0":"42"}}}}"#)
    #expect(
      try ActionText.json(for: "counter.increment", as: GameAction.self)
        == #"{"counter":{"_0":{"increment":{}}}}"#)
    #expect(
      try ActionText.json(for: "listResult.remove(offset: [1, 2])", as: GameAction.self)
        == #"{"listResult":{"_0":{"remove":{"offset":[1,2]}}}}"#)
    #expect(
      try ActionText.json(for: #"tag("a\n", count: 1)"#, as: GameAction.self)
        == #"{"tag":{"_0":"a\n","count":1}}"#)
  }
}

@Suite struct RenamedKeyTests {
  @Test func namesCasesBySwiftNameAndEncodesThemByKey() throws {
    #expect(ActionSchema.of(RenamedAction.self).signatures == ["start", "setSpeed(_: Int)"])
    #expect(try ActionText.decode("start", as: RenamedAction.self) == .start)
    #expect(try ActionText.decode("begin", as: RenamedAction.self) == .start)
    #expect(try ActionText.decode("setSpeed(3)", as: RenamedAction.self) == .setSpeed(3))
    #expect(
      try ActionText.json(for: "setSpeed(3)", as: RenamedAction.self) == #"{"speed":{"_0":3}}"#)
    #expect(ActionText.render(RenamedAction.setSpeed(3)) == "setSpeed(3)")
    #expect(ActionText.render(RenamedAction.start) == "start")
  }
}
