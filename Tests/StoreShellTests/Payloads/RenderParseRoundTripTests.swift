@testable import ActionText
import StoreShellCaseStudies
import Composable
import StoreShellExamples
import XCTest

/// What the shell prints parses back: for every demo action type, random actions (every case,
/// random payloads built from the type's schema) are rendered, parsed, decoded and compared
/// with the original.
final class RenderParseRoundTripTests: XCTestCase {
  func testEveryDemoActionRendersToTextThatDecodesToTheSameAction() throws {
    let generator = RandomSource(seed: 0x5EED)
    var checked = 0
    checked += try roundTrips(GameAction.self, generator)
    checked += try roundTrips(AppAction.self, generator)
    checked += try roundTrips(SampleTextAction.self, generator)
    checked += try roundTrips(BindingCounterAction.self, generator)
    checked += try roundTrips(TimerAction.self, generator)
    checked += try roundTrips(TodosAction.self, generator)
    checked += try roundTrips(SearchAction.self, generator)
    checked += try roundTrips(SettingsAction.self, generator)
    checked += try roundTrips(StopwatchAction.self, generator)
    checked += try roundTrips(PlaylistAction.self, generator)
    checked += try roundTrips(DraftAction.self, generator)
    checked += try roundTrips(CartAction.self, generator)
    checked += try roundTrips(LoginAction.self, generator)
    XCTAssertGreaterThan(checked, 2_000)
  }

  /// Renders, parses and decodes `rounds` random values of each case of `Action`; returns how
  /// many were checked.
  private func roundTrips<Action: Codable & Equatable>(
    _ type: Action.Type, _ generator: RandomSource, rounds: Int = 40
  ) throws -> Int {
    let schema = ActionSchema.of(type)
    var random = RandomEncodedValues(schema: schema, generator: generator)
    var checked = 0
    for _ in 0..<rounds * max(1, schema.actions.count) {
      let encoded = random.value(schema.root, depth: 0)
      guard let action = try? EncodedValueDecoder.decode(type, from: encoded) else { continue }
      let text = ActionText.render(action)
      do {
        let decoded = try ActionText.decode(text, as: type)
        XCTAssertEqual(decoded, action, "\(Action.self): \(text)")
      } catch {
        XCTFail("\(Action.self): \(text) does not parse back: \(error)")
      }
      checked += 1
    }
    XCTAssertGreaterThan(checked, 0, "\(Action.self): no value could be built")
    return checked
  }
}

/// An action whose payload's coding keys differ from its Swift names: echoed with the Swift
/// names; both the names and the keys parse.
final class CodingKeysEchoTests: XCTestCase {
  struct Forecast: Equatable, Codable {
    var temperatureMax: Double
    var isDaytime: Bool
    enum CodingKeys: String, CodingKey {
      case temperatureMax = "temperature_2m_max"
      case isDaytime = "is_day"
    }
  }

  enum Action: Equatable, Codable {
    case forecastResponse(TaskResult<Forecast>)
    case show(forecast: Forecast)
  }

  func testAPayloadWithCodingKeysIsEchoedAsItIsTyped() throws {
    let action = Action.forecastResponse(.success(Forecast(temperatureMax: 21.5, isDaytime: true)))
    let text = ActionText.render(action)
    XCTAssertEqual(text, "forecastResponse.success(temperatureMax: 21.5, isDaytime: true)")
    XCTAssertEqual(try ActionText.decode(text, as: Action.self), action)
    // The Swift names are accepted too, in any mix with the keys.
    XCTAssertEqual(
      try ActionText.decode(
        "forecastResponse.success(temperature_2m_max: 21.5, is_day: true)", as: Action.self),
      action)
    XCTAssertEqual(
      try ActionText.decode(
        "forecastResponse.success(temperatureMax: 21.5, is_day: true)", as: Action.self),
      action)
    XCTAssertEqual(
      try ActionText.decode(
        "forecastResponse(.success((temperatureMax: 21.5, isDaytime: true)))", as: Action.self),
      action)
    let show = Action.show(forecast: Forecast(temperatureMax: -3, isDaytime: false))
    XCTAssertEqual(try ActionText.decode(ActionText.render(show), as: Action.self), show)
  }
}

