import ActionText
import CustomDump
import StateDiff

/// The JSON form of events (`set output json`, `--output json`): one object a line, schema
/// version 1, documented in README ("JSON output"). Fields come in a fixed order, `v` and
/// `event` first; strings are escaped as RFC 8259 asks (quotes, backslashes and control
/// characters), so every line is valid JSON in UTF-8 whatever the state or the script holds.
///
/// Written by hand rather than with `JSONEncoder`: it promises no order of keys, and the
/// objects are small and flat.
enum JSONEventWriter {
  /// The schema's version, the `v` of every object.
  static let version = 1

  /// Where an event happened: the number of its command's line in its input (standard input
  /// or a script), and the script, for a replayed command.
  struct Origin {
    var line: Int?
    var file: String?
  }

  /// The objects for `event`, as `settings` shape it (`diff off` leaves changes out, a
  /// filtered delivery is left out, `timing` adds `ms`); none for an event of no output.
  static func objects(
    for event: ShellEvent, settings: ShellSettings, origin: Origin
  ) -> [String] {
    var object = JSONObject(event: name(of: event))
    switch event {
    case let .echo(command):
      guard settings.echo else { return [] }
      object.add("command", command)
    case let .sent(action, change):
      object.add("action", action)
      addChanges(change, settings: settings, to: &object)
    case let .delivered(action, effect, kind, change):
      guard !settings.hides(action) else { return [] }
      object.add("action", action)
      object.add("effect", effect)
      object.add("kind", kind)
      addChanges(change, settings: settings, to: &object)
    case let .change(change):
      addChanges(change, settings: settings, to: &object)
    case let .effects(items, _):
      object.add("effects", items)
    case let .info(text, kind):
      object.add("text", text)
      object.add("kind", kind == .plain ? "plain" : "note")
      if kind == .volatileNote { object.add("volatile", true) }
    case let .breakHit(number, text):
      object.add("number", number)
      object.add("text", text)
    case let .error(message, location):
      object.add("message", message)
      if let location { object.add("location", location) }
    case let .checkFailed(location, command, expected, actual):
      object.add("location", location)
      object.add("command", command)
      object.add("expected", expected)
      object.add("actual", actual)
    case let .trapped(command, summary, location):
      if let command { object.add("command", command) }
      object.add("message", summary)
      if let location { object.add("location", location) }
    case let .stepEnded(milliseconds):
      if settings.timing { object.add("ms", milliseconds) }
    case .replaying, .replayEnded, .commandEnded:
      return []
    case let .lines(lines):
      return lines.splittingBlocks.map { line in
        var object = JSONObject(event: line.role == .error ? "error" : "line")
        object.add(line.role == .error ? "message" : "text", line.text)
        object.add("role", roleName(line.role))
        if line.isVolatile { object.add("volatile", true) }
        addOrigin(origin, to: &object)
        return object.text
      }
    }
    addOrigin(origin, to: &object)
    return [object.text]
  }

  /// `{"v":1,"event":"done","status":"ok"}`: the last object of each line of input, whatever
  /// it ran (a step, which ends with `end` before it, `state`, `help`, an error, a blank line), so
  /// that a frontend knows when a command is over; `"status":"error"` when the command failed or
  /// a command of its replay did (or its check). Not made for the commands a replay runs.
  static func doneObject(failed: Bool, origin: Origin) -> String {
    var object = JSONObject(event: "done")
    object.add("status", failed ? "error" : "ok")
    addOrigin(origin, to: &object)
    return object.text
  }

  /// The event's name in the schema.
  static func name(of event: ShellEvent) -> String {
    switch event {
    case .echo: "echo"
    case .sent: "sent"
    case .delivered: "delivered"
    case .change: "change"
    case .effects: "effects"
    case .info: "info"
    case .breakHit: "break"
    case .error: "error"
    case .checkFailed: "check_failed"
    case .trapped: "trapped"
    case .stepEnded: "end"
    case .replaying: "replaying"
    case .replayEnded: "replay_ended"
    case .commandEnded: "command_ended"
    case .lines: "line"
    }
  }

  private static func addOrigin(_ origin: Origin, to object: inout JSONObject) {
    if let line = origin.line { object.add("line", line) }
    if let file = origin.file { object.add("file", file) }
  }

  /// `changes`: each change's path with its old and new values (custom-dump's text), or an
  /// element inserted or removed; left out with `diff off`.
  private static func addChanges(
    _ change: StateTransition, settings: ShellSettings, to object: inout JSONObject
  ) {
    let items = change.isRendered ? change.renderedChanges : changeItems(of: change, settings: settings)
    guard let items else { return }
    object.add(raw: "changes", "[" + items.joined(separator: ",") + "]")
  }

  /// The objects of `changes`, each change's path with its old and new values; `nil` with
  /// `diff off` (which leaves them out).
  static func changeItems(of change: StateTransition, settings: ShellSettings) -> [String]? {
    guard settings.diff != .off || change.modeWhenOff != nil else { return nil }
    var items: [String] = []
    for edit in change.changes {
      var item = JSONObject()
      func add(_ path: [StateChange.Step], old: Any?, new: Any?) {
        item.add("path", MutationWriter.fieldName(path))
        if let old { item.add("old", dump(old)) }
        if let new { item.add("new", dump(new)) }
      }
      switch edit.kind {
      case let .assign(old, new): add(edit.path, old: old, new: new)
      case let .append(element, offset), let .insert(element, offset):
        add(edit.path + [.index(offset)], old: nil, new: element)
      case let .remove(offset, element): add(edit.path + [.index(offset)], old: element, new: nil)
      case let .removeID(id, element): add(edit.path + [.id(id)], old: element, new: nil)
      case let .addKey(key, value): add(edit.path + [.key(key)], old: nil, new: value)
      case let .removeKey(key, value): add(edit.path + [.key(key)], old: value, new: nil)
      }
      items.append(item.text)
    }
    return items
  }

  private static func dump(_ value: Any) -> String {
    var text = ""
    customDump(BindableStateLabels.dumpable(value), to: &text)
    return text
  }

  private static func roleName(_ role: OutputLine.Role) -> String {
    switch role {
    case .plain: "plain"
    case .sent: "sent"
    case .received: "delivered"
    case .removed: "removed"
    case .added: "added"
    case .note: "note"
    case .error: "error"
    }
  }
}

/// A JSON object written field by field, in the order they are added.
struct JSONObject {
  private(set) var body = ""

  init() {}

  /// An object starting `{"v":1,"event":"<event>"`.
  init(event: String) {
    add("v", JSONEventWriter.version)
    add("event", event)
  }

  var text: String { "{" + body + "}" }

  mutating func add(_ key: String, _ value: String) { add(raw: key, Self.quoted(value)) }
  mutating func add(_ key: String, _ value: Int) { add(raw: key, String(value)) }
  mutating func add(_ key: String, _ value: Bool) { add(raw: key, value ? "true" : "false") }
  mutating func add(_ key: String, _ value: Double) {
    add(raw: key, value.isFinite ? String(format: "%.3f", value) : "null")
  }
  mutating func add(_ key: String, _ values: [String]) {
    add(raw: key, "[" + values.map(Self.quoted).joined(separator: ",") + "]")
  }

  /// Adds `key` with `value`, JSON already.
  mutating func add(raw key: String, _ value: String) {
    if !body.isEmpty { body += "," }
    body += Self.quoted(key) + ":" + value
  }

  /// `text` as a JSON string (``JSONQuoting``).
  static func quoted(_ text: String) -> String { JSONQuoting.quoted(text) }
}
