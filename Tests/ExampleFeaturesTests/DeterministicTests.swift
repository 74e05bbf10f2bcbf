import Composable
import XCTest

@testable import StoreShellExamples

class DeterministicTests: XCTestCase {
  func testUUIDs() {
    XCTAssertEqual(Deterministic.uuid(1).uuidString, "00000000-0000-0000-0000-000000000001")
    XCTAssertEqual(Deterministic.uuid(255).uuidString, "00000000-0000-0000-0000-0000000000FF")
    let next = Deterministic.incrementingUUIDs()
    XCTAssertEqual([next(), next(), next()], [1, 2, 3].map(Deterministic.uuid))
    let other = Deterministic.incrementingUUIDs(startingAt: 10)
    XCTAssertEqual(other(), Deterministic.uuid(10))
    XCTAssertEqual(next(), Deterministic.uuid(4))
  }

  func testRandomIsReproducibleAndInRange() {
    let a = Deterministic.random(seed: 7)
    let b = Deterministic.random(seed: 7)
    let first = (0..<100).map { _ in a(-100...100) }
    XCTAssertEqual(first, (0..<100).map { _ in b(-100...100) })
    XCTAssertTrue(first.allSatisfy { (-100...100).contains($0) })
    XCTAssertGreaterThan(Set(first).count, 50)
    XCTAssertNotEqual(first, (0..<100).map { _ in Deterministic.random(seed: 8)(-100...100) })
    XCTAssertEqual(a(3...3), 3)
  }

  func testDeterministicCounterEnvironment() {
    let environment = CounterEnvironment.deterministic()
    let expected = Deterministic.random()
    XCTAssertEqual(environment.generateRandom(-100...100), expected(-100...100))
    XCTAssertEqual(environment.uuid(), Deterministic.uuid(1))
    XCTAssertEqual(Deterministic.date, Date(timeIntervalSince1970: 0))
  }
}