/// Random `EncodedValue`s of the shapes a schema describes: strings with quotes, escapes and
/// non-ASCII text, integers across each type's range, finite doubles, optionals, collections.
struct RandomEncodedValues {
  let schema: ActionSchema
  /// Seeded, so a failure reproduces.
  var generator: RandomSource

  mutating func value(_ shape: ValueShape, depth: Int) -> EncodedValue {
    switch shape {
    case .string: return .string(string())
    case .bool: return .bool(Bool.random(using: &generator))
    case .integer(let kind):
      let limit = min(kind.positiveLimit, 1 << 40)
      let magnitude = UInt64.random(in: 0...limit, using: &generator)
      if kind.negativeLimit > 0, Bool.random(using: &generator) { return .integer(-Int64(magnitude)) }
      return .unsignedInteger(magnitude)
    case .floatingPoint:
      return .floatingPoint(
        [0, 1, -2.5, 0.1, 1e-7, 123_456.789, Double.random(in: -1e6...1e6, using: &generator)]
          .randomElement(using: &generator)!)
    case .decimal: return .decimal(Decimal(Int.random(in: -999...999, using: &generator)) / 100)
    case .uuid: return .string(UUID(uuid: randomUUIDBytes()).uuidString)
    case .date: return .floatingPoint(Double(Int.random(in: -1_000_000...1_000_000_000, using: &generator)))
    case .url: return .string("https://example.com/\(Int.random(in: 0...99, using: &generator))?q=a%20b")
    case .data: return .string(Data((0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }).base64EncodedString())
    case .indexSet:
      return .array(Set((0..<3).map { _ in Int.random(in: 0...20, using: &generator) }).sorted().map { .integer(Int64($0)) })
    case .optional(let wrapped):
      return Bool.random(using: &generator) ? .null : value(wrapped, depth: depth)
    case .array(let element):
      guard depth <= 3 else { return .array([]) }
      return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(element, depth: depth + 1) })
    case .dictionary(let integerKeys, let element):
      guard depth <= 3 else { return .object([]) }
      return .object(
        (0..<Int.random(in: 0...2, using: &generator)).map { index in
          .init(key: integerKeys ? String(index) : "k\(index)", value: value(element, depth: depth + 1))
        })
    case .named(let index): return named(index, depth: depth)
    case .unknown: return .null
    }
  }

  private mutating func named(_ index: Int, depth: Int) -> EncodedValue {
    switch schema.types[index].kind {
    case .enumeration(let info):
      let cases = depth > 3 ? info.cases.filter { $0.payload.fieldList.isEmpty } : info.cases
      guard let chosen = (cases.isEmpty ? info.cases : cases).randomElement(using: &generator) else {
        return .null
      }
      switch chosen.payload {
      case .direct(let shape): return .object([.init(key: chosen.key, value: value(shape, depth: depth + 1))])
      case .fields(let fields, _):
        return .object([.init(key: chosen.key, value: object(fields, depth: depth + 1))])
      }
    case .rawEnumeration(let cases):
      return cases.randomElement(using: &generator)?.rawValue ?? .null
    case .structure(let fields, _): return object(fields, depth: depth + 1)
    case .wrapper(let shape): return value(shape, depth: depth + 1)
    case .sequence(let element):
      return .array((0..<Int.random(in: 0...2, using: &generator)).map { _ in value(element, depth: depth + 1) })
    case .tuple(let shapes): return .array(shapes.map { value($0, depth: depth + 1) })
    case .opaque: return .null
    }
  }

  private mutating func object(_ fields: [FieldInfo], depth: Int) -> EncodedValue {
    .object(fields.map { .init(key: $0.key, value: value($0.shape, depth: depth)) })
  }

  private mutating func string() -> String {
    let pieces = ["a", "Blob", " ", "\"", "\\", "\n", "\t", "é", "日本", "🙂", "(", ")", ",", ".", "$0", "\u{7}"]
    return (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  private mutating func randomUUIDBytes() -> uuid_t {
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    return (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes.removeLast())
  }
}
