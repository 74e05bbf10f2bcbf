@testable import ActionText
import Foundation
import Testing

@Suite struct RenderTests {
  static let gameActions: [GameAction] = [
    .counter(.increment), .counter(.decrement), .counter(.setCount("42")), .counter(.playNext),
    .counter(.setCount("quote \" backslash \\ newline \n tab \t nul \0 bell \u{7} emoji 😀")),
    .timer(.start), .timer(.stop), .timer(.timeUpdated),
    .listResult(.remove(offset: [0, 2])), .listResult(.remove(offset: [])),
    .setNavigation(nil), .setNavigation(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!),
    .alertAction(.alertSaveButtonTapped), .alertAction(.alertCancelButtonTapped),
    .alertAction(.alertDismiss),
    .move(Point(x: -1, y: 2)), .tag("", count: .min), .rename(name: nil), .rename(name: "Ada"),
    .bulk([.max, .min, 0]), .record(GameRecord(secret: 10, guess: 3)),
    .setFilter(.all), .setFilter(.completed),
    .prioritize(.high, at: Date(timeIntervalSince1970: 1_706_702_400)),
    .prioritize(.low, at: Date(timeIntervalSince1970: 1_706_702_400.125)),
    .prioritize(.low, at: Date(timeIntervalSince1970: -86_400 * 365 * 80)),
    .prioritize(.low, at: Date(timeIntervalSinceReferenceDate: 123_456_789.123_456_7)),
    .scale(0.1), .scale(-1e-300), .scale(1e300), .scale(.infinity), .scale(-.infinity), .scale(0),
    .enable(true), .enable(false), .row(id: 7, action: .setCount("x")),
    .row(id: 0, action: .increment),
    .scores([:]), .scores(["b": 2, "a": 1, "c\"": 3]), .small(-128, 255), .reset,
  ]

  static let appActions: [AppAction] = [
    .game(.counter(.increment)), .loadable(.idle), .loadable(.loading(progress: 0.25)),
    .loadable(.loaded("done")),
    .expression(.add(.number(1), .negate(.add(.number(-2), .number(3))))),
    .tree(.node(.node(.leaf(1), .leaf(2)), .leaf(3))), .single(.only),
    .rows(RowCollection(rows: [])),
    .rows(RowCollection(rows: [Point(x: 1, y: 2), Point(x: 3, y: 4)])),
    .identifier(Identifier(rawValue: "id-1")),
  ]

  static let profileActions: [ProfileAction] = [
    .save(
      Profile(
        name: "Ada", nickname: nil, tags: ["z", "a", "m"],
        homepage: URL(string: "https://example.com/a?b=c"),
        born: Date(timeIntervalSince1970: 0))),
    .save(
      Profile(
        name: "", nickname: "A", tags: [], homepage: nil, born: Date(timeIntervalSince1970: 1.5))),
    .setAvatar(Data([0, 1, 2, 255])), .setWeight(Decimal(string: "70.25")!), .setRatio(0.1),
    .setLimits([3: "c", -1: "a"]), .large(.c0), .large(.c299), .default,
  ]

  @Test(arguments: gameActions)
  func roundTripsGameActions(_ action: GameAction) throws {
    #expect(try ActionText.decode(ActionText.render(action), as: GameAction.self) == action)
  }

  @Test(arguments: appActions)
  func roundTripsGenericIndirectAndWrappedActions(_ action: AppAction) throws {
    #expect(try ActionText.decode(ActionText.render(action), as: AppAction.self) == action)
  }

  @Test(arguments: profileActions)
  func roundTripsOtherScalarTypes(_ action: ProfileAction) throws {
    #expect(try ActionText.decode(ActionText.render(action), as: ProfileAction.self) == action)
  }

