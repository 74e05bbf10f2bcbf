import Composable
import Foundation
import XCTest

@testable import StoreShell

/// Watches, breakpoints, `continue` and state edits on a test store.
final class DebuggerTests: XCTestCase {
  struct Item: Codable, Equatable { var name: String; var done: Bool }
  struct State: Codable, Equatable {
    var count = 0
    var items: [Item] = []
    var note: String?
  }
  enum Action: Codable, Equatable {
    case add(String)
    case bump
    /// Bumps three times, a second apart.
    case bumpLater
    case toggle(Int)
  }
  struct Uncodable { var count = 0 }

  private var feature: ShellFeature<State, Action> { Self.feature }

  static var feature: ShellFeature<State, Action> {
    ShellFeature(
      name: "bumper", initialState: State(),
      reducer: Reducer<State, Action, AnySchedulerOf<DispatchQueue>> { state, action, scheduler in
        switch action {
        case let .add(name):
          state.items.append(Item(name: name, done: false))
          return .none
        case .bump:
          state.count += 1
          return .none
        case .bumpLater:
          return .merge(
            (1...3).map { Effect(value: .bump).deferred(for: .seconds($0), scheduler: scheduler) })
        case let .toggle(index):
          state.items[index].done.toggle()
          return .none
        }
      },
      environment: { $0.scheduler })
  }

  private func run<S>(_ session: ShellSession<S, Action>, _ line: String) -> [String] {
    let result = session.execute(line)
    return result.lines.filter { !$0.isVolatile }.map(\.text)
  }

  func testAWatchPrintsEveryChangeEvenWithDiffOff() {
    let session = ShellSession(feature: feature)
    _ = run(session, "set diff off")
    XCTAssertEqual(run(session, "watch count"), ["watch 1: count = 0"])
    XCTAssertEqual(run(session, "watch items.count"), ["watch 2: items.count = 0"])
    XCTAssertEqual(run(session, "send bump"), ["→ bump", "watch count: 0 → 1", "effects: none in flight"])
    XCTAssertEqual(run(session, "send add(\"a\")").dropFirst().first, "watch items.count: 0 → 1")
    XCTAssertEqual(run(session, "watches"), ["1  count = 1", "2  items.count = 1"])
    XCTAssertEqual(run(session, "goto 0"), ["at the start", "effects: none in flight", "watch count: 1 → 0", "watch items.count: 1 → 0"])
    XCTAssertEqual(run(session, "watch off 1"), ["watch 1 off: count"])
    XCTAssertEqual(run(session, "watch off 1"), ["error: no watch 1; watches: 2"])
    _ = run(session, "reset")
    XCTAssertEqual(run(session, "watches"), ["no watches"])
  }

  func testABreakpointStopsAnAdvanceRightAfterTheStepThatHits() {
    let session = ShellSession(feature: feature)
    _ = run(session, "set diff off")
    XCTAssertEqual(run(session, "break when count changes"), ["break 1: when count changes"])
    _ = run(session, "send bumpLater")
    XCTAssertEqual(run(session, "advance 10s"), [
      "← bump  (#0 merge)",
      "break 1: count: 0 → 1 at 1s; 9s of the advance left, 'continue' goes on",
      "effects: 1 in flight: #0 merge from bumpLater, next in 2s",
    ])
    XCTAssertEqual(session.state.count, 1)
    XCTAssertEqual(run(session, "continue").dropFirst().first, "break 1: count: 1 → 2 at 2s; 8s of the advance left, 'continue' goes on")
    XCTAssertEqual(run(session, "break off 1"), ["break 1 off: when count changes"])
    _ = run(session, "continue")
    XCTAssertEqual(session.state.count, 3)
    XCTAssertEqual(run(session, "continue"), ["error: nothing to continue: no breakpoint stopped an advance, run, wait or replay"])
    // The history keeps the stopped advance and the continues as the time they covered, so
    // that goto replays them alike without the breakpoint.
    XCTAssertEqual(run(session, "history"), ["1  send bumpLater", "2  advance 1s", "3  advance 1s", "4  advance 8s"])
    _ = run(session, "goto 3")
    XCTAssertEqual(session.state.count, 2)
  }

  /// Failed before: the stop at the merge's last delivery left its completion, due at the
  /// same instant, in flight ('next in 0s'), where an advance that went on ended it.
  func testAStopAtAnEffectsLastDeliveryEndsItAsAnAdvanceDoes() {
    let session = ShellSession(feature: feature)
    _ = run(session, "set diff off")
    _ = run(session, "send bumpLater")
    _ = run(session, "advance 2s")
    _ = run(session, "break on bump")
    XCTAssertEqual(run(session, "advance 10s"), [
      "← bump  (#0 merge)", "break 1: ← bump at 3s; 9s of the advance left, 'continue' goes on", "effects: none in flight",
    ])
    XCTAssertEqual(run(session, "continue"), ["effects: none in flight"])
    XCTAssertEqual(run(session, "history"), ["1  send bumpLater", "2  advance 2s", "3  advance 1s", "4  advance 9s"])
    _ = run(session, "break off 1")
    XCTAssertEqual(run(session, "goto 3").last, "effects: none in flight")
  }

