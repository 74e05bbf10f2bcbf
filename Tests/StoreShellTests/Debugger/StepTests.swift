import Composable
import Foundation
import XCTest

@testable import StoreShell

/// `step`: virtual time to the next delivered action, delivered, stopped there.
final class StepTests: XCTestCase {
  private func run<S, A>(_ session: ShellSession<S, A>, _ line: String) -> [String] {
    session.execute(line).lines.filter { !$0.isVolatile }.map(\.text)
  }

  func testStepDeliversTheNextActionAndStops() {
    let session = ShellSession(feature: DebuggerTests.feature)
    _ = run(session, "set diff off")
    XCTAssertEqual(run(session, "step"), ["error: nothing to step: no effect has work scheduled"])
    _ = run(session, "send bumpLater")
    XCTAssertEqual(run(session, "step"), [
      "← bump  (#0 merge)", "stepped 1s, to 1s", "effects: 1 in flight: #0 merge from bumpLater, next in 2s",
    ])
    XCTAssertEqual(session.state.count, 1)
    _ = run(session, "break when count changes")
    XCTAssertEqual(run(session, "step"), [
      "← bump  (#0 merge)", "break 1: count: 1 → 2 at 2s", "effects: 1 in flight: #0 merge from bumpLater, next in 1s",
    ])
    // Nothing for `continue`: a step stops where it meant to.
    XCTAssertEqual(run(session, "continue"), ["error: nothing to continue: no breakpoint stopped an advance, run, wait or replay"])
    _ = run(session, "step")
    XCTAssertEqual(run(session, "history"), ["1  send bumpLater", "2  advance 1s", "3  advance 1s", "4  advance 1s"])
    _ = run(session, "goto 2")
    XCTAssertEqual(session.state.count, 1)
  }

  func testStepDeliversOneOfTheActionsDueAtOnce() {
    let session = ShellSession(feature: LiveBreakTests.feature)
    _ = run(session, "set diff off")
    _ = run(session, "send burst")
    XCTAssertEqual(run(session, "step").dropFirst().first, "stepped 50ms, to 50ms")
    XCTAssertEqual(session.state, 1)
    XCTAssertEqual(run(session, "step").dropFirst().first, "stepped 0ms, to 50ms")
    XCTAssertEqual(session.state, 2)
  }

  func testStepNeedsVirtualTime() {
    let session = ShellSession(feature: LiveBreakTests.feature, mode: .live)
    XCTAssertEqual(run(session, "step"), ["error: step needs virtual time; this store is live: use 'wait <duration>'"])
  }
}

extension StepTests {
  /// A `step` among actions due at the same moment is kept in the history as `step` (the one
  /// that delivers the last of them as the `advance` it covered): `goto` lands on the state the
  /// step left. Failed before: kept as `advance 50ms`, which `goto` replayed delivering all three.
  func testAStepPartwayThroughAMomentIsReplayedAsItRan() throws {
    let session = ShellSession(feature: LiveBreakTests.feature)
    _ = run(session, "set diff off")
    _ = run(session, "send burst")
    for _ in 1...3 { _ = run(session, "step") }
    XCTAssertEqual(run(session, "history"), ["1  send burst", "2  step", "3  step", "4  advance 0ms"])
    for step in [2, 3, 4, 2] {
      _ = run(session, "goto \(step)")
      XCTAssertEqual(session.state, step - 1, "goto \(step)")
    }
    // The export advances as far as the first step did; the test receives the three after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("step-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("BurstTests.swift").path
    let declared = ShellSession(feature: ShellFeature(BurstFeature.self))
    for line in ["send burst", "step", "step", "step"] { _ = run(declared, line) }
    XCTAssertEqual(run(declared, "history").dropFirst(), ["2  step", "3  step", "4  advance 0ms"])
    let export = declared.execute("export test \(path)")
    XCTAssertNil(export.error, "\(export.lines.map(\.text))")
    let test = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(test.components(separatedBy: "scheduler.advance(by: .milliseconds(50))").count, 2, test)
    XCTAssertEqual(test.components(separatedBy: ".receive(").count, 4, test)
  }
}

/// Three bumps due at the same moment, declared as an app declares its feature (for export).
enum BurstFeature: ComposableFeature {
  static var reducer: Reducer<Int, LiveBreakTests.Action, AnySchedulerOf<DispatchQueue>> {
    Reducer { count, action, scheduler in
      guard action == .burst else {
        count += 1
        return .none
      }
      return .merge(
        (1...3).map { _ in Effect(value: .bump).deferred(for: .milliseconds(50), scheduler: scheduler) })
    }
  }
  static func environment(_ context: FeatureContext) -> AnySchedulerOf<DispatchQueue> { context.scheduler }
  static func initialState(_ context: FeatureContext, _ environment: AnySchedulerOf<DispatchQueue>) -> Int { 0 }
}
