import ActionText
import Composable
import StoreShellExamples
import XCTest

/// Composable's payload types from text with no glue beyond `Codable` on the feature's own types:
/// `TaskResult`, `BindingAction` (matched by the reducer's `\.$field` patterns), and back to text.
final class PayloadTextTests: XCTestCase {
  struct Form: Equatable, Codable {
    @BindableState var firstName = "Ana"
    @BindableState var lastName = "Lima"
    @BindableState var isOn = false
    @BindableState var volume = 0.5
    var saved = 0
  }

  enum FormAction: BindableAction, Equatable, Codable {
    case binding(BindingAction<Form>)
    case load(TaskResult<[String]>)
    case save
  }

  /// Which branch of a reducer written the TCA way a binding action takes.
  func branch(_ action: FormAction) -> String {
    switch action {
    case .binding(\.$firstName): "firstName"
    case .binding(\.$lastName): "lastName"
    case .binding(\.$isOn): "isOn"
    case .binding(\.$volume): "volume"
    case .binding: "other"
    case .load, .save: "not a binding"
    }
  }

  func testTaskResultFromTextAndBack() throws {
    let success = try ActionText.decode(#"load(.success(["a", "b"]))"#, as: FormAction.self)
    XCTAssertEqual(success, .load(.success(["a", "b"])))
    XCTAssertEqual(ActionText.render(success), #"load.success(["a", "b"])"#)

    let failure = try ActionText.decode(#"load(.failure("network down"))"#, as: FormAction.self)
    guard case .load(.failure(let error)) = failure else { return XCTFail("\(failure)") }
    XCTAssertEqual(String(describing: error), "network down")
    XCTAssertEqual(failure, .load(.failure(TaskFailure("network down"))))
    XCTAssertEqual(ActionText.render(failure), #"load.failure("network down")"#)

    // Any error encodes as its description, and renders as text that parses back.
    let urlError = FormAction.load(.failure(URLError(.notConnectedToInternet)))
    let json = try JSONEncoder().encode(urlError)
    let decoded = try JSONDecoder().decode(FormAction.self, from: json)
    guard case .load(.failure(let decodedError)) = decoded else { return XCTFail("\(decoded)") }
    XCTAssertEqual(String(describing: decodedError), String(describing: URLError(.notConnectedToInternet)))
    XCTAssertNoThrow(try ActionText.decode(ActionText.render(urlError), as: FormAction.self))
  }

  func testBindingActionFromTextMatchesTheReducersPatterns() throws {
    let cases: [(text: String, action: FormAction, branch: String)] = [
      (#"binding.firstName("Blob")"#, .set(\.$firstName, "Blob"), "firstName"),
      (#"binding.lastName("Jr")"#, .set(\.$lastName, "Jr"), "lastName"),
      ("binding.isOn(true)", .set(\.$isOn, true), "isOn"),
      ("binding.volume(0.25)", .set(\.$volume, 0.25), "volume"),
    ]
    for (text, action, expectedBranch) in cases {
      let decoded = try ActionText.decode(text, as: FormAction.self)
      XCTAssertEqual(decoded, action, text)
      XCTAssertEqual(action, decoded, text)
      XCTAssertEqual(branch(decoded), expectedBranch, text)
      XCTAssertEqual(ActionText.render(decoded), text)
    }
    // Made in code, a field is named when its type is the only one of its kind.
    XCTAssertEqual(ActionText.render(FormAction.set(\.$isOn, true)), "binding.isOn(true)")
    XCTAssertEqual(ActionText.render(FormAction.set(\.$volume, 1)), "binding.volume(1.0)")
    // Same field type, different fields: not equal, not matched.
    let first = try ActionText.decode(#"binding.firstName("Lima")"#, as: FormAction.self)
    XCTAssertNotEqual(first, .set(\.$lastName, "Lima"))

    // Applying it sets the stored field.
    var form = Form()
    guard case .binding(let binding) = try ActionText.decode(#"binding.lastName("X")"#, as: FormAction.self)
    else { return XCTFail() }
    _ = Reducer<Form, FormAction, Void>.empty.binding().run(&form, .binding(binding), ())
    XCTAssertEqual(form.lastName, "X")

    XCTAssertEqual(
      ActionSchema.of(FormAction.self).signatures,
      [
        "binding.firstName(_: String)", "binding.lastName(_: String)", "binding.isOn(_: Bool)",
        "binding.volume(_: Double)", "load.success(_: [String])", "load.failure(_: TaskFailure)", "save",
      ])
    XCTAssertThrowsError(try ActionText.decode(#"binding.nickname("x")"#, as: FormAction.self))
  }

  func testBindingCounterNeedsNoHandWrittenCodable() throws {
    let decoded = try ActionText.decode("binding.sliderValue(42.0)", as: BindingCounterAction.self)
    XCTAssertEqual(decoded, .set(\.$sliderValue, 42))
    XCTAssertEqual(ActionText.render(decoded), "binding.sliderValue(42.0)")
    var state = BindingCounterState(count: 0, secret: 5, id: UUID())
    _ = bindingCounterReducer.run(&state, decoded, CounterEnvironment(generateRandom: { _ in 0 }, uuid: UUID.init))
    XCTAssertEqual(state.count, 42)
    XCTAssertEqual(state.countText, "42")
  }
}

/// An alert in the state, with buttons sending the feature's actions, is `Codable` as it is.
final class AlertStateCodingTests: XCTestCase {
  enum Action: Equatable, Codable {
    case confirm(id: Int)
    case dismissed
  }

  struct State: Equatable, Codable {
    var alert: AlertState<Action>?
  }

  func testAlertStateRoundTripsWithItsButtonsActions() throws {
    let state = State(
      alert: AlertState(
        title: "Delete?", message: "It can't be undone.",
        primaryButton: .destructive("Delete", action: .send(.confirm(id: 7))),
        secondaryButton: .cancel(action: .send(.dismissed))))
    let json = try JSONEncoder().encode(state)
    XCTAssertEqual(try JSONDecoder().decode(State.self, from: json), state)
    XCTAssertTrue(String(decoding: json, as: UTF8.self).contains(#""send":{"_0":{"confirm":{"id":7}}}"#))
    XCTAssertEqual(
      try JSONDecoder().decode(State.self, from: JSONEncoder().encode(State(alert: nil))),
      State(alert: nil))
  }
}

/// `IdentifiedArray` and `Identified` payloads from text and back.
final class IdentifiedPayloadTests: XCTestCase {
  struct Row: Equatable, Identifiable, Codable {
    var id: Int
    var title: String
  }

  enum Action: Equatable, Codable {
    case setRows(IdentifiedArrayOf<Row>)
    case open(Identified<Int, String>)
  }

  func testIdentifiedCollectionsParseAndRenderBack() throws {
    let text = #"setRows([(id: 1, title: "a"), (id: 2, title: "b")])"#
    let rows = try ActionText.decode(text, as: Action.self)
    XCTAssertEqual(rows, .setRows([Row(id: 1, title: "a"), Row(id: 2, title: "b")]))
    XCTAssertEqual(ActionText.render(rows), text)

    let opened = try ActionText.decode(#"open(id: 3, value: "x")"#, as: Action.self)
    XCTAssertEqual(opened, .open(Identified("x", id: 3)))
    XCTAssertEqual(try ActionText.decode(ActionText.render(opened), as: Action.self), opened)
  }
}