  func testBreakOnAnActionMatchesItsCasePathPrefix() {
    XCTAssertTrue(ShellSession<State, Action>.action("bump", startsWith: "bump"))
    XCTAssertFalse(ShellSession<State, Action>.action("bumpLater", startsWith: "bump"))
    XCTAssertTrue(
      ShellSession<State, Action>.action(#"todo(id: "1", action: .checkBoxToggled)"#, startsWith: "todo.checkBoxToggled"))
    XCTAssertTrue(ShellSession<State, Action>.action(#"todo(id: "1", action: .checkBoxToggled)"#, startsWith: "todo"))
    XCTAssertFalse(
      ShellSession<State, Action>.action(#"todo(id: "1", action: .textFieldChanged("x"))"#, startsWith: "todo.checkBoxToggled"))
    let session = ShellSession(feature: feature)
    _ = run(session, "set diff off")
    XCTAssertEqual(
      run(session, "break on add(\"x\")"),
      ["error: break on takes a case path without arguments, like 'break on todo.checkBoxToggled'; got 'add(\"x\")'"])
    _ = run(session, "break on bump")
    XCTAssertEqual(run(session, "send bump"), ["→ bump", "effects: none in flight", "break 1: → bump"])
    _ = run(session, "send bumpLater")
    XCTAssertEqual(run(session, "run").dropFirst().first, "break 1: ← bump at 1s; 'continue' runs on")
  }

  func testSetStateIsAStepThatGotoAndUndoReplay() {
    let session = ShellSession(feature: feature)
    _ = run(session, "set diff compact")
    _ = run(session, "send add(\"milk\")")
    XCTAssertEqual(run(session, "set state items[0].done = true"), [
      "= items[0].done: false → true", "  items[0].done: false → true",
    ])
    XCTAssertEqual(run(session, "set state note = \"hi\"").first, #"= note: nil → "hi""#)
    XCTAssertEqual(run(session, "set state items.first.name = \"eggs\"").first, #"= items.first.name: "milk" → "eggs""#)
    XCTAssertEqual(session.state, State(count: 0, items: [Item(name: "eggs", done: true)], note: "hi"))
    _ = run(session, "undo")
    XCTAssertEqual(session.state.items[0].name, "milk")
    XCTAssertEqual(session.state.note, "hi")
    XCTAssertEqual(run(session, "history"), ["1  send add(\"milk\")", "2  set state items[0].done = true", "3  set state note = \"hi\"", "4  set state items.first.name = \"eggs\"  (ahead)"])
    XCTAssertEqual(run(session, "set state count = \"x\"").first?.hasPrefix(#"error: bad value "x" for count (Int): expects Int"#), true)
    XCTAssertEqual(run(session, "set state items[5].done = true"), ["error: index 5 is out of range in items: it has 1 element"])
    XCTAssertEqual(run(session, "set state items.count = 3"), ["error: cannot set items.count: count is computed from the collection"])
    XCTAssertEqual(
      run(session, "set state items[done == true].done = false"),
      ["error: cannot set items[done == true].done: a filter picks several elements; set one by [index] or [id: …]"])
    XCTAssertEqual(run(session, "set state count"), ["error: set state needs a path and a value, like 'set state todos[0].isComplete = true'"])
  }

  func testDumpAndLoadStateRoundTripThroughJSON() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("debugger-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("state.json").path
    let session = ShellSession(feature: feature)
    _ = run(session, "set diff off")
    _ = run(session, "send add(\"milk\")")
    XCTAssertEqual(run(session, "dump state \(file)"), ["dumped the state to \(file)"])
    XCTAssertEqual(
      run(session, "dump state \(file)"),
      ["error: '\(file)' exists; 'dump state \(file) --force' overwrites it, or pick another name"])
    XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains(#""name" : "milk""#))
    _ = run(session, "reset")
    XCTAssertEqual(run(session, "load state \(file)"), ["= the state from \(file)"])
    XCTAssertEqual(session.state.items, [Item(name: "milk", done: false)])
    try "{\"count\": \"x\"}".write(toFile: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(run(session, "load state \(file)").first?.hasPrefix("error: \(file): not a State: expected Int at count"), true)
  }

  func testAStateEditIsRefusedOnALiveStore() {
    let session = ShellSession(feature: feature, mode: .live)
    XCTAssertEqual(
      run(session, "set state count = 1"),
      ["error: set state needs a test store: a live store's effects and clients would not see the "
        + "edit again on goto or replay; open the shell without --live"])
    XCTAssertEqual(run(session, "load state x.json").first?.hasPrefix("error: load state needs a test store"), true)
  }

  func testAStateThatIsNotCodableIsRefusedInOneLine() {
    let session = ShellSession(
      feature: ShellFeature<Uncodable, Action>(
        name: "plain", initialState: Uncodable(),
        reducer: Reducer<Uncodable, Action, Void> { _, _, _ in .none }, environment: { _ in }))
    XCTAssertEqual(
      run(session, "set state count = 1"),
      ["error: the state Uncodable is not Codable: declare it 'Codable' to edit, dump or load it"])
  }
}

/// Branches: a step after going back starts one; the old steps stay and can be gone back to.
final class BranchTests: XCTestCase {
  func testANewStepAfterUndoKeepsTheOldStepsOnABranch() {
    let session = ShellSession(
      feature: ShellFeature<Int, DebuggerTests.Action>(
        name: "count", initialState: 0,
        reducer: Reducer<Int, DebuggerTests.Action, Void> { state, action, _ in
          if case .bump = action { state += 1 }
          if case .add = action { state += 10 }
          return .none
        },
        environment: { _ in }))
    func run(_ line: String) -> [String] { session.execute(line).lines.map(\.text) }
    _ = run("set diff off")
    _ = run("send bump")
    _ = run("send bump")
    _ = run("undo")
    XCTAssertEqual(
      run("send add(\"x\")").last,
      "new branch 2: the later step stays on branch 1 ('branches' lists it, 'branch 1' goes back)")
    XCTAssertEqual(session.state, 11)
    XCTAssertEqual(run("branches"), [
      "branch 1: 2 steps", "  1  send bump", "  2  send bump",
      "branch 2 (current): 2 steps, the first 1 shared with branch 1", "  2  send add(\"x\")",
    ])
    XCTAssertEqual(run("branch 1").prefix(2), ["on branch 1", "after step 2: send bump"])
    XCTAssertEqual(session.state, 2)
    XCTAssertEqual(run("history /add/"), ["no step matches /add/"])
    _ = run("branch 2")
    XCTAssertEqual(session.state, 11)
    XCTAssertEqual(run("history /add/"), ["2  send add(\"x\")"])
    XCTAssertEqual(run("branch 7"), ["error: no branch 7; branches: 1, 2"])
    // `goto <branch>.<n>`: a step of another branch, its later steps ahead.
    XCTAssertEqual(run("goto 1.1").prefix(2), ["on branch 1", "after step 1: send bump"])
    XCTAssertEqual(session.state, 1)
    XCTAssertEqual(run("history"), ["1  send bump", "2  send bump  (ahead)"])
    XCTAssertEqual(run("goto 2.2").prefix(2), ["on branch 2", "after step 2: send add(\"x\")"])
    XCTAssertEqual(session.state, 11)
    XCTAssertEqual(run("goto 1.3"), ["error: no step 3 on branch 1: it has 2 steps"])
    XCTAssertEqual(run("goto 9.1"), ["error: no branch 9; branches: 1, 2"])
    XCTAssertEqual(run("goto 1.x"), ["error: goto needs a branch and a step from 'branches', like 'goto 1.5'; got '1.x'"])
    XCTAssertEqual(session.state, 11)
    XCTAssertEqual(run("history /(/"), ["error: history: /(/ is not a regular expression; write one like /increment|reset/"])
  }
}

extension DebuggerTests {
  /// A breakpoint on an action case the app does not have, or a watch of a field its state does
  /// not have, never hits: refused in one line naming what there is. Failed before: both were
  /// set, silently.
  func testBreakpointsAndWatchesNameCasesAndFieldsThatExist() {
    let session = ShellSession(feature: feature)
    XCTAssertEqual(
      run(session, "break on bumpp"),
      ["error: break on bumpp: Action has no such case; its cases: add, bump, bumpLater, toggle ('actions' lists them with their arguments)"])
    XCTAssertEqual(run(session, "watch cont"), ["error: no field 'cont' in State; did you mean 'count'?; fields: count, items, note"])
    XCTAssertEqual(run(session, "break when cont changes").first?.hasPrefix("error: no field 'cont' in State"), true)
    XCTAssertEqual(run(session, "breaks"), ["no breakpoints"])
    // Deeper fields may be missing now and there later (below a `nil`): kept (see
    // TargetChecksTests for what is checked below the first level).
    XCTAssertEqual(run(session, "watch note.count"), ["watch 1: note.count = (none)"])
    XCTAssertEqual(run(session, "break on bump"), ["break 1: on bump"])
  }
}
