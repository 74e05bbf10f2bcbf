import Composable
import StoreShell
import Testing

/// `state`, `state <path>`, compact diffs and the values a diff prints whole show a
/// `@BindableState var name` as `name`, at any depth (in optionals, arrays, dictionaries and
/// enum payloads), as the full diff does.
@Suite struct BindableStateDumpTests {
  struct Form: Equatable, Codable {
    @BindableState var name = ""
    var note = "plain"
  }

  enum Pane: Equatable, Codable {
    case editing(Form)
    case closed
  }

  struct Screen: Equatable, Codable {
    @BindableState var title = "Inbox"
    var form: Form?
    var forms: [Form] = []
    var byKey: [String: Form] = [:]
    var pane: Pane = .closed
  }

  enum Step: Codable, Equatable { case open, rename(String) }

  static var screen: ShellFeature<Screen, Step> {
    ShellFeature(
      name: "screen", initialState: Screen(),
      reducer: Reducer<Screen, Step, Void> { state, action, _ in
        switch action {
        case .open:
          state.form = Form(name: "Blob")
          state.forms = [Form(name: "A")]
          state.byKey = ["k": Form(name: "K")]
          state.pane = .editing(Form(name: "P"))
        case let .rename(name):
          state.title = name
        }
        return .none
      },
      environment: { _ in })
  }

  private func text(_ session: ShellSession<Screen, Step>, _ line: String) -> String {
    session.execute(line).lines.map(\.text).joined(separator: "\n")
  }

  @Test func stateShowsBindableFieldsByTheirPropertyNames() {
    let session = ShellSession(feature: Self.screen)
    _ = session.execute("send open")
    let state = text(session, "state")
    #expect(!state.contains("_title") && !state.contains("_name"), "\(state)")
    #expect(state.contains(#"title: "Inbox","#), "\(state)")
    #expect(state.contains(#"name: "Blob","#), "an optional's payload:\n\(state)")
    #expect(state.contains(#"name: "A","#), "an array's element:\n\(state)")
    #expect(state.contains(#"name: "K","#), "a dictionary's value:\n\(state)")
    #expect(state.contains(#"name: "P","#), "an enum's payload:\n\(state)")
    #expect(state.contains("BindableStateDumpTests.Form("), "types keep their names:\n\(state)")
    #expect(state.contains(".editing("), "\(state)")
    #expect(!text(session, "state form").contains("_"), "\(text(session, "state form"))")
    #expect(text(session, "state title") == #"  "Inbox""#)
  }

  @Test func compactAndFullDiffsOfWholeValuesUseThePropertyNames() {
    let session = ShellSession(feature: Self.screen)
    let full = text(session, "send open")
    #expect(!full.contains("_name"), "\(full)")
    #expect(full.contains(#"name: "Blob""#), "\(full)")
    _ = session.execute("set diff compact")
    _ = session.execute("send rename(\"Outbox\")")
    _ = session.execute("reset")
    let compact = text(session, "send open")
    #expect(!compact.contains("_name"), "\(compact)")
    #expect(compact.contains(#"name: "Blob""#), "\(compact)")
    let renamed = text(session, #"send rename("Outbox")"#)
    #expect(renamed.contains(#"title: "Inbox" → "Outbox""#), "\(renamed)")
  }

  final class Box: Equatable, Codable {
    var count = 0
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
  }

  struct Boxed: Equatable, Codable {
    @BindableState var name = ""
    var box = Box()
    var form: Form?
  }

  @Test func aDiffThatCustomDumpWritesForAStateHoldingAnObjectUsesThePropertyNames() {
    let feature = ShellFeature(
      name: "boxed", initialState: Boxed(),
      reducer: Reducer<Boxed, Step, Void> { state, action, _ in
        switch action {
        case .open: state.form = Form(name: "Blob")
        case let .rename(name): state.name = name
        }
        return .none
      },
      environment: { _ in })
    let session = ShellSession(feature: feature)
    let renamed = session.execute(#"send rename("Blob")"#).lines.map(\.text).joined(separator: "\n")
    #expect(renamed.contains(#"+   name: "Blob","#), "\(renamed)")
    #expect(!renamed.contains("_name"), "\(renamed)")
    let opened = session.execute("send open").lines.map(\.text).joined(separator: "\n")
    #expect(opened.contains(#"name: "Blob""#) && !opened.contains("_name"), "\(opened)")
  }
}
