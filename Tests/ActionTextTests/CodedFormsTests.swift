import Foundation
import Testing

@testable import ActionText

/// Values whose coded form differs from their Swift form (custom `CodingKeys`, a nested keyed
/// container) type back in both: as the shell echoes them and as `state` dumps them.
@Suite struct CodedFormsTests {
  struct Product: Codable, Equatable {
    var name: String
    var image: URL
    var sizes: [Int]
    enum CodingKeys: String, CodingKey {
      case name
      case image = "imageString"
      case sizes = "available_sizes"
    }
  }

  /// A person coded with its name in a nested container: `{"name": {"firstName": …}, "age": …}`.
  struct Person: Codable, Equatable {
    var firstName: String
    var lastName: String
    var age: Int
    enum CodingKeys: String, CodingKey { case name, age }
    enum NameKeys: String, CodingKey { case firstName, lastName }

    init(firstName: String, lastName: String, age: Int) {
      self.firstName = firstName
      self.lastName = lastName
      self.age = age
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let name = try container.nestedContainer(keyedBy: NameKeys.self, forKey: .name)
      firstName = try name.decode(String.self, forKey: .firstName)
      lastName = try name.decode(String.self, forKey: .lastName)
      age = try container.decode(Int.self, forKey: .age)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      var name = container.nestedContainer(keyedBy: NameKeys.self, forKey: .name)
      try name.encode(firstName, forKey: .firstName)
      try name.encode(lastName, forKey: .lastName)
      try container.encode(age, forKey: .age)
    }
  }

  enum Action: Codable, Equatable {
    case show(Product)
    case greet(Person)
  }

  private func decode(_ text: String) throws -> Action { try ActionText.decode(text, as: Action.self) }

  @Test func customCodingKeysReadBothWays() throws {
    let product = Action.show(
      Product(name: "Cap", image: URL(string: "https://example.com/cap.png")!, sizes: [1, 2]))
    let echo = ActionText.render(product)
    #expect(try decode(echo) == product, "\(echo)")
    for text in [
      #"show(Product(name: "Cap", image: "https://example.com/cap.png", sizes: [1, 2]))"#,
      #"show(Product(name: "Cap", imageString: "https://example.com/cap.png", available_sizes: [1, 2]))"#,
      #"show(Product(name: "Cap", image: URL(https://example.com/cap.png), sizes: [1, 2]))"#,
    ] {
      #expect((try? decode(text)) == product, "\(text)")
    }
  }

  @Test func aNestedContainersEchoAndDumpTypeBack() throws {
    let person = Action.greet(Person(firstName: "Ana", lastName: "Lima", age: 30))
    let echo = ActionText.render(person)
    #expect(try decode(echo) == person, "\(echo)")
    for text in [
      #"greet(Person(name: (firstName: "Ana", lastName: "Lima"), age: 30))"#,
      #"greet(Person(firstName: "Ana", lastName: "Lima", age: 30))"#,
      #"greet(Person(age: 30, lastName: "Lima", firstName: "Ana"))"#,
    ] {
      #expect((try? decode(text)) == person, "\(text)")
    }
    // A field of the nested container left out is named, in one line.
    #expect(throws: (any Error).self) { try decode(#"greet(Person(firstName: "Ana", age: 30))"#) }
  }
}

/// An enum decoded by hand in the shape synthesized `Codable` gives one
/// (`{"success":{"_0":true}}`), its case chosen by asking which key is there, as apps that make
/// `Result` `Codable` write it (not `Result` itself here: a conformance would reach every test
/// of the process).
enum Outcome<Success: Decodable & Equatable, Failure: Decodable & Equatable>: Decodable, Equatable {
  case success(Success)
  case failure(Failure)

  private enum CaseKeys: String, CodingKey { case success, failure }
  private enum PayloadKeys: String, CodingKey { case _0 }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CaseKeys.self)
    if container.contains(.success) {
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .success)
      self = .success(try payload.decode(Success.self, forKey: ._0))
    } else {
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .failure)
      self = .failure(try payload.decode(Failure.self, forKey: ._0))
    }
  }
}

@Suite struct ResultPayloadTests {
  enum SaveError: Error, Codable, Equatable { case diskFull, denied }

  enum Action: Decodable, Equatable {
    case saved(Outcome<Bool, SaveError>)
  }

  @Test func anEnumChoosingItsCaseByContainsIsTypedAsItsCases() throws {
    #expect(
      ActionSchema.of(Action.self).signatures
        == ["saved.success(_: Bool)", "saved.failure.diskFull", "saved.failure.denied"])
    #expect(try ActionText.decode("saved(.success(true))", as: Action.self) == .saved(.success(true)))
    #expect(try ActionText.decode("saved.failure(.diskFull)", as: Action.self) == .saved(.failure(.diskFull)))
    #expect(
      try ActionText.decode("saved(.failure(SaveError.denied))", as: Action.self) == .saved(.failure(.denied)))
    #expect(ActionText.render(Action.saved(.success(false))) == "saved.success(false)")
  }
}
