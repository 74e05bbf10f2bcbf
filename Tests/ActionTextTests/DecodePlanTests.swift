import ActionText
import Foundation
import Testing

/// An action whose `init(from:)` reads the JSON shape synthesized `Decodable` reads, but
/// changes what it reads: decoding must keep calling it, never build the case directly.
enum ShoutAction: Decodable, Equatable {
  case say(String)
  case hush

  private enum CodingKeys: String, CodingKey { case say, hush }
  private enum PayloadKeys: String, CodingKey { case _0 }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "one case"))
    }
    switch key {
    case .hush:
      _ = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .hush)
      self = .hush
    case .say:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .say)
      self = .say(try payload.decode(String.self, forKey: ._0).uppercased())
    }
  }
}

/// A synthesized action with a struct payload, an `Optional` one and a nested enum.
private enum PlannedAction: Codable, Equatable {
  case move(Point)
  case label(String?)
  case nested(Inner)
  case reset

  struct Point: Codable, Equatable {
    var x: Int
    var y: Int
  }

  enum Inner: Codable, Equatable {
    case count(Int)
    case name(String)
    case clear
  }
}

@Suite struct DecodePlanTests {
  @Test func keepsCallingAHandWrittenInitFromOnEveryText() throws {
    for word in ["a", "b", "c"] {
      #expect(try ActionText.decode(#"say("\#(word)")"#, as: ShoutAction.self) == .say(word.uppercased()))
    }
    #expect(try ActionText.decode("hush", as: ShoutAction.self) == .hush)
  }

  @Test func buildsSynthesizedCasesAsInitFromDoes() throws {
    // Each text twice and with other payloads: the first decoding learns the case, the others
    // are built from the plan.
    for round in 0..<3 {
      #expect(
        try ActionText.decode("move((x: \(round), y: -\(round)))", as: PlannedAction.self)
          == .move(.init(x: round, y: -round)))
      #expect(try ActionText.decode(#"label("l\#(round)")"#, as: PlannedAction.self) == .label("l\(round)"))
      #expect(try ActionText.decode("label(nil)", as: PlannedAction.self) == .label(nil))
      #expect(try ActionText.decode("nested.count(\(round))", as: PlannedAction.self) == .nested(.count(round)))
      #expect(
        try ActionText.decode(#"nested.name("\#(String(repeating: "long ", count: round * 8))")"#, as: PlannedAction.self)
          == .nested(.name(String(repeating: "long ", count: round * 8))))
      #expect(try ActionText.decode("nested.clear", as: PlannedAction.self) == .nested(.clear))
      #expect(try ActionText.decode("reset", as: PlannedAction.self) == .reset)
    }
  }

  @Test func reportsTheSameErrorsOnceACaseIsPlanned() throws {
    _ = try ActionText.decode("nested.count(1)", as: PlannedAction.self)
    #expect(throws: (any Error).self) {
      try ActionText.decode("nested.count(99999999999999999999)", as: PlannedAction.self)
    }
    #expect(throws: (any Error).self) {
      try ActionText.decode(#"nested.count("x")"#, as: PlannedAction.self)
    }
  }
}

/// A payload whose `init(from:)` keeps the path it was decoded at.
private struct PathProbe: Decodable, Equatable {
  var path: [String]
  var x: Int

  private enum CodingKeys: String, CodingKey { case x }

  init(path: [String], x: Int) {
    self.path = path
    self.x = x
  }

  init(from decoder: any Decoder) throws {
    path = decoder.codingPath.map(\.stringValue)
    x = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .x)
  }
}

private enum PathAction: Decodable, Equatable {
  case probe(PathProbe)
}

@Suite struct DecodePlanPathTests {
  @Test func givesAPayloadTheCodingPathSynthesizedDecodingGives() throws {
    for x in 1...3 {
      #expect(
        try ActionText.decode("probe((x: \(x)))", as: PathAction.self)
          == .probe(PathProbe(path: ["probe", "_0"], x: x)))
    }
  }
}
