import Composable
import Foundation
import Testing

@Suite struct IdentifiedTests {
  struct Person: Equatable, Hashable, Codable {
    var name: String
    var age: Int
  }

  @Test func dynamicMemberReadsAndWritesTheValue() {
    var identified = Identified(Person(name: "Blob", age: 30), id: 1)
    #expect(identified.name == "Blob")
    identified.age += 1
    #expect(identified.value.age == 31)
    #expect(identified.id == 1)
  }

  @Test func idFromAKeyPath() {
    let identified = Identified(Person(name: "Blob", age: 30), id: \.name)
    #expect(identified.id == "Blob")
  }

  @Test func equatableHashableIncludeTheId() {
    let a = Identified(Person(name: "A", age: 1), id: 1)
    #expect(a == Identified(Person(name: "A", age: 1), id: 1))
    #expect(a != Identified(Person(name: "A", age: 1), id: 2))
    #expect(a != Identified(Person(name: "B", age: 1), id: 1))
    #expect(Set([a, a, Identified(Person(name: "A", age: 1), id: 2)]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let identified = Identified([1, 2, 3], id: id)
    let data = try JSONEncoder().encode(identified)
    let decoded = try JSONDecoder().decode(Identified<UUID, [Int]>.self, from: data)
    #expect(decoded == identified)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(Set(object?.keys.map { $0 } ?? []) == ["id", "value"])
  }

  @Test func dump() {
    var output = ""
    customDump(Identified(Person(name: "Blob", age: 3), id: 7), to: &output)
    #expect(
      output == """
        Identified(
          id: 7,
          value: IdentifiedTests.Person(
            name: "Blob",
            age: 3
          )
        )
        """)
  }
}

@Suite struct AlertStateTests {
  enum AlertAction: Equatable, Hashable {
    case save
    case cancel
  }

  let alert = AlertState<AlertAction>(
    title: .init("Save Changes?"),
    primaryButton: .default(.init("OK"), action: .send(.save)),
    secondaryButton: .cancel(.init("Cancel"), action: .send(.cancel)))

  @Test func buttonsCarryTheirActions() {
    #expect(alert.title == TextState("Save Changes?"))
    #expect(alert.message == nil)
    #expect(alert.buttons.map(\.label) == ["OK", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.default, .cancel])
    #expect(alert.buttons.map(\.action) == [.send(.save), .send(.cancel)])
  }

  @Test func equalityIgnoresTheId() {
    let same = AlertState<AlertAction>(
      title: .init("Save Changes?"),
      primaryButton: .default(.init("OK"), action: .send(.save)),
      secondaryButton: .cancel(.init("Cancel"), action: .send(.cancel)))
    #expect(alert.id != same.id)
    #expect(alert == same)
    #expect(alert.hashValue == same.hashValue)
    var different = same
    different.buttons[0].action = .send(.cancel)
    #expect(alert != different)
    var titled = same
    titled.title = "Other"
    #expect(alert != titled)
  }

  @Test func dismissButtonAndMessage() {
    let info = AlertState<AlertAction>(
      title: "Saved", message: "All good", dismissButton: .destructive("Delete", action: .send(.cancel)))
    #expect(info.message == "All good")
    #expect(info.buttons.count == 1)
    #expect(info.buttons[0].role == .destructive)
    let bare = AlertState<AlertAction>(title: "Hi")
    #expect(bare.buttons.isEmpty)
    #expect(AlertState<AlertAction>.Button.cancel().label == "Cancel")
    #expect(AlertState<AlertAction>.Button.cancel().action == nil)
    #expect(AlertState<AlertAction>.Button.default("OK").role == .default)
  }

  @Test func anyNumberOfButtonsInOrder() {
    // TCA 0.40's `AlertState(title:message:buttons:)`.
    let three = AlertState<AlertAction>(
      title: "Unsaved changes",
      message: "Save them first?",
      buttons: [
        .default("Save", action: .send(.save)),
        .destructive("Discard"),
        .cancel(action: .send(.cancel)),
      ])
    #expect(three.title == "Unsaved changes")
    #expect(three.message == "Save them first?")
    #expect(three.buttons.map(\.label) == ["Save", "Discard", "Cancel"])
    #expect(three.buttons.map(\.role) == [.default, .destructive, .cancel])
    #expect(three.buttons.map(\.action) == [.send(.save), nil, .send(.cancel)])
    #expect(AlertState<AlertAction>(title: "None", buttons: []).buttons.isEmpty)
    #expect(three == AlertState(title: "Unsaved changes", message: "Save them first?", buttons: three.buttons))
  }

  @Test func dumpLeavesOutTheId() {
    var output = ""
    customDump(alert, to: &output)
    #expect(!output.contains("id:"))
    #expect(output.hasPrefix("AlertState("))
    #expect(output.contains("title: \"Save Changes?\""))
    #expect(output.contains("action: .send(.save)"))
    // Two equal alerts show no difference.
    let same = AlertState<AlertAction>(
      title: .init("Save Changes?"),
      primaryButton: .default(.init("OK"), action: .send(.save)),
      secondaryButton: .cancel(.init("Cancel"), action: .send(.cancel)))
    #expect(diff(alert, same) == nil)
  }

  @Test func dumpWithAMessage() {
    var output = ""
    customDump(AlertState<AlertAction>(title: "T", message: "M"), to: &output)
    #expect(
      output == """
        AlertState(
          title: "T",
          message: "M",
          buttons: []
        )
        """)
  }
}

