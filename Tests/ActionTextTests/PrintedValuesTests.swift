import Foundation
import Testing

@testable import ActionText

/// What the shell prints reads back as input: `UUID(…)` and `Date(…)` as custom-dump prints
/// them and as exported tests write them, types named before their values (nested, qualified,
/// `.init`), single-value types by their one value, arrays as custom-dump dumps them.
@Suite struct PrintedValuesTests {
  enum Holder {
    struct Account: Codable, Equatable {
      var id: Int
      var label: String
    }
  }

  struct Brand: Codable, Equatable {
    var name: String
    init(_ name: String) { self.name = name }
    init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    }
  }

  enum LoadError: Codable, Equatable {
    case notFound(id: Int)
    case offline
  }

  enum Action: Codable, Equatable {
    case node(id: UUID)
    case saved(at: Date)
    case account(Holder.Account)
    case accounts([Holder.Account])
    case brand(Brand)
    case failed(LoadError)
    case pair(Int, String)
  }

  private func decode(_ text: String) throws -> Action { try ActionText.decode(text, as: Action.self) }

  @Test func uuidsAndDatesReadAsPrinted() throws {
    let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
    for text in [
      "node(id: UUID(00000000-0000-0000-0000-0000000000AA))",
      #"node(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!)"#,
      #"node(id: UUID("00000000-0000-0000-0000-0000000000aa"))"#,
    ] {
      #expect(try decode(text) == .node(id: id), "\(text)")
    }
    let date = Date(timeIntervalSince1970: 3.1)
    #expect(try decode("saved(at: Date(1970-01-01T00:00:03.100Z))") == .saved(at: date))
    #expect(try decode("saved(at: Date(timeIntervalSince1970: 3.1))") == .saved(at: date))
  }

  @Test func typesNamedBeforeTheirValues() throws {
    let account = Holder.Account(id: 1, label: "Main")
    for text in [
      #"account(Account(id: 1, label: "Main"))"#,
      #"account(Holder.Account(id: 1, label: "Main"))"#,
      #"account(PrintedValuesTests.Holder.Account(id: 1, label: "Main"))"#,
      #"account(.init(id: 1, label: "Main"))"#,
      #"account(Holder.Account.init(id: 1, label: "Main"))"#,
    ] {
      #expect(try decode(text) == .account(account), "\(text)")
    }
    #expect(try decode(#"brand(Brand("Acme"))"#) == .brand(Brand("Acme")))
    #expect(try decode(#"brand(Brand(name: "Acme"))"#) == .brand(Brand("Acme")))
    #expect(try decode("failed(LoadError.notFound(id: 7))") == .failed(.notFound(id: 7)))
    #expect(try decode("failed(PrintedValuesTests.LoadError.offline)") == .failed(.offline))
    #expect(try decode("Action.failed(.offline)") == .failed(.offline))
    #expect(try decode(#"pair(_: 1, _: "a")"#) == .pair(1, "a"))
  }

  @Test func arraysReadAsCustomDumpPrintsThem() throws {
    let text = """
      accounts([
        [0]: Holder.Account(
          id: 1,
          label: "Main"
        ),
        [1]: Holder.Account(id: 2, label: "Daily")
      ])
      """
    #expect(
      try decode(text) == .accounts([.init(id: 1, label: "Main"), .init(id: 2, label: "Daily")]))
  }

  @Test func aWrongTypeNameIsStillRefused() {
    #expect(throws: ActionTextError.self) { try decode(#"account(Other(id: 1, label: "Main"))"#) }
    #expect(throws: ActionTextError.self) { try decode("node(id: UUID(123))") }
  }
}
