@_spi(Reflection) import Swift

/// `BindingAction` in the shape of an enum with one case per `@BindableState` field of `Root`,
/// as synthesized `Codable` would code it: `{"text":{"_0":"Blob"}}`, written
/// `binding.text("Blob")` in the shell. The fields are found at run time
/// (`_forEachFieldWithKeyPath`, the standard library's reflection of stored properties), so a
/// `BindableAction` feature is `Codable` with no code beyond the word `Codable`.
///
/// A decoded action holds the field's stored key path (`\._text`); the reducer's pattern
/// `\.$text` is a computed key path that no stored one equals, so `~=` and `==` ask the field
/// whether a key path writes it (see ``BindingField``).
extension BindingAction: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: BindingFieldKey<Root>.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "Expected one bindable field of \(Root.self): "
            + BindingFieldKey<Root>.allCases.map(\.stringValue).joined(separator: ", ")))
    }
    let sample = CodingUserInfoKey.sample(of: Root.self, in: decoder.userInfo)
    guard let field = BindingField.all(of: Root.self, sample: sample)
      .first(where: { $0.name == key.stringValue })
    else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "\(Root.self) has no @BindableState field \(key.stringValue)"))
    }
    let payload = try container.nestedContainer(keyedBy: BindingPayloadKey.self, forKey: key)
    self = try field.valueType.action(setting: field, from: payload)
  }
}

extension BindingAction: Encodable {
  public func encode(to encoder: any Encoder) throws {
    let sample = CodingUserInfoKey.sample(of: Root.self, in: encoder.userInfo)
    guard let field = field ?? BindingField.all(of: Root.self, sample: sample)
      .first(where: { $0.isWritten(by: keyPath, probe: value) })
    else {
      throw EncodingError.invalidValue(
        self,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "\(keyPath) is not a @BindableState field of \(Root.self)"))
    }
    var container = encoder.container(keyedBy: BindingFieldKey<Root>.self)
    var payload = container.nestedContainer(
      keyedBy: BindingPayloadKey.self, forKey: BindingFieldKey(name: field.name))
    try field.valueType.encode(value, to: &payload)
  }
}

extension BindingAction: CustomReflectable {
  /// An enum case named after the field, carrying the value: what the shell's renderer writes
  /// as `text("Blob")`. A field that can't be named shows as `set: (keyPath, value)`.
  public var customMirror: Mirror {
    let name =
      field?.name
      ?? BindingField.all(of: Root.self, sample: nil)
      .first { $0.isWritten(by: keyPath, probe: value) }?.name
    guard let name else {
      return Mirror(self, children: ["set": (keyPath, value)], displayStyle: .enum)
    }
    return Mirror(self, children: [name: value], displayStyle: .enum)
  }
}

extension CodingUserInfoKey {
  /// A `@Sendable (Any.Type) -> Any?` that gives some valid value of a type, if it can: with it, a
  /// decoded `BindingAction` tells apart `@BindableState` fields of the same type (ActionText
  /// provides one, built from its probing decoder).
  public static let sampleValue = CodingUserInfoKey(rawValue: "sampleValue")!

  /// A value of `type` from the sampler in `userInfo`, if there is one and it can make one.
  static func sample<Root>(of type: Root.Type, in userInfo: [CodingUserInfoKey: Any]) -> Root? {
    (userInfo[.sampleValue] as? @Sendable (Any.Type) -> Any?)?(type) as? Root
  }
}

/// One `@BindableState` field of `Root` whose value is `Codable` and `Equatable`: its name as
/// written (`text` for the storage `_text`), its stored key path and its value's type.
struct BindingField<Root> {
  /// The field's name, without the wrapper's underscore.
  let name: String
  /// The stored key path, `\Root._text`.
  let keyPath: PartialKeyPath<Root>
  /// `BindableState<Value>`, opened through ``CodableBindableState``.
  let valueType: any CodableBindableState.Type
  private let writes: (AnyKeyPath, Any?) -> Bool

  /// Whether writing through `keyPath` sets this field: it is the stored key path, or the only
  /// key path of its type (`\.$text` when `text` is the only bindable `String`), or, tested on a
  /// sample state with two different values (`probe`, the sample's values of this type or one
  /// derived from them), writing through it changes this field.
  func isWritten(by keyPath: AnyKeyPath, probe: Any? = nil) -> Bool {
    keyPath == self.keyPath || writes(keyPath, probe)
  }

  init(
    name: String, keyPath: PartialKeyPath<Root>, valueType: any CodableBindableState.Type,
    writes: @escaping (AnyKeyPath, Any?) -> Bool
  ) {
    self.name = name
    self.keyPath = keyPath
    self.valueType = valueType
    self.writes = writes
  }

