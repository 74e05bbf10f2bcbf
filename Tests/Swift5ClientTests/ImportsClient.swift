// What a TCA 0.40 client finds with one import: IdentifiedCollections, CasePaths, CustomDump,
// ConcurrencyExtras' isolation boxes, XCTestDynamicOverlay's `XCTUnimplemented`, and Darwin's
// nanosecond constants on Linux too.
import Composable
import XCTest

struct NumberFactClient {
  var fact: @Sendable (Int) async throws -> String
  var count: @Sendable () -> Int

  static let unimplemented = NumberFactClient(
    fact: XCTUnimplemented("NumberFactClient.fact"),
    count: XCTUnimplemented("NumberFactClient.count", placeholder: 0)
  )
}

final class ImportsClientTests: XCTestCase {
  func testIsolationBoxes() async {
    let actor = ActorIsolated<[Int]>([])
    await actor.withValue { $0.append(1) }
    let value = await actor.value
    XCTAssertEqual(value, [1])
    let lock = LockIsolated(0)
    lock.withValue { $0 += 2 }
    XCTAssertEqual(lock.value, 2)
  }

  func testUnimplementedClientReportsIssues() async {
    var count = -1
    var thrown = false
    let issues = await collectIssues {
      count = NumberFactClient.unimplemented.count()
      do { _ = try await NumberFactClient.unimplemented.fact(1) } catch { thrown = true }
    }
    XCTAssertEqual(count, 0)
    XCTAssertTrue(thrown)
    XCTAssertEqual(issues.count, 2)
    XCTAssertTrue(issues[0].contains("NumberFactClient.count"), issues[0])
    XCTAssertTrue(issues[1].contains("NumberFactClient.fact"), issues[1])
  }

  func testNanosecondConstants() {
    XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
    XCTAssertEqual(NSEC_PER_MSEC * 1_000, NSEC_PER_SEC)
    XCTAssertEqual(NSEC_PER_USEC * 1_000, NSEC_PER_MSEC)
  }

  func testStreamWithContinuation() async throws {
    let (stream, continuation) = AsyncStream<Int>.streamWithContinuation()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var values: [Int] = []
    for await value in stream { values.append(value) }
    XCTAssertEqual(values, [1, 2])

    let throwing = AsyncThrowingStream<Int, Error>.streamWithContinuation()
    throwing.continuation.yield(3)
    throwing.continuation.finish(throwing: CancellationError())
    var received: [Int] = []
    do {
      for try await value in throwing.stream { received.append(value) }
      XCTFail("expected the stream to throw")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    XCTAssertEqual(received, [3])
  }

  func testCustomDumpAndIdentifiedArray() {
    let rows: IdentifiedArrayOf<CounterState> = [CounterState(id: 1, count: 2)]
    var dump = ""
    customDump(rows, to: &dump)
    XCTAssertTrue(dump.contains("count: 2"), dump)
    XCTAssertNotNil(diff(CounterState(count: 1), CounterState(count: 2)))
  }
}
