import Dispatch
import Foundation
import XCTest

@testable import LineEditor

final class WaitAndWakeTests: XCTestCase {
  private func editor() -> LineEditor {
    LineEditor(configuration: .init(), isInteractive: false)
  }

  func testWaitLetsTheDurationPass() {
    let editor = editor()
    let start = ContinuousClock.now
    XCTAssertEqual(editor.wait(for: .milliseconds(150)), .elapsed)
    XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(150))
  }

  func testWakeUpRunsOnWakeOnTheWaitingThread() {
    let editor = editor()
    let handle = editor.handle
    let waitingThread = pthread_self()
    var wakes: [Bool] = []
    editor.onWake = { wakes.append(pthread_equal(pthread_self(), waitingThread) != 0) }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { handle.wakeUp() }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(150)) { handle.wakeUp() }
    XCTAssertEqual(editor.wait(for: .milliseconds(400)), .elapsed)
    XCTAssertEqual(wakes, [true, true])
  }

  func testAWakeUpWaitsForThePump() {
    let editor = editor()
    var wakes = 0
    editor.onWake = { wakes += 1 }
    editor.pump()
    XCTAssertEqual(wakes, 0)
    editor.handle.wakeUp()
    editor.handle.wakeUp()
    XCTAssertEqual(wakes, 0)
    editor.pump()
    XCTAssertEqual(wakes, 1, "wake-ups before one pump run onWake once")
  }

  func testAnInterruptEndsTheWaitEarlyAndIsTakenOnce() {
    let editor = editor()
    let handle = editor.handle
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { handle.interrupt() }
    let start = ContinuousClock.now
    XCTAssertEqual(editor.wait(for: .seconds(5)), .interrupted)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
    XCTAssertFalse(editor.takeInterrupt(), "the wait took it")
    handle.interrupt()
    XCTAssertTrue(handle.isInterruptPending)
    XCTAssertTrue(editor.takeInterrupt())
    XCTAssertFalse(handle.isInterruptPending)
  }
}
