/// A session's events on the worker's wire, typed: the supervisor hands its sink the events the
/// worker's session emitted, each with the lines the worker rendered of it, so that text prints
/// as the worker rendered it and JSON is the same typed events as in one process.
///
/// An event is a `v` frame, its name (``JSONEventWriter/name(of:)``), its numbers, and how many
/// texts and lines follow, tab-separated; then an `a` frame for each of its texts, then an `l`
/// frame for each of its lines (``WorkerWire/encode(_:)``). Lines with no `v` frame before them are a
/// ``ShellEvent/lines(_:)`` event. A change travels as the JSON of its edits, when the worker's
/// output is JSON (its diff travels as lines), and as `-1` otherwise. Where a replay stands
/// travels as the worker's `B` frame, not here.
enum WireEvent {
  /// Writes `event`'s `v` and `a` frames (none for lines, or for an event only the worker's
  /// own sinks take), its `lineCount` lines to follow; `changes` gives the JSON of a change's
  /// edits, or `nil`. The `v` frame ends with how many `a` and `l` frames follow it, so that
  /// the supervisor knows when the event is whole.
  static func writeHead(
    of event: ShellEvent, lineCount: Int, changes: (StateTransition) -> [String]?,
    to writer: FrameWriter
  ) {
    var numbers: [Int?] = []
    var values: [String] = []
    func head(_ given: Int?...) { numbers = given }
    func texts(_ given: [String]) { values = given }
    switch event {
    case let .echo(command):
      head()
      texts([command])
    case let .sent(action, change):
      let items = changes(change)
      head(items?.count)
      texts([action] + (items ?? []))
    case let .delivered(action, effect, kind, change):
      let items = changes(change)
      head(effect, items?.count)
      texts([action, kind] + (items ?? []))
    case let .change(change):
      let items = changes(change)
      head(items?.count)
      texts(items ?? [])
    case let .effects(items, summary):
      head()
      texts([summary] + items)
    case let .info(text, kind):
      head(kind == .plain ? 0 : kind == .note ? 1 : 2)
      texts([text])
    case let .breakHit(number, text):
      head(number)
      texts([text])
    case let .error(message, location):
      head(location == nil ? 0 : 1)
      texts([message] + (location.map { [$0] } ?? []))
    case let .checkFailed(location, command, expected, actual):
      head(expected.count)
      texts([location, command] + expected + actual)
    case let .trapped(command, summary, location):
      head(command == nil ? 0 : 1, location == nil ? 0 : 1)
      texts((command.map { [$0] } ?? []) + [summary] + (location.map { [$0] } ?? []))
    case let .stepEnded(milliseconds):
      // In microseconds: the `v` frame's numbers are integers.
      head(Int((milliseconds * 1000).rounded()))
    case let .replayEnded(depth):
      head(depth)
    case .lines, .replaying, .commandEnded:
      return
    }
    var text = JSONEventWriter.name(of: event)
    for number in numbers + [values.count, lineCount] { text += "\t\(number ?? -1)" }
    writer.frame("v", text)
    for value in values { writer.frame("a", value) }
  }

  /// An event as it comes in over the wire: its head, texts and lines so far.
  struct Reader {
    private var head: [Substring] = []
    private var texts: [String] = []
    /// The lines of the event coming in.
    private(set) var lines: [OutputLine] = []
    /// How many `a` and `l` frames the typed event coming in has.
    private var textCount = 0
    private var lineCount = 0
    /// Whether an event is coming in.
    var isEmpty: Bool { head.isEmpty && lines.isEmpty }
    /// Whether the event coming in is typed (it came with a `v` frame).
    var isTyped: Bool { !head.isEmpty }
    /// Whether a typed event is coming in and has all its frames.
    var isWhole: Bool { !head.isEmpty && texts.count >= textCount && lines.count >= lineCount }

    /// Starts an event of the `v` frame `text`.
    mutating func start(_ text: String) {
      head = text.split(separator: "\t", omittingEmptySubsequences: false)
      lineCount = Int(head.last ?? "") ?? 0
      textCount = head.count >= 2 ? Int(head[head.count - 2]) ?? 0 : 0
    }

    /// Adds an `a` frame's text.
    mutating func addText(_ text: String) { texts.append(text) }

    /// Adds an `l` frame's line.
    mutating func addLine(_ line: OutputLine) { lines.append(line) }

    /// The event come in, with its lines, and starts again; `depthOffset` is added to a
    /// replay's depth (the replays a resumed script runs in stand before it).
    mutating func take(depthOffset: Int) -> (event: ShellEvent, lines: [OutputLine])? {
      defer {
        head = []
        texts = []
        lines.removeAll(keepingCapacity: true)
      }
      guard !isEmpty else { return nil }
      return (event(depthOffset: depthOffset) ?? .lines(lines), lines)
    }

    private func number(_ index: Int) -> Int { index < head.count ? Int(head[index]) ?? -1 : -1 }

    private func text(_ index: Int) -> String { index < texts.count ? texts[index] : "" }

    /// The change whose edits' JSON are the texts from `start`, `count` of them (`-1`: none).
    private func change(_ count: Int, from start: Int) -> StateTransition {
      guard count >= 0 else { return StateTransition(renderedChanges: nil) }
      return StateTransition(renderedChanges: Array(texts.dropFirst(start).prefix(count)))
    }

    private func event(depthOffset: Int) -> ShellEvent? {
      guard let name = head.first else { return nil }
      switch name {
      case "echo": return .echo(text(0))
      case "sent": return .sent(action: text(0), change: change(number(1), from: 1))
      case "delivered":
        return .delivered(
          action: text(0), effect: number(1), kind: text(1), change: change(number(2), from: 2))
      case "change": return .change(change(number(1), from: 0))
      case "effects": return .effects(Array(texts.dropFirst()), summary: text(0))
      case "info":
        let kind: ShellEvent.InfoKind = [.plain, .note, .volatileNote][min(max(number(1), 0), 2)]
        return .info(text(0), kind)
      case "break": return .breakHit(number: number(1), text: text(0))
      case "error": return .error(text(0), location: number(1) == 1 ? text(1) : nil)
      case "check_failed":
        let expected = max(number(1), 0)
        return .checkFailed(
          location: text(0), command: text(1), expected: Array(texts.dropFirst(2).prefix(expected)),
          actual: Array(texts.dropFirst(2 + expected)))
      case "trapped":
        let hasCommand = number(1) == 1
        let offset = hasCommand ? 1 : 0
        return .trapped(
          command: hasCommand ? text(0) : nil, summary: text(offset),
          location: number(2) == 1 ? text(offset + 1) : nil)
      case "end": return .stepEnded(milliseconds: Double(number(1)) / 1000)
      case "replay_ended": return .replayEnded(depth: number(1) + depthOffset)
      default: return nil
      }
    }
  }
}
