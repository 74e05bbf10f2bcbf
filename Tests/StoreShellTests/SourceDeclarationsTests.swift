import XCTest

@testable import StoreShell
@testable import SwiftSource

/// What the exporter reads of a user's declarations: initializers (labels, defaults, `throws`,
/// `init?`, access), nested types, extensions, private setters; never what comments, strings
/// or expressions hold.
final class SourceDeclarationsTests: XCTestCase {
  let source = #"""
    /// A profile. init(fake: Int) in a comment is not an initializer.
    public struct Profile {
      public struct Account {
        public var id: Int
        public private(set) var total = 0
        public init(label: String, id: Int, balance: Int = 0) {}
      }
      var name: String
      let note = "init(nope: 1) { struct Fake {} }"
      private var secret = 1
      init?(_ name: String, rest: [String: Int] = [:]) throws {}
      static let shared = Profile.init("x")
      func make() { struct Local { init(a: Int) {} } }
    }
    extension Profile.Account {
      init(other: Dictionary<String, Int>, closure: @escaping (Int) -> Void) {}
    }
    struct Plain { var x: Int }
    protocol Made { init(made: Int) }
    """#

  func testInitializersAndSettersAreReadFromTheSource() throws {
    let declarations = SourceDeclarations(sources: ["App": source])
    let account = try XCTUnwrap(declarations.type("Profile.Account", in: "App"))
    XCTAssertTrue(account.isPublic)
    XCTAssertEqual(account.unsettable, ["total"])
    XCTAssertEqual(
      account.bodyInitializers,
      [
        .init(
          parameters: [
            .init(label: "label", name: "label"), .init(label: "id", name: "id"),
            .init(label: "balance", name: "balance", defaultText: "0"),
          ],
          isThrowing: false, isFailable: false, isPublic: true, isPrivate: false)
      ])
    XCTAssertEqual(account.extensionInitializers.map { $0.parameters.map(\.name) }, [["other", "closure"]])
    let profile = try XCTUnwrap(declarations.type("Profile", in: "App"))
    XCTAssertEqual(profile.unsettable, ["secret"])
    XCTAssertEqual(
      profile.bodyInitializers,
      [
        .init(
          parameters: [.init(label: nil, name: "name"), .init(label: "rest", name: "rest", defaultText: "[:]")],
          isThrowing: true, isFailable: true, isPublic: false, isPrivate: false)
      ])
    let plain = try XCTUnwrap(declarations.type("Plain", in: "App"))
    XCTAssertTrue(plain.isStruct && plain.bodyInitializers.isEmpty && !plain.isPublic)
    XCTAssertNil(declarations.type("Fake", in: "App"))
    XCTAssertNil(declarations.type("Local", in: "App"))
    XCTAssertNil(declarations.type("Made", in: "App"))
    XCTAssertNil(declarations.type("Profile", in: "Other"))
  }
}
