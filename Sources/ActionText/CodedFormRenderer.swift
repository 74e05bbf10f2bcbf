import Foundation

/// Writes an `Encodable` action from its coded form (the JSON its `encode(to:)` writes), guided
/// by the schema: the text names exactly what the action's `init(from:)` reads back, whatever
/// its Swift shape. `ActionText.render` uses it when the text read from the value by `Mirror`
/// does not parse back: a payload with custom `CodingKeys` (`temperature_2m_max` for
/// `temperatureMax`), or a hand-written `Codable` that codes a value differently (an error as
/// its code).
///
/// Why JSON: Foundation's `JSONEncoder` is the encoder every `Encodable` type supports; the
/// rendering is driven by the schema's shapes, so the number kinds JSON forgets don't matter.
struct CodedFormRenderer {
  let schema: ActionSchema

  /// The text of `action` from its coded form, or `nil` when some part can't be written.
  func renderAction(_ action: any Encodable) -> String? {
    let encoder = JSONEncoder()
    encoder.userInfo[EncodedValueDecoder.sampleValueKey] = SchemaBuilder.sampler
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(action),
      let json = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    else { return nil }
    if case .named(let index) = schema.root, schema.types[index].enumeration != nil {
      return renderCase(json, of: index, isAction: true)
    }
    return render(json, as: schema.root)
  }

  private func render(_ json: Any, as shape: ValueShape) -> String? {
    switch shape {
    case .string, .uuid, .url, .data:
      return (json as? String).map(ActionRenderer.quoted)
    case .bool:
      return (json as? Bool).map { $0 ? "true" : "false" }
    case .integer, .decimal:
      return (json as? NSNumber)?.stringValue
    case .floatingPoint:
      switch json {
      case let text as String:
        return ["inf": ".infinity", "-inf": "-.infinity", "nan": ".nan"][text]
      case let number as NSNumber:
        return ActionRenderer.floatingPointText(
          number.doubleValue, description: number.doubleValue.description)
      default: return nil
      }
    case .date:
      return (json as? NSNumber).map {
        DateText.literal(Date(timeIntervalSinceReferenceDate: $0.doubleValue))
      }
    case .optional(let wrapped):
      return json is NSNull ? "nil" : render(json, as: wrapped)
    case .array(let element):
      return renderElements(json, as: element)
    case .dictionary(let integerKeys, let valueShape):
      guard let members = json as? [String: Any] else { return nil }
      guard !members.isEmpty else { return "[:]" }
      var entries: [String] = []
      for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        guard let text = render(value, as: valueShape) else { return nil }
        entries.append((integerKeys ? key : ActionRenderer.quoted(key)) + ": " + text)
      }
      return "[" + entries.joined(separator: ", ") + "]"
    case .named(let index):
      return render(json, asType: index)
    case .indexSet, .unknown:
      return nil
    }
  }

  private func render(_ json: Any, asType index: Int) -> String? {
    switch schema.types[index].kind {
    case .enumeration:
      return renderCase(json, of: index, isAction: false).map { "." + $0 }
    case .rawEnumeration(let cases):
      return cases.first { render(json, asRaw: $0.rawValue) }.map { "." + $0.name }
    case .structure(let fields, _):
      return arguments(json, fields).map { "(" + $0 + ")" }
    case .wrapper(let inner):
      return render(json, as: inner)
    case .sequence(let element):
      return renderElements(json, as: element)
    case .tuple(let shapes):
      guard let elements = json as? [Any], elements.count == shapes.count else { return nil }
      let texts = zip(elements, shapes).compactMap { render($0, as: $1) }
      return texts.count == shapes.count ? "[" + texts.joined(separator: ", ") + "]" : nil
    case .opaque:
      return nil
    }
  }

  /// `setCount("42")`, `counter.increment`: the case the object's one key names.
  private func renderCase(_ json: Any, of index: Int, isAction: Bool) -> String? {
    guard let info = schema.types[index].enumeration, let object = json as? [String: Any],
      object.count == 1, let (key, payload) = object.first,
      let caseInfo = info.cases.first(where: { $0.key == key })
    else { return nil }
    if isAction, let nested = schema.nestedEnumeration(of: caseInfo) {
      let inner = (payload as? [String: Any])?["_0"]
      return inner.flatMap { renderCase($0, of: nested, isAction: true) }
        .map { caseInfo.name + "." + $0 }
    }
    let fields = caseInfo.payload.fieldList
    guard !fields.isEmpty else { return caseInfo.name }
    var arguments = payload
    if case .direct = caseInfo.payload { arguments = ["_0": payload] }
    // One unlabelled struct is written as its fields, as `ActionRenderer` does.
    if fields.count == 1, fields[0].label == nil, case .named(let index) = fields[0].shape,
      case .structure(let structFields, _) = schema.types[index].kind, !structFields.isEmpty,
      let value = (arguments as? [String: Any])?["_0"], let text = self.arguments(value, structFields)
    {
      return caseInfo.name + "(" + text + ")"
    }
    return self.arguments(arguments, fields).map { caseInfo.name + "(" + $0 + ")" }
  }

  /// `id: 2, title: "a"`, or the values alone for positional fields (`_0`).
  private func arguments(_ json: Any, _ fields: [FieldInfo]) -> String? {
    guard let object = json as? [String: Any] else { return nil }
    var arguments: [String] = []
    for field in fields {
      let value = object[field.key] ?? NSNull()
      guard let text = value is NSNull && field.isOptional ? "nil" : render(value, as: field.shape)
      else { return nil }
      arguments.append((field.label.map { "\($0): " } ?? "") + text)
    }
    return arguments.joined(separator: ", ")
  }

  private func renderElements(_ json: Any, as element: ValueShape) -> String? {
    guard let elements = json as? [Any] else { return nil }
    let texts = elements.compactMap { render($0, as: element) }
    return texts.count == elements.count ? "[" + texts.joined(separator: ", ") + "]" : nil
  }

  private func render(_ json: Any, asRaw raw: EncodedValue) -> Bool {
    switch raw {
    case .string(let string): (json as? String) == string
    case .bool(let bool): (json as? Bool) == bool
    case .integer(let integer): (json as? NSNumber)?.int64Value == integer
    case .unsignedInteger(let integer): (json as? NSNumber)?.uint64Value == integer
    case .floatingPoint(let double): (json as? NSNumber)?.doubleValue == double
    default: false
    }
  }
}
