/// Actions from text for any `Decodable` action type, with no code generation or annotation.
///
/// The syntax is Swift's, as a case path with arguments: `counter.increment`,
/// `counter.setCount("42")`, `listResult.remove(offset: [0, 2])`, `setNavigation(nil)`,
/// `move((x: 1, y: 2))`. Literals: strings with escapes, integers, floats, `true`/`false`, `nil`,
/// arrays, dictionaries, labelled tuples for structs; UUIDs, URLs and dates as strings.
///
/// Dates are ISO 8601 in UTC (`"2024-01-31T12:00:00Z"`, `"2024-01-31T12:00:00.250Z"`, or a date
/// alone); a number where a date is expected counts seconds since 1970. `render` writes dates the
/// same way (as a number only when milliseconds can't reproduce the date exactly).
///
/// The text is checked against the type's schema (see `ActionSchema`) before decoding, so a
/// mistake gets a one-line message with its column, and the value is then built by the type's
/// own `init(from:)`, from the JSON shape synthesized `Codable` uses (see `json(for:as:)`).
public enum ActionText {
  /// The action a text names.
  ///
  /// - Throws: `ActionTextError` with a one-line message and the column of the problem.
  public static func decode<Action: Decodable>(
    _ text: String, as type: Action.Type = Action.self
  ) throws(ActionTextError) -> Action {
    // A case path alone (`counter.increment`) names one value: decoded once (`PlainCaseCache`).
    let isPlain = PlainCaseCache.isPlain(text, of: type)
    if isPlain, let known = PlainCaseCache.shared.value(for: text, as: type) { return known }
    // A text of a shape decoded by plan before, differing only in a string's contents.
    if !isPlain, let known = DecodePlans.shared.decodeText(text, as: type) { return known }
    let encoded = try encodedValue(text, schema: ActionSchema.of(type))
    let action: Action
    do {
      // Synthesized decoding of an enum case, done directly when learned (`DecodePlans`).
      if let planned = DecodePlans.shared.decode(type, from: encoded) {
        action = planned
        DecodePlans.shared.learnText(text, as: type, from: encoded)
      } else {
        action = try EncodedValueDecoder.decode(type, from: encoded)
      }
    } catch {
      throw ActionTextError(decoding: error, typeName: String(describing: type))
    }
    if isPlain { PlainCaseCache.shared.store(action, for: text) }
    return action
  }

  /// The JSON that synthesized `Codable` reads for the action a text names:
  /// `counter.setCount("42")` is `{"counter":{"_0":{"setCount":{"_0":"42"}}}}`. Dates are numbers
  /// of seconds since 2001 (`JSONDecoder`'s default `.deferredToDate`).
  ///
  /// - Throws: `ActionTextError` as `decode` does, for a text that is not an action.
  public static func json<Action: Decodable>(
    for text: String, as type: Action.Type = Action.self
  ) throws(ActionTextError) -> String {
    try encodedValue(text, schema: ActionSchema.of(type)).jsonText
  }

  /// The text of an action, in the syntax `decode` reads: `decode(render(action))` gives
  /// `action` back. The text is read from the value (`Mirror`); when that text does not parse
  /// back and the action is `Encodable` (custom `CodingKeys`, a hand-written `Codable`), it is
  /// written from the action's coded form instead. (Whether a text decodes is remembered by
  /// its shape, literals left out: see `RenderCheckCache`.)
  public static func render<Action: Decodable>(_ action: Action) -> String {
    // A case met before is written by its plan, once the path below has confirmed it.
    let planned = RenderPlans.shared.text(of: action, schema: { ActionSchema.of(Action.self) })
    if let planned, planned.isConfirmed { return planned.text }
    let text = renderChecked(action)
    if let planned { RenderPlans.shared.confirm(planned, rendered: text) }
    return text
  }

  /// The text of an action read from the value, checked to decode back.
  static func renderChecked<Action: Decodable>(_ action: Action) -> String {
    let schema = ActionSchema.of(Action.self)
    let text = ActionRenderer(schema: schema).renderAction(action)
    // A text of a shape known to decode is kept without asking whether the action is
    // `Encodable` (a conformance look-up); an action that is not keeps the text unchecked.
    if RenderCheckCache.shared.isKnown(text, as: Action.self) { return text }
    guard let encodable = action as? any Encodable,
      !RenderCheckCache.shared.decodes(
        text, as: Action.self, check: { (try? decode(text, as: Action.self)) != nil })
    else { return text }
    return CodedFormRenderer(schema: schema).renderAction(encodable) ?? text
  }

  /// Any value written as a literal of the syntax, from what `Mirror` shows: `"…"` for a
  /// string or a UUID, `42`, `[1, 2]`, `(id: 1, title: "a")`, `.some(3)` as `3`, `nil`.
  public static func literal(_ value: Any) -> String {
    ActionRenderer(schema: ActionSchema.of(String.self)).renderUnchecked(value)
  }

  /// The completions of a partial action text, the cursor being at its end: each candidate is the
  /// whole text extended by a case name (`counter.` gives `counter.increment`,
  /// `counter.setCount(`, …), an argument label (`listResult.remove(` gives
  /// `listResult.remove(offset: `) or a value an argument accepts (an enum case, `true`, `nil`).
  public static func completions<Action: Decodable>(
    for text: String, in type: Action.Type
  ) -> [String] {
    ActionCompleter(schema: ActionSchema.of(type)).completions(for: text)
  }

  private static func encodedValue(
    _ text: String, schema: ActionSchema
  ) throws(ActionTextError) -> EncodedValue {
    do {
      let syntax = try ActionParser.parse(text)
      return try ActionResolver(schema: schema, source: text).resolveAction(syntax)
    } catch {
      throw ActionTextError(error, in: text)
    }
  }
}
