import Foundation

// Action types mirroring the seeds' features.

enum CounterAction: Codable, Equatable, Sendable {
  case increment, decrement
  case setCount(String)
  case playNext
}
enum TimerAction: Codable, Equatable, Sendable { case start, stop, timeUpdated }
enum GameResultListAction: Codable, Equatable, Sendable { case remove(offset: [Int]) }
enum GameAlertAction: Codable, Equatable, Sendable {
  case alertSaveButtonTapped, alertCancelButtonTapped, alertDismiss
}
struct Point: Codable, Equatable, Sendable {
  var x: Int
  var y: Int
}
struct GameRecord: Codable, Equatable, Sendable {
  var secret: Int
  var guess: Int
}
enum Filter: String, Codable, Equatable, Sendable {
  case all, active
  case completed = "done"
}
enum Priority: Int, Codable, Equatable, Sendable {
  case low = 1
  case high = 10
}

enum GameAction: Codable, Equatable, Sendable {
  case counter(CounterAction)
  case timer(TimerAction)
  case listResult(GameResultListAction)
  case setNavigation(UUID?)
  case alertAction(GameAlertAction)
  case move(Point)
  case tag(String, count: Int)
  case rename(name: String?)
  case bulk([Int])
  case record(GameRecord)
  case setFilter(Filter)
  case prioritize(Priority, at: Date)
  case scale(Double)
  case enable(Bool)
  case row(id: Int, action: CounterAction)
  case scores([String: Int])
  case small(Int8, UInt8)
  case reset
}

/// A generic enum: its case names and payloads come from its generic arguments' metadata.
enum Loadable<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  case idle
  case loading(progress: Double)
  case loaded(Value)
}

/// An indirect (recursive) enum.
indirect enum Expression: Codable, Equatable, Sendable {
  case number(Int)
  case add(Expression, Expression)
  case negate(Expression)
}

/// A recursive enum whose recursive case comes first.
indirect enum Tree: Codable, Equatable, Sendable {
  case node(Tree, Tree)
  case leaf(Int)
}

enum SingleCase: Codable, Equatable, Sendable { case only }

enum AppAction: Codable, Equatable, Sendable {
  case game(GameAction)
  case loadable(Loadable<String>)
  case expression(Expression)
  case tree(Tree)
  case single(SingleCase)
  case rows(RowCollection)
  case identifier(Identifier)
}

/// A collection that decodes like `IdentifiedArray`: an unkeyed container read to its end.
struct RowCollection: Codable, Equatable, Sendable {
  var rows: [Point]
  init(rows: [Point]) { self.rows = rows }
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var rows: [Point] = []
    while !container.isAtEnd { rows.append(try container.decode(Point.self)) }
    self.rows = rows
  }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for row in rows { try container.encode(row) }
  }
}

/// A wrapper decoded from a single value, like `Tagged`.
struct Identifier: Codable, Equatable, Sendable, RawRepresentable {
  var rawValue: String
}

/// A form's actions: `binding` can't be written with a key path.
enum FormAction: Codable, Equatable, Sendable {
  case binding(String, Bool)
  case submit
}

/// Struct fields of optional and nested types.
struct Profile: Codable, Equatable, Sendable {
  var name: String
  var nickname: String?
  var tags: Set<String>
  var homepage: URL?
  var born: Date
}

enum ProfileAction: Codable, Equatable, Sendable {
  case save(Profile)
  case setAvatar(Data)
  case setWeight(Decimal)
  case setRatio(Float)
  case setLimits([Int: String])
  case large(LargeEnum)
  case `default`
}

/// An enum whose `CodingKeys` rename its cases.
enum RenamedAction: Codable, Equatable, Sendable {
  case start
  case setSpeed(Int)
  enum CodingKeys: String, CodingKey {
    case start = "begin"
    case setSpeed = "speed"
  }
}
