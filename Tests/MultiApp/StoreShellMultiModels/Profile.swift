/// A user's profile, as an app's model module declares it: public, with an explicit
/// initializer that checks its input (so it throws) and defaults its accounts.
public struct Profile: Equatable, Codable, Sendable {
  /// One account of a profile: a type nested in `Profile`.
  public struct Account: Equatable, Codable, Identifiable, Sendable {
    /// The account's number.
    public var id: Int
    /// Its name, as the user set it.
    public var label: String
    /// What it holds.
    public var balance: Int

    /// Parameters in another order than the properties, the balance defaulted.
    public init(label: String, id: Int, balance: Int = 0) {
      self.id = id
      self.label = label
      self.balance = balance
    }
  }

  /// The user's name.
  public var name: String
  /// The brand the profile belongs to.
  public var brand: Brand
  /// The user's accounts.
  public var accounts: [Account]

  /// A profile; an empty name is refused.
  public init(name: String, brand: Brand, accounts: [Account] = []) throws {
    guard !name.isEmpty else { throw LoadError.invalidName }
    self.name = name
    self.brand = brand
    self.accounts = accounts
  }
}
