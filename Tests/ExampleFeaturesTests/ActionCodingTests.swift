// Every feature's actions are Codable (a shell decodes them from text): they round-trip
// through JSON in the shape synthesized Codable gives, including the payloads that needed a
// coded form (binding actions, `Result<String, URLError>`).
import Composable
import XCTest

@testable import StoreShellExamples

class ActionCodingTests: XCTestCase {
  func roundTrip<A: Codable & Equatable>(
    _ action: A, file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(action)
    XCTAssertEqual(try JSONDecoder().decode(A.self, from: data), action, file: file, line: line)
    return String(decoding: data, as: UTF8.self)
  }

  func decode<A: Decodable>(_ type: A.Type, _ json: String) throws -> A {
    try JSONDecoder().decode(A.self, from: Data(json.utf8))
  }

  func testCounterActions() throws {
    XCTAssertEqual(try roundTrip(CounterAction.setCount("42")), #"{"setCount":{"_0":"42"}}"#)
    for action in [CounterAction.increment, .decrement, .playNext] { _ = try roundTrip(action) }
  }

  func testGameActions() throws {
    XCTAssertEqual(
      try roundTrip(GameAction.counter(.increment)), #"{"counter":{"_0":{"increment":{}}}}"#)
    let actions: [GameAction] = [
      .timer(.start), .timer(.stop), .timer(.timeUpdated),
      .listResult(.remove(offset: [0, 2])),
      .setNavigation(Deterministic.uuid(1)), .setNavigation(nil),
      .alertAction(.alertSaveButtonTapped), .alertAction(.alertCancelButtonTapped),
      .alertAction(.alertDismiss),
      .saveResult(.success), .saveResult(.failure(SaveError(message: "offline"))),
    ]
    for action in actions { _ = try roundTrip(action) }
    XCTAssertEqual(
      try decode(GameAction.self, #"{"alertAction":{"_0":{"alertSaveButtonTapped":{}}}}"#),
      .alertAction(.alertSaveButtonTapped))
  }

  func testBindingCounterActions() throws {
    XCTAssertEqual(
      try roundTrip(BindingCounterAction.set(\.$sliderValue, 42)),
      #"{"binding":{"_0":{"sliderValue":{"_0":42}}}}"#)
    _ = try roundTrip(BindingCounterAction.set(\.$countText, "7"))
    for action in [BindingCounterAction.increment, .decrement, .playNext] {
      _ = try roundTrip(action)
    }
    XCTAssertEqual(
      try decode(BindingCounterAction.self, #"{"binding":{"_0":{"countText":{"_0":"-3"}}}}"#),
      .binding(.set(\.$countText, "-3")))
  }

  func testSampleTextActions() throws {
    _ = try roundTrip(SampleTextAction.load)
    XCTAssertEqual(
      try roundTrip(SampleTextAction.loaded(.success("Hello World"))),
      #"{"loaded":{"_0":{"success":{"_0":"Hello World"}}}}"#)
    XCTAssertEqual(
      try roundTrip(SampleTextAction.loaded(.failure(URLError(.notConnectedToInternet)))),
      #"{"loaded":{"_0":{"failure":{"code":-1009}}}}"#)
  }

  func testTimerActions() throws {
    for action in [TimerAction.start, .stop, .timeUpdated] { _ = try roundTrip(action) }
  }

  func testPrimeTimeActions() throws {
    let actions: [AppAction] = [
      .counterView(.counter(.incrTapped)), .counterView(.counter(.decrTapped)),
      .counterView(.counter(.nthPrimeButtonTapped)),
      .counterView(.counter(.nthPrimeResponse(17))), .counterView(.counter(.nthPrimeResponse(nil))),
      .counterView(.counter(.alertDismissButtonTapped)),
      .counterView(.primeModal(.saveFavoritePrimeTapped)),
      .counterView(.primeModal(.removeFavoritePrimeTapped)),
      .favoritePrimes(.deleteFavoritePrimes([1, 3])), .favoritePrimes(.loadButtonTapped),
      .favoritePrimes(.loadedFavoritePrimes([2, 31])), .favoritePrimes(.saveButtonTapped),
      .favoritePrimes(.loadFailed("missing")),
    ]
    for action in actions { _ = try roundTrip(action) }
  }

  func testStatesAreCodable() throws {
    _ = try roundTrip(Counter(count: 1, secret: 2, id: Deterministic.uuid(3)))
    _ = try roundTrip(BindingCounterState(count: 4, secret: 2, id: Deterministic.uuid(3)))
    _ = try roundTrip(TimerState(started: Date(timeIntervalSince1970: 5), duration: 0.5))
    _ = try roundTrip(SampleTextState(loading: true, text: "x"))
    _ = try roundTrip(
      AppState(
        count: 3, favoritePrimes: [3],
        activityFeed: [.init(timestamp: Date(timeIntervalSince1970: 0), type: .addedFavoritePrime(3))]))
    _ = try roundTrip(CounterViewState(alertNthPrime: PrimeAlert(prime: 5)))
  }
}
