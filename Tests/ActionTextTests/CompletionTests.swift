import ActionText
import Testing

@Suite struct CompletionTests {
  private func complete(_ text: String) -> [String] {
    ActionText.completions(for: text, in: GameAction.self)
  }

  @Test func completesTopLevelCases() {
    #expect(
      complete("") == [
        "counter.", "timer.", "listResult.", "setNavigation(", "alertAction.", "move(x: ", "tag(",
        "rename(name: ", "bulk(", "record(secret: ", "setFilter.", "prioritize(", "scale(",
        "enable(",
        "row(id: ", "scores(", "small(", "reset",
      ])
    #expect(complete("co") == ["counter."])
    #expect(complete("counter") == ["counter."])
    #expect(complete("re") == ["rename(name: ", "record(secret: ", "reset"])
    #expect(complete("RES") == ["reset"])
    #expect(complete("zz") == [])
  }

  @Test func completesNestedCases() {
    #expect(
      complete("counter.") == [
        "counter.increment", "counter.decrement", "counter.setCount(", "counter.playNext",
      ])
    #expect(complete("counter.se") == ["counter.setCount("])
    #expect(complete("alertAction.alertD") == ["alertAction.alertDismiss"])
    #expect(complete("listResult.") == ["listResult.remove(offset: "])
    #expect(complete("setFilter.") == ["setFilter.all", "setFilter.active", "setFilter.completed"])
    #expect(complete(".counter.in") == [".counter.increment"])
    #expect(complete("  timer.st") == ["  timer.start", "  timer.stop"])
    #expect(complete("counter.nothing.") == [])
    #expect(complete("reset.") == [])
  }

  @Test func completesDeeplyNestedCases() {
    #expect(
      ActionText.completions(for: "game.counter.", in: AppAction.self)
        == [
          "game.counter.increment", "game.counter.decrement", "game.counter.setCount(",
          "game.counter.playNext",
        ])
    #expect(ActionText.completions(for: "game.", in: AppAction.self).contains("game.listResult."))
    #expect(
      ActionText.completions(for: "loadable.lo", in: AppAction.self) == [
        "loadable.loading(progress: ", "loadable.loaded(",
      ])
  }

  @Test func completesArgumentLabels() {
    #expect(complete("listResult.remove(") == ["listResult.remove(offset: "])
    #expect(complete("listResult.remove(off") == ["listResult.remove(offset: "])
    #expect(complete(#"tag("a", "#) == [#"tag("a", count: "#])
    #expect(complete(#"tag("a", c"#) == [#"tag("a", count: "#])
    #expect(complete("record(") == ["record(secret: ", "record(guess: "])
    #expect(complete("record(secret: 1, ") == ["record(secret: 1, guess: "])
    #expect(complete("row(") == ["row(id: "])
    #expect(complete("row(id: 1, ") == ["row(id: 1, action: "])
  }

  @Test func completesArgumentValues() {
    #expect(
      complete("row(id: 1, action: .") == [
        "row(id: 1, action: .increment", "row(id: 1, action: .decrement",
        "row(id: 1, action: .setCount(",
        "row(id: 1, action: .playNext",
      ])
    #expect(complete("row(id: 1, action: .pl") == ["row(id: 1, action: .playNext"])
    #expect(complete("enable(") == ["enable(true", "enable(false"])
    #expect(complete("enable(t") == ["enable(true"])
    #expect(complete("setNavigation(") == ["setNavigation(nil"])
    #expect(
      complete("setFilter(.") == ["setFilter(.all", "setFilter(.active", "setFilter(.completed"])
    #expect(complete("prioritize(.h") == ["prioritize(.high"])
  }

  @Test func offersNothingInsideStringsOrAfterTheArguments() {
    #expect(complete(#"counter.setCount("ab"#) == [])
    #expect(complete("counter.increment()") == [])
    #expect(complete("nothing(") == [])
  }
}
