import Testing

@testable import ActionText

@Suite struct SuggestionsTests {
  @Test func suggestsTheClosestNames() {
    #expect(
      Suggestions.closest(to: "incremnt", among: ["increment", "decrement"]) == ["increment"])
    #expect(Suggestions.closest(to: "hepl", among: ["help", "history", "quit"]) == ["help"])
    #expect(Suggestions.closest(to: "STATE", among: ["state", "set"]) == ["state"])
    #expect(Suggestions.closest(to: "x", among: ["help", "quit"]) == [])
    #expect(
      Suggestions.closest(to: "crement", among: ["increment", "decrement"]) == [
        "increment", "decrement",
      ])
    #expect(Suggestions.closest(to: "a", among: ["b", "c", "d", "e"]) == ["b", "c", "d"])
  }

  @Test func phrasesTheSuggestions() {
    #expect(Suggestions.didYouMean([]) == "")
    #expect(Suggestions.didYouMean(["a"]) == "; did you mean 'a'?")
    #expect(Suggestions.didYouMean(["a", "b"]) == "; did you mean 'a' or 'b'?")
    #expect(Suggestions.didYouMean(["a", "b", "c"]) == "; did you mean 'a', 'b' or 'c'?")
  }

  @Test func countsEditsWithTranspositions() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "abc") == 0)
    #expect(distance("abc", "acb") == 1)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("counter", "coutner") == 1)
  }
}
