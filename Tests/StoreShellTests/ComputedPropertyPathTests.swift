import Composable
import Foundation
import StoreShell
import Testing

/// Computed properties a state type lists (``ShellComputedProperties``) are read by `state`,
/// `watch` and filters as stored fields are, and refused by name by `set state`; a type that
/// lists none is told how, since reflection sees stored properties only.
@Suite struct ComputedPropertyPathTests {
  struct Item: Codable, Equatable, ShellComputedProperties {
    var price: Int
    var quantity: Int
    var cost: Int { price * quantity }
    static var shellComputedProperties: [String: PartialKeyPath<Item>] { ["cost": \.cost] }
  }

  struct Cart: Codable, Equatable, ShellComputedProperties {
    var items: [Item] = [Item(price: 2, quantity: 1), Item(price: 5, quantity: 3)]
    var pending = 0
    var isLoading: Bool { pending > 0 }
    var total: Int { items.reduce(0) { $0 + $1.cost } }
    static var shellComputedProperties: [String: PartialKeyPath<Cart>] {
      ["isLoading": \.isLoading, "total": \.total]
    }
  }

  /// The same cart, listing nothing.
  struct PlainCart: Codable, Equatable {
    var pending = 0
    var isLoading: Bool { pending > 0 }
  }

  enum CartAction: Codable, Equatable {
    case add(price: Int)
    case load
  }

  static var cart: ShellFeature<Cart, CartAction> {
    ShellFeature(
      name: "cart", initialState: Cart(),
      reducer: Reducer<Cart, CartAction, Void> { state, action, _ in
        switch action {
        case let .add(price): state.items.append(Item(price: price, quantity: 1))
        case .load: state.pending += 1
        }
        return .none
      },
      environment: { _ in })
  }

  private func run(_ session: ShellSession<Cart, CartAction>, _ line: String) -> [String] {
    session.execute(line).lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
  }

  @Test func stateWatchAndFiltersReadListedComputedProperties() {
    let session = ShellSession(feature: Self.cart)
    session.settings.diff = .off
    #expect(run(session, "state total") == ["17"])
    #expect(run(session, "state isLoading") == ["false"])
    #expect(run(session, "state items[1].cost") == ["15"])
    #expect(run(session, "state items[cost > 5].count") == ["1"])
    #expect(session.execute("watch isLoading").error == nil)
    let sent = run(session, "send load")
    #expect(sent.contains { $0.contains("isLoading") && $0.contains("true") }, "\(sent)")
    #expect(session.execute("break when total changes").error == nil)
    let added = run(session, "send add(price: 3)")
    #expect(added.contains { $0.contains("total") && $0.contains("20") }, "\(added)")
  }

  @Test func tabCompletesListedComputedProperties() {
    let session = ShellSession(feature: Self.cart)
    #expect(session.completions(for: "state to", cursor: 8).candidates == ["total"])
    #expect(session.completions(for: "watch items[0].co", cursor: 17).candidates == ["items[0].cost"])
  }

  @Test func setStateRefusesAComputedPropertyByName() throws {
    let session = ShellSession(feature: Self.cart)
    let message = try #require(session.execute("set state total = 3").error?.message)
    #expect(
      message
        == "cannot set total: 'total' is a computed property of Cart, read-only; set the stored fields it is computed from")
    #expect(session.execute("set state items[0].cost = 1").error?.message.contains("'cost' is a computed property of Item") == true)
    #expect(session.state == Cart())
  }

  @Test func aMistypedOrUnlistedNameSaysWhatThereIs() throws {
    let session = ShellSession(feature: Self.cart)
    #expect(
      session.execute("state totl").error?.message
        == "no field 'totl' in Cart; did you mean 'total'?; fields: items, pending; computed: isLoading, total")
    let plain = ShellSession(
      feature: ShellFeature(
        name: "plain", initialState: PlainCart(),
        reducer: Reducer<PlainCart, CartAction, Void> { _, _, _ in .none }, environment: { _ in }))
    #expect(
      plain.execute("state isLoading").error?.message
        == "no field 'isLoading' in PlainCart; fields: pending (a computed property is read once its type lists it: ShellComputedProperties)")
  }
}
