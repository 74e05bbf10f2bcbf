import StoreShellExamples
import Foundation
@testable import StoreShell
import Testing

/// The session emits typed events to one sink; the sinks render them.
@Suite struct ShellEventTests {
  /// Collects what a session hands its sink.
  final class Collector: ShellEventSink {
    var events: [ShellEvent] = []
    var lines: [OutputLine] = []
    func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
      events.append(event)
      self.lines += lines
    }
  }

  @Test func aSinkGetsEachTopLevelEventOnceWithTheLinesOfTheResult() {
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    let alone = ShellSession(feature: ShellFeature(GameFeature.self))
    let sink = Collector()
    session.sink = sink
    let result = session.execute("send counter.increment")
    #expect(sink.lines.splittingBlocks == alone.execute("send counter.increment").lines)
    // Streamed: a result whose lines a sink took keeps none of them.
    #expect(result.lines.isEmpty)
    #expect(sink.events.map(JSONEventWriter.name(of:)) == ["sent", "effects", "end"])
    session.settings.echo = true
    _ = session.execute("send counter.decrement")
    #expect(
      sink.events.suffix(4).map(JSONEventWriter.name(of:)) == ["echo", "sent", "effects", "end"])
    session.settings.echo = false
    let error = session.execute("send counter.incremnt")
    #expect(sink.lines.splittingBlocks.suffix(1) == alone.execute("send counter.incremnt").lines)
    #expect(error.error != nil && error.printedError)
  }

  @Test func withoutASinkAResultKeepsItsLines() {
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    let result = session.execute("send counter.increment")
    #expect(result.lines.first?.text == "→ counter.increment")
    #expect(result.lines.last?.text == "effects: none in flight")
  }

  @Test func jsonStringsAreEscaped() throws {
    let text = "quote \" backslash \\ tab \t newline \n bell \u{7} é 🎉 \u{2028}"
    let quoted = JSONObject.quoted(text)
    #expect(!quoted.contains("\n") && !quoted.contains("\t") && !quoted.contains("\u{7}"))
    let decoded = try JSONSerialization.jsonObject(
      with: Data("[\(quoted)]".utf8)) as? [String]
    #expect(decoded == [text])
  }

  @Test func jsonObjectsKeepTheirFieldOrder() {
    var object = JSONObject(event: "sent")
    object.add("action", "counter.increment")
    object.add("line", 3)
    #expect(object.text == #"{"v":1,"event":"sent","action":"counter.increment","line":3}"#)
  }
}
