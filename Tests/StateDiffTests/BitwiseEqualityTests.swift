import Foundation
import IdentifiedCollections
import Testing

@testable import StateDiff

/// Which types ``BitwiseEquality`` lets a diff compare by their memory: none that holds a
/// floating-point value (NaN is not equal to itself), an object or an existential.
@Suite struct BitwiseEqualityTests {
  private struct Row: Identifiable {
    var id: Int
    var title: String
    var tags: [String]
    var owner: UUID?
    var state: State
  }

  private enum State { case idle, named(String, count: Int) }

  private struct Scored: Identifiable { var id: Int; var score: Double }
  private enum Measured { case none, some(Float) }
  private final class Box {}
  private struct Holder { var box: Box }
  private struct Opaque { var value: Any }
  private struct Nested { var rows: IdentifiedArrayOf<Scored> }

  @Test func plainDataQualifies() {
    #expect(BitwiseEquality.impliesEqual(Int.self))
    #expect(BitwiseEquality.impliesEqual(String.self))
    #expect(BitwiseEquality.impliesEqual(Row.self))
    #expect(BitwiseEquality.impliesEqual([Int: [Row]].self))
    #expect(BitwiseEquality.impliesEqual((Int, String).self))
  }

  @Test func floatsObjectsAndExistentialsDoNot() {
    #expect(!BitwiseEquality.impliesEqual(Double.self))
    #expect(!BitwiseEquality.impliesEqual(Scored.self))
    #expect(!BitwiseEquality.impliesEqual(Measured.self))
    #expect(!BitwiseEquality.impliesEqual(Box.self))
    #expect(!BitwiseEquality.impliesEqual(Holder.self))
    #expect(!BitwiseEquality.impliesEqual(Opaque.self))
    #expect(!BitwiseEquality.impliesEqual(Nested.self))
    #expect(!BitwiseEquality.impliesEqual([Double].self))
  }

  @Test func runsStopAtTheFirstUnequalPair() {
    // Long titles: equal rows whose bits differ (each string stored apart) are compared by `==`.
    let lhs = (0..<1_000).map { "a title stored on the heap, number \($0)" }
    var rhs = (0..<1_000).map { "a title stored on the heap, number \($0)" }
    rhs[700] = "changed"
    let run = lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        BitwiseEquality.run(lhs, 0, rhs, 0, limit: 1_000, bitwise: true, matches: ==)
      }
    }
    #expect(run == 700)
    let backward = lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        BitwiseEquality.run(
          lhs, 1_000, rhs, 1_000, limit: 1_000, bitwise: true, backward: true, matches: ==)
      }
    }
    #expect(backward == 299)
  }
}
