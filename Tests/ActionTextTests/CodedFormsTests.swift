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