  @Test func writesActionsAsCasePaths() {
    #expect(ActionText.render(GameAction.counter(.increment)) == "counter.increment")
    #expect(ActionText.render(GameAction.counter(.setCount("42"))) == #"counter.setCount("42")"#)
    #expect(
      ActionText.render(GameAction.listResult(.remove(offset: [0, 2])))
        == "listResult.remove(offset: [0, 2])")
    #expect(ActionText.render(GameAction.setNavigation(nil)) == "setNavigation(nil)")
    #expect(
      ActionText.render(
        GameAction.setNavigation(UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!))
        == #"setNavigation("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")"#)
    #expect(ActionText.render(GameAction.move(Point(x: 1, y: 2))) == "move(x: 1, y: 2)")
    #expect(ActionText.render(GameAction.tag("a", count: 3)) == #"tag("a", count: 3)"#)
    #expect(ActionText.render(GameAction.rename(name: "Ada")) == #"rename(name: "Ada")"#)
    #expect(ActionText.render(GameAction.setFilter(.completed)) == "setFilter.completed")
    #expect(
      ActionText.render(GameAction.row(id: 1, action: .increment))
        == "row(id: 1, action: .increment)")
    #expect(ActionText.render(GameAction.scale(.infinity)) == "scale(.infinity)")
    #expect(ActionText.render(GameAction.reset) == "reset")
    #expect(
      ActionText.render(AppAction.expression(.add(.number(1), .negate(.number(2)))))
        == "expression.add(.number(1), .negate(.number(2)))")
    #expect(
      ActionText.render(AppAction.rows(RowCollection(rows: [Point(x: 1, y: 2)])))
        == "rows([(x: 1, y: 2)])")
    #expect(
      ActionText.render(AppAction.identifier(Identifier(rawValue: "a"))) == #"identifier("a")"#)
  }

  @Test func escapesStrings() {
    #expect(
      ActionText.render(CounterAction.setCount("a\"b\\c\nd\te\u{1}f😀"))
        == #"setCount("a\"b\\c\nd\te\u{1}f😀")"#)
  }

  @Test func writesDatesAsISO8601() {
    #expect(
      ActionText.render(
        GameAction.prioritize(.high, at: Date(timeIntervalSince1970: 1_706_702_400)))
        == #"prioritize(.high, at: "2024-01-31T12:00:00Z")"#)
    #expect(
      ActionText.render(
        GameAction.prioritize(.low, at: Date(timeIntervalSince1970: 1_706_702_400.25)))
        == #"prioritize(.low, at: "2024-01-31T12:00:00.250Z")"#)
    #expect(
      ActionText.render(GameAction.prioritize(.low, at: Date(timeIntervalSince1970: -1)))
        == #"prioritize(.low, at: "1969-12-31T23:59:59Z")"#)
    // Finer dates get as many fraction digits as they need to read back exactly.
    let precise = Date(timeIntervalSinceReferenceDate: 0.000_1)
    #expect(
      ActionText.render(GameAction.prioritize(.low, at: precise))
        == #"prioritize(.low, at: "2001-01-01T00:00:00.000100Z")"#)
  }

  @Test func roundTripsRandomDatesExactly() throws {
    var generator = FuzzTests.SeededGenerator(state: 42)
    for _ in 0..<2_000 {
      let date = Date(
        timeIntervalSinceReferenceDate: Double.random(in: -2e9...2e9, using: &generator))
      let action = GameAction.prioritize(.low, at: date)
      let text = ActionText.render(action)
      #expect(try ActionText.decode(text, as: GameAction.self) == action, "\(text)")
    }
    let now = GameAction.prioritize(.high, at: Date())
    #expect(try ActionText.decode(ActionText.render(now), as: GameAction.self) == now)
  }

  @Test func writesSetsAndDictionariesInSortedOrder() {
    let scores = GameAction.scores(["b": 2, "a": 1, "c": 3])
    #expect(ActionText.render(scores) == #"scores(["a": 1, "b": 2, "c": 3])"#)
    let profile = ProfileAction.save(
      Profile(
        name: "x", nickname: nil, tags: ["c", "a", "b"], homepage: nil,
        born: Date(timeIntervalSince1970: 0)))
    #expect(
      ActionText.render(profile)
        == #"save(name: "x", nickname: nil, tags: ["a", "b", "c"], homepage: nil, born: "1970-01-01T00:00:00Z")"#
    )
  }
}

@Suite struct RenderCheckShapeTests {
  @Test func shapesLeaveOutLiteralsOnly() {
    let shape = { (text: String) in String(decoding: RenderCheckCache.shape(of: text), as: UTF8.self) }
    #expect(shape(#"counter.setCount("42")"#) == #"counter.setCount("")"#)
    #expect(shape(#"setCount("a\"b(1)")"#) == #"setCount("")"#)
    #expect(shape("level2.tap(-3.5, x: 10)") == "level2.tap(-0, x: 0)")
    #expect(shape("remove(offset: [0, 2])") == shape("remove(offset: [7, 9])"))
    #expect(shape("remove(offset: [0])") != shape("remove(offset: [0, 2])"))
  }
}