@Suite struct TextStateTests {
  @Test func textState() throws {
    let text: TextState = "Hello"
    #expect(text == TextState("Hello"))
    #expect(text.string == "Hello")
    #expect(text != "Bye")
    #expect(Set([text, "Hello"]).count == 1)
    var output = ""
    customDump(text, to: &output)
    #expect(output == "\"Hello\"")
    let data = try JSONEncoder().encode(text)
    #expect(try JSONDecoder().decode(TextState.self, from: data) == text)
  }
}

@Suite struct TaskResultTests {
  struct Failure: Error, Hashable {
    var code: Int
  }

  struct Opaque: Error {
    var reason: String
  }

  @Test func successEquality() {
    #expect(TaskResult.success(1) == .success(1))
    #expect(TaskResult.success(1) != .success(2))
    #expect(TaskResult<Int>.success(1) != .failure(Failure(code: 1)))
  }

  @Test func equatableFailuresCompareWithEquals() {
    #expect(TaskResult<Int>.failure(Failure(code: 1)) == .failure(Failure(code: 1)))
    #expect(TaskResult<Int>.failure(Failure(code: 1)) != .failure(Failure(code: 2)))
    #expect(TaskResult<Int>.failure(Failure(code: 1)) != .failure(TestError(code: 1)))
  }

  @Test func nonEquatableFailuresNeverCompareEqualAndReportAnIssue() {
    var equal = true
    let issues = collectIssues {
      equal = TaskResult<Int>.failure(Opaque(reason: "a")) == .failure(Opaque(reason: "a"))
    }
    #expect(!equal)
    #expect(
      issues == [
        """
        'Opaque' is not equatable. …

        To test two values of this type, it must conform to the 'Equatable' protocol. For \
        example:

            extension Opaque: Equatable {}

        See the documentation of 'TaskResult' for more information.
        """
      ])
    // Errors of different types are simply unequal.
    let mixed = collectIssues {
      equal = TaskResult<Int>.failure(Opaque(reason: "a")) == .failure(TestError(code: 1))
    }
    #expect(!equal && mixed.isEmpty)
    #expect(
      TaskResult<Int>.failure(URLError(.notConnectedToInternet))
        == .failure(URLError(.notConnectedToInternet)))
    #expect(
      TaskResult<Int>.failure(URLError(.notConnectedToInternet)) != .failure(URLError(.timedOut)))
  }

  @Test func hashableWhereSuccessIsHashable() {
    let results: Set<TaskResult<Int>> = [
      .success(1), .success(1), .failure(Failure(code: 1)), .failure(Failure(code: 1)),
    ]
    #expect(results.count == 2)
    #expect(results.contains(.failure(Failure(code: 1))))
    struct Unhashable: Error, Equatable {}
    let issues = collectIssues { _ = TaskResult<Int>.failure(Unhashable()).hashValue }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("'Unhashable' is not hashable. …") == true)
  }

  @Test func mapFlatMapAndResult() throws {
    let result = TaskResult(Result<Int, Failure>.success(2)).map { $0 * 10 }
    #expect(result == .success(20))
    let failed = result.flatMap { _ in TaskResult<Int>.failure(Failure(code: 4)) }
    #expect(failed == .failure(Failure(code: 4)))
    #expect(try Result(result).get() == 20)
  }

  @Test func catchingAndValue() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw Failure(code: 3) }
    #expect(failure == .failure(Failure(code: 3)))
    #expect(throws: Failure(code: 3)) { try failure.value }
  }
}

@Suite struct BindableStateTests {
  @Test func wrapsAndProjects() {
    var state = SettingsState()
    #expect(state.$name.wrappedValue == "")
    state.$name = BindableState(wrappedValue: "x")
    #expect(state.name == "x")
    state.$size.width = BindableState(wrappedValue: 5)
    #expect(state.size.width == 5)
    #expect(state.$size.height.wrappedValue == 0)
    #expect(BindableState(wrappedValue: 1) == BindableState(wrappedValue: 1))
    #expect(Set([BindableState(wrappedValue: 1), BindableState(wrappedValue: 1)]).count == 1)
  }

  @Test func mirrorsAsTheWrappedValue() {
    let mirror = Mirror(reflecting: BindableState(wrappedValue: SettingsState.Size(width: 1, height: 2)))
    #expect(mirror.children.map(\.label) == ["width", "height"])
    #expect(mirror.children.map { $0.value as? Int } == [1, 2])
  }

  @Test func codableAsTheWrappedValue() throws {
    let data = try JSONEncoder().encode(BindableState(wrappedValue: [1, 2]))
    #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
    #expect(try JSONDecoder().decode(BindableState<[Int]>.self, from: data).wrappedValue == [1, 2])
  }

  @Test func dumpsAsTheWrappedValue() {
    var output = ""
    customDump(BindableState(wrappedValue: 5), to: &output)
    #expect(output == "5")
    output = ""
    customDump(BindableState(wrappedValue: "text"), to: &output)
    #expect(output == "\"text\"")
    output = ""
    customDump(BindableState(wrappedValue: SettingsState.Size(width: 1, height: 2)), to: &output)
    #expect(
      output == """
        SettingsState.Size(
          width: 1,
          height: 2
        )
        """)
  }

  @Test func diffOfABindableFieldReadsLikeAPlainOne() {
    var changed = SettingsState()
    changed.isOn = true
    #expect(
      diff(SettingsState(), changed) == """
          SettingsState(
            _name: "",
        -   _isOn: false,
        +   _isOn: true,
            _size: SettingsState.Size(…),
            nameChanges: 0
          )
        """)
  }
}