  /// The bindable fields of `Root`, in declaration order; `sample` is a state to test key paths on.
  static func all(of root: Root.Type, sample: Root?) -> [BindingField] {
    var stored: [(name: String, keyPath: PartialKeyPath<Root>, type: any CodableBindableState.Type)] =
      []
    _ = _forEachFieldWithKeyPath(of: Root.self, options: []) { name, keyPath in
      if let type = type(of: keyPath).valueType as? any CodableBindableState.Type {
        let name = String(cString: name)
        stored.append((name.hasPrefix("_") ? String(name.dropFirst()) : name, keyPath, type))
      }
      return true
    }
    return stored.map { field in
      let sameType = stored.filter { $0.type == field.type }.map(\.keyPath)
      return field.type.field(
        name: field.name, keyPath: field.keyPath, sameType: sameType, sample: sample)
    }
  }
}

/// `BindableState<Value>` for a `Codable`, `Equatable` value: opens the value type, which a
/// field found at run time only knows as `Any.Type`.
protocol CodableBindableState {
  /// The field at the stored `keyPath` of `Root`; `sameType` are the stored key paths of every
  /// field of this type (this one included).
  static func field<Root>(
    name: String, keyPath: PartialKeyPath<Root>, sameType: [PartialKeyPath<Root>], sample: Root?
  ) -> BindingField<Root>
  /// The action setting `field` to the value in `payload`.
  static func action<Root>(
    setting field: BindingField<Root>, from payload: KeyedDecodingContainer<BindingPayloadKey>
  ) throws -> BindingAction<Root>
  /// Encodes a binding action's value.
  static func encode(_ value: Any, to payload: inout KeyedEncodingContainer<BindingPayloadKey>)
    throws
}

extension BindableState: CodableBindableState where Value: Codable & Equatable {
  static func field<Root>(
    name: String, keyPath: PartialKeyPath<Root>, sameType: [PartialKeyPath<Root>], sample: Root?
  ) -> BindingField<Root> {
    let probe = FieldProbe(
      stored: keyPath as! WritableKeyPath<Root, Self>,
      sameType: sameType.compactMap { $0 as? WritableKeyPath<Root, Self> }, sample: sample)
    return BindingField(name: name, keyPath: keyPath, valueType: Self.self, writes: probe.writes)
  }

  static func action<Root>(
    setting field: BindingField<Root>, from payload: KeyedDecodingContainer<BindingPayloadKey>
  ) throws -> BindingAction<Root> {
    let value = try payload.decode(Value.self, forKey: ._0)
    var action = BindingAction.set(field.keyPath as! WritableKeyPath<Root, Self>, value)
    action.field = field
    return action
  }

  static func encode(_ value: Any, to payload: inout KeyedEncodingContainer<BindingPayloadKey>)
    throws
  {
    guard let value = value as? Value else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: payload.codingPath, debugDescription: "Expected \(Value.self)"))
    }
    try payload.encode(value, forKey: ._0)
  }
}

/// Tells whether a key path writes the stored field `stored`, on a sample state.
private struct FieldProbe<Root, Value: Equatable> {
  let stored: WritableKeyPath<Root, BindableState<Value>>
  /// Every field of this type, `stored` included.
  let sameType: [WritableKeyPath<Root, BindableState<Value>>]
  let sample: Root?

  /// Whether writing through `candidate` sets `stored`: the only key path of this type does;
  /// else two different values (`probe`, the sample's values, or one derived from them) are
  /// written, the first through `stored`, the second through `candidate`, and `stored` read back.
  func writes(_ candidate: AnyKeyPath, _ probe: Any?) -> Bool {
    guard let candidate = candidate as? WritableKeyPath<Root, BindableState<Value>> else {
      return false
    }
    if sameType.count == 1 { return true }
    guard var root = sample else { return false }
    var values = (probe as? Value).map { [$0] } ?? []
    values += sameType.map { root[keyPath: $0].wrappedValue }
    values += values.first.map(differentValues(from:)) ?? []
    guard let first = values.first, let second = values.first(where: { $0 != first }) else {
      return false
    }
    root[keyPath: stored].wrappedValue = first
    root[keyPath: candidate].wrappedValue = second
    return root[keyPath: stored].wrappedValue == second
  }
}

/// Values unlike `value` for common field types, for when every value at hand is equal.
private func differentValues<Value>(from value: Value) -> [Value] {
  let others: [Any] =
    switch value {
    case let bool as Bool: [!bool]
    case let string as String: [string + "·"]
    case let integer as Int: [integer &+ 1]
    case let double as Double: [double + 1]
    default: []
    }
  return others.compactMap { $0 as? Value }
}

/// A bindable field's name as a coding key: the cases of a coded `BindingAction<Root>`, listed
/// by `allCases` so that a decoder that asks (the shell's schema builder) can present each.
struct BindingFieldKey<Root>: CodingKey, CaseIterable {
  let stringValue: String
  var intValue: Int? { nil }

  init(name: String) { self.stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }

  static var allCases: [Self] {
    BindingField.all(of: Root.self, sample: nil).map { Self(name: $0.name) }
  }
}

/// The key of an enum case's unlabelled payload in synthesized `Codable`.
enum BindingPayloadKey: String, CodingKey {
  case _0
}
