@testable import ActionText
import Foundation
import Testing

/// Actions three enum levels deep ending in a string, beside cases no text plan covers.
private enum ShelfAction: Codable, Equatable {
  case book(BookAction)
  case note(String)
  case rename(name: String?)
  case pick(UUID)

  enum BookAction: Codable, Equatable {
    case chapter(ChapterAction)
    case title(String)
  }

  enum ChapterAction: Codable, Equatable {
    case heading(String)
    case clear
  }
}

@Suite struct DecodeTextPlanTests {
  /// Texts that differ only in a string's contents give the values the full decoding gives,
  /// escapes, other literals and other payload types included.
  @Test func decodesWhatTheFullPathDecodes() throws {
    let cases: [(String, ShelfAction)] = [
      (#"book.chapter.heading("One")"#, .book(.chapter(.heading("One")))),
      (#"book.chapter.heading("Two words")"#, .book(.chapter(.heading("Two words")))),
      (#"book.chapter.heading("")"#, .book(.chapter(.heading("")))),
      (#"book.chapter.heading("tab\there")"#, .book(.chapter(.heading("tab\there")))),
      (#"book.chapter.heading("quote \" in")"#, .book(.chapter(.heading("quote \" in")))),
      (#"book.chapter.heading("émoji 😀")"#, .book(.chapter(.heading("émoji 😀")))),
      (#"book.chapter.heading( "spaced" )"#, .book(.chapter(.heading("spaced")))),
      (#"book.title("Three")"#, .book(.title("Three"))),
      (#"note("a")"#, .note("a")),
      (#"note("b")"#, .note("b")),
      (#"rename(name: "Ada")"#, .rename(name: "Ada")),
      (#"rename(name: "Bo")"#, .rename(name: "Bo")),
      (#"pick("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")"#,
       .pick(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)),
      (#"pick("deadbeef-dead-beef-dead-beefdeadbee0")"#,
       .pick(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEE0")!)),
      ("book.chapter.clear", .book(.chapter(.clear))),
    ]
    for round in 0..<3 {
      for (text, expected) in cases {
        #expect(try ActionText.decode(text, as: ShelfAction.self) == expected, "round \(round): \(text)")
      }
    }
  }

  @Test func keepsTheCasesOfAShapeOnceDecodedByPlan() throws {
    _ = try ActionText.decode(#"book.chapter.heading("learn")"#, as: ShelfAction.self)
    #expect(
      DecodePlans.shared.decodeText(#"book.chapter.heading("known")"#, as: ShelfAction.self)
        == .book(.chapter(.heading("known"))))
    // Not by shape: an escape, a second literal, a number, another spacing never seen.
    #expect(DecodePlans.shared.decodeText(#"book.chapter.heading("a\nb")"#, as: ShelfAction.self) == nil)
    #expect(DecodePlans.shared.decodeText(#"book.chapter.heading("a", "b")"#, as: ShelfAction.self) == nil)
    #expect(DecodePlans.shared.decodeText("book.chapter.heading(5)", as: ShelfAction.self) == nil)
    #expect(DecodePlans.shared.decodeText(#"book.chapter.heading ("x")"#, as: ShelfAction.self) == nil)
    // A payload that is no `String` (an optional one, a UUID) is not kept.
    _ = try ActionText.decode(#"pick("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")"#, as: ShelfAction.self)
    #expect(
      DecodePlans.shared.decodeText(#"pick("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEE1")"#, as: ShelfAction.self)
        == nil)
  }

  @Test func leavesAHandWrittenInitFromToDecodeEveryText() throws {
    for word in ["quiet", "still"] {
      #expect(try ActionText.decode(#"say("\#(word)")"#, as: ShoutAction.self) == .say(word.uppercased()))
    }
    #expect(DecodePlans.shared.decodeText(#"say("x")"#, as: ShoutAction.self) == nil)
  }

  @Test func scansOneStringLiteralWithoutEscapesOrNumbers() {
    func scan(_ text: String) -> String? {
      var text = text
      return text.withUTF8 { bytes in
        DecodePlans.scan(bytes).map { String(decoding: $0.shape, as: UTF8.self) }
      }
    }
    #expect(scan(#"a.b("xyz")"#) == #"a.b("")"#)
    #expect(scan(#"level2.tap("x")"#) == #"level2.tap("")"#)
    #expect(scan("a.b") == nil)
    #expect(scan(#"a("x", count: 1)"#) == nil)
    #expect(scan(#"a("x\"y")"#) == nil)
    #expect(scan(#"a("x", "y")"#) == nil)
    #expect(scan(#"a("unclosed)"#) == nil)
  }
}
