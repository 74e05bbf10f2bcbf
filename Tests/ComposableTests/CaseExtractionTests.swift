import Composable
import XCTest

// The case paths `/Action.case` builds learn their case's tag on the first extraction that
// succeeds and copy payloads out directly from then on: every kind of case must still extract
// exactly what swift-case-paths' reflection extracts, in any order of calls.

private enum Inner: Equatable {
  case decrement, increment
  case response(Int?)
}

private enum Outer: Equatable {
  case inner(Inner)
  case other(Inner)
  case text(String)
  case labelled(id: Int, name: String)
  case pair(Int, String)
  indirect case nested(Outer)
  case empty
}

private enum Generic<T: Equatable>: Equatable {
  case value(T)
  case none
}

final class CaseExtractionTests: XCTestCase {
  func testAPayloadEnumWithEmptyCasesExtractsEveryCaseAfterLearning() {
    let path = /Outer.inner
    let values: [Inner] = [.increment, .decrement, .response(nil), .response(3), .increment]
    for value in values {
      XCTAssertEqual(path.extract(from: .inner(value)), value)
      XCTAssertNil(path.extract(from: .other(value)))
    }
    XCTAssertNil(path.extract(from: .text("x")))
    XCTAssertNil(path.extract(from: .empty))
  }

  func testOtherCasesBeforeLearningAreNil() {
    let path = /Outer.text
    XCTAssertNil(path.extract(from: .inner(.increment)))
    XCTAssertEqual(path.extract(from: .text("a")), "a")
    XCTAssertEqual(path.extract(from: .text("b")), "b")
    XCTAssertNil(path.extract(from: .labelled(id: 1, name: "c")))
  }

  func testLabelledTupleAndIndirectPayloads() {
    let labelled = /Outer.labelled
    XCTAssertEqual(labelled.extract(from: .labelled(id: 1, name: "a"))?.1, "a")
    XCTAssertEqual(labelled.extract(from: .labelled(id: 2, name: "b"))?.0, 2)
    XCTAssertNil(labelled.extract(from: .pair(1, "a")))
    let pair = /Outer.pair
    XCTAssertEqual(pair.extract(from: .pair(1, "a"))?.1, "a")
    XCTAssertEqual(pair.extract(from: .pair(2, "b"))?.0, 2)
    let nested = /Outer.nested
    XCTAssertEqual(nested.extract(from: .nested(.text("a"))), .text("a"))
    XCTAssertEqual(nested.extract(from: .nested(.inner(.increment))), .inner(.increment))
    XCTAssertNil(nested.extract(from: .empty))
  }

  func testGenericEnums() {
    let path = /Generic<[String]>.value
    XCTAssertEqual(path.extract(from: .value(["a"])), ["a"])
    XCTAssertEqual(path.extract(from: .value(["b", "c"])), ["b", "c"])
    XCTAssertNil(path.extract(from: .none))
  }
}
