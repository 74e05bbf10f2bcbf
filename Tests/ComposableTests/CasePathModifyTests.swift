import Composable
import Testing

private enum Screen: Equatable {
  case counter(Int)
  case settings(name: String)
}

struct CasePathModifyTests {
  @Test func modifiesTheValueInItsCaseAndReturnsTheBodysResult() throws {
    var screen = Screen.counter(1)
    let doubled = try (/Screen.counter).modify(&screen) { count -> Int in
      count += 1
      return count * 2
    }
    #expect(screen == .counter(2))
    #expect(doubled == 4)
  }

  @Test func throwsAndLeavesTheRootAloneInAnotherCase() {
    var screen = Screen.settings(name: "a")
    var ran = false
    #expect(throws: (any Error).self) {
      try (/Screen.counter).modify(&screen) { _ in ran = true }
    }
    #expect(screen == .settings(name: "a"))
    #expect(!ran)
  }
}
