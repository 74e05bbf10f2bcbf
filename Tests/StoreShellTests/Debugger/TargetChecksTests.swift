import Composable
import Foundation
import Testing

@testable import StoreShell

/// `break on` checks the cases inside an action's payload, and `watch`/`break when` the fields
/// below the state's first level, where the types say they can never be there; what may appear
/// later (below a `nil`, in an element not there yet, in another case of an enum) is kept.
/// Failed before: `break on row.tggle` and `watch rows[0].nme` (with a row) were set silently,
/// and the case list ended `, …` without saying how many more.
@Suite struct TargetChecksTests {
  enum RowAction: Codable, Equatable { case toggle, rename(String) }
  enum Mode: String, Codable, Equatable { case fast, slow }
  enum Action: Codable, Equatable {
    case row(id: Int, action: RowAction)
    case setMode(Mode)
    case setScale(Double)
    case c1, c2, c3, c4, c5, c6, c7, c8, c9, c10
  }
  struct Row: Equatable { var id: Int; var name: String; var done = false }
  enum Detail: Equatable { case none, text(String) }
  struct State: Equatable {
    var rows: [Row] = []
    var selected: Row?
    var detail = Detail.none
    var labels: [String: Row] = [:]
  }

  static var feature: ShellFeature<State, Action> {
    ShellFeature(
      name: "rows", initialState: State(),
      reducer: Reducer<State, Action, Void> { state, action, _ in
        if case .c1 = action { state.rows.append(Row(id: state.rows.count, name: "r")) }
        return .none
      },
      environment: { _ in })
  }

  private func run(_ session: ShellSession<State, Action>, _ line: String) -> String {
    session.execute(line).lines.map(\.text).joined(separator: "\n")
  }

  @Test func casesInsideAPayloadAreChecked() {
    let session = ShellSession(feature: Self.feature)
    #expect(run(session, "break on row.toggle") == "break 1: on row.toggle")
    #expect(run(session, "break on row.rename") == "break 2: on row.rename")
    #expect(run(session, "break on row") == "break 3: on row")
    #expect(
      run(session, "break on row.tggle")
        == "error: break on row.tggle: row(id: Int, action: RowAction) holds no case 'tggle'; its arguments' cases: rename, toggle")
    #expect(run(session, "break on row.toggle.x").hasPrefix("error: break on row.toggle.x: row(id: Int, action: RowAction) holds no case 'x'"))
    // A raw enum nested as the only value is a case path of its own.
    #expect(run(session, "break on setMode.fast") == "break 4: on setMode.fast")
    #expect(run(session, "break on setMode.medium").hasPrefix("error: break on setMode.medium: Action has no such case"))
    // A floating-point argument can be written `.nan` or `.infinity`.
    #expect(run(session, "break on setScale.infinity") == "break 5: on setScale.infinity")
    #expect(run(session, "break on setScale.x") == "error: break on setScale.x: setScale(_: Double) holds no case 'x'; its arguments' cases: infinity, nan")
    #expect(run(session, "break on c1.x") == "error: break on c1.x: c1 holds no case 'x' (its arguments hold no enum)")
  }

  @Test func theCaseListSaysHowManyMoreThereAre() {
    let session = ShellSession(feature: Self.feature)
    #expect(
      run(session, "break on nope")
        == "error: break on nope: Action has no such case; its cases: row, setMode.fast, setMode.slow, setScale, c1, c2, c3, c4, … and 6 more ('actions' lists them with their arguments)")
    #expect(ShellSession<State, Action>.listed(["a", "b"]) == "a, b")
  }

  @Test func fieldsBelowTheFirstLevelAreCheckedWhereTheTypeFixesThem() {
    let session = ShellSession(feature: Self.feature)
    // Nothing to read them from yet: an element, a `nil` optional, an enum's other case, a key.
    for path in ["rows[0].nme", "rows.first.nme", "selected.nme", "detail.nme", "labels[\"a\"].nme", "rows[name == \"r\"].first.nme"] {
      #expect(run(session, "watch \(path)").hasPrefix("watch "), "\(path)")
    }
    _ = run(session, "send c1")
    #expect(run(session, "watch rows[0].name") == "watch 7: rows[0].name = \"r\"")
    #expect(run(session, "watch rows.first.nme") == "error: no field 'nme' in rows.first; did you mean 'name'?; fields: id, name, done")
    #expect(run(session, "break when rows[0].nme changes").hasPrefix("error: no field 'nme' in rows[0]"))
    // A collection has no fields, a plain value none, whatever they hold.
    #expect(run(session, "watch rows.name").hasPrefix("error: no field 'name' in rows"))
    #expect(run(session, "watch rows.count.x").hasPrefix("error: no field 'x' in rows.count"))
    #expect(run(session, "watch rows[0][\"k\"]").hasPrefix("error: rows[0] is not a dictionary"))
    #expect(run(session, "watch rows[5].anything").hasPrefix("watch "))
  }
}
