import ActionText
import Foundation
import Testing

/// The values `ActionText.decode` builds are the ones `JSONDecoder` builds from the JSON the text
/// stands for: the shortcut past JSON text changes nothing.
@Suite struct JSONCompatibilityTests {
  static let texts = [
    "counter.increment", #"counter.setCount("4\"2")"#, "listResult.remove(offset: [0, 2])",
    "setNavigation(nil)", #"setNavigation("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")"#,
    "alertAction.alertDismiss", "move(x: 1, y: 2)", #"tag("é", count: 3)"#, "rename(name: nil)",
    "bulk([])", "record(secret: 1, guess: 2)", "setFilter.completed",
    #"prioritize(.high, at: "2024-01-31T12:00:00.125Z")"#, "scale(-1.25)", "enable(true)",
    "row(id: -9, action: .playNext)", #"scores(["z": 1, "a": 2])"#, "small(-1, 200)", "reset",
  ]

  @Test(arguments: texts)
  func decodesLikeJSONDecoder(_ text: String) throws {
    let json = try ActionText.json(for: text, as: GameAction.self)
    let viaJSON = try JSONDecoder().decode(GameAction.self, from: Data(json.utf8))
    #expect(try ActionText.decode(text, as: GameAction.self) == viaJSON)
  }

  @Test func decodesStructsWithOptionalsLikeJSONDecoder() throws {
    let text = #"save(name: "Ada", tags: ["x"], homepage: "https://a.b/c", born: 1.5)"#
    let json = try ActionText.json(for: text, as: ProfileAction.self)
    let viaJSON = try JSONDecoder().decode(ProfileAction.self, from: Data(json.utf8))
    #expect(try ActionText.decode(text, as: ProfileAction.self) == viaJSON)
  }
}
