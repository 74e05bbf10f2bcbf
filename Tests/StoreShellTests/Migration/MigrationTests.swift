import Foundation
@testable import StoreShell
import Testing

/// A session recorded on a 0.40 feature replays and checks on its `ReducerProtocol` port,
/// opened with no declaration: the migration keeps the behaviour, step by step, or the check
/// says which step changed.
@Suite struct MigrationTests {
  private static var legacy: AnyShellFeature {
    AnyShellFeature(
      ShellFeature(
        name: "legacy", initialState: ShoppingState(), reducer: shoppingReducer,
        environment: { context in
          ShoppingEnvironment(mainQueue: context.scheduler, uuid: context.uuid)
        }))
  }
  private static var migrated: AnyShellFeature {
    AnyShellFeature(name: "migrated", initialState: ShoppingState()) { Shopping() }
  }

  /// Records `lines` on the 0.40 feature into a script in a temporary folder, and runs `body`
  /// with the script's path.
  private static func recording(_ lines: [String], _ body: (String) throws -> Void) throws {
    let folder = try CPUBoundTests.HostileTextTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/shopping.shell"
    let session = legacy.makeTestRunner()
    for line in ["record \(path)"] + lines + ["record stop"] {
      let result = session.execute(line)
      #expect(result.error == nil, "\(line): \(result.error.map(String.init(describing:)) ?? "")")
    }
    try body(path)
  }

  @Test func aSessionOfThe040FeatureChecksOnItsPort() throws {
    let lines = [
      #"send add("milk")"#, "advance 500ms", #"send add("eggs")"#, "advance 2s", "send remove(at: 0)",
    ]
    try Self.recording(lines) { path in
      let check = Self.migrated.makeTestRunner().execute("replay \(path) --check")
      #expect(check.error == nil && !check.checkFailed, "\(check.lines.map { $0.text }.suffix(8))")
    }
  }

  /// The port's effect written as an async `.run`: every state and action is the same, and
  /// the check shows the one thing that changed, the effect's kind in the summary.
  @Test func anEffectRewrittenAsRunShowsInTheSummaryAlone() throws {
    try Self.recording([#"send add("milk")"#, "advance 1s"]) { path in
      let port = AnyShellFeature(name: "run", initialState: ShoppingState()) {
        Shopping(remindsWithRun: true)
      }
      let check = port.makeTestRunner().execute("replay \(path) --check")
      #expect(check.checkFailed)
      let changed = check.lines.map { $0.text }.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
      #expect(
        changed == [
          "--- expected", "+++ actual",
          #"-effects: 1 in flight: #0 deferred from add("milk"), next in 1s"#,
          #"+effects: 1 in flight: #0 run from add("milk"), next in 1s"#,
        ], "\(changed)")
    }
  }

  /// A port whose reminder comes at 500 ms, not 1 s: the check fails at the step that shows it.
  @Test func aPortThatChangesBehaviourFailsTheCheckAtTheStep() throws {
    try Self.recording([#"send add("milk")"#, "advance 500ms", "advance 500ms"]) { path in
      let hasty = AnyShellFeature(name: "hasty", initialState: ShoppingState()) {
        Shopping(reminderDelay: .milliseconds(500))
      }
      let check = hasty.makeTestRunner().execute("replay \(path) --check")
      #expect(check.checkFailed)
      let texts = check.lines.map { $0.text }
      #expect(texts.first?.hasSuffix(#"check failed: 'send add("milk")' printed something else"#) == true, "\(texts)")
      #expect(texts.contains(#"+effects: 1 in flight: #0 deferred from add("milk"), next in 500ms"#), "\(texts)")
    }
  }

  /// A port whose types moved (`ShoppingState` to `RenamedShopping.State`, the same cases):
  /// the replay says so and checks the rest; the diffs' type names are what differs, and
  /// `--update` takes the port's output with no `--accept`.
  @Test func aPortWithRenamedTypesReplaysWithANoteAndUpdates() throws {
    try Self.recording([#"send add("milk")"#, "advance 1s"]) { path in
      let port = AnyShellFeature(name: "renamed", initialState: RenamedShopping.State()) {
        RenamedShopping()
      }
      let check = port.makeTestRunner().execute("replay \(path) --check")
      let texts = check.lines.map { $0.text }
      #expect(
        texts.first
          == "\(path) was recorded for ShoppingState / ShoppingAction; this store's "
          + "RenamedShopping.State / Action has the same action cases: replaying it on them",
        "\(texts)")
      #expect(check.checkFailed)
      #expect(texts.contains("+    RenamedShopping.State(") && texts.contains("-    ShoppingState("), "\(texts)")
      let update = port.makeTestRunner().execute("replay \(path) --update")
      #expect(update.error == nil, "\(update.lines.map { $0.text })")
      let recheck = port.makeTestRunner().execute("replay \(path) --check")
      #expect(recheck.error == nil && !recheck.checkFailed, "\(recheck.lines.map { $0.text })")
    }
  }
}
