#if MCP
import MCP
import StoreShell

/// What each tool does with the sessions: its arguments read and checked, its work run on the
/// sessions' thread, its result. A command that fails, a trap, a breakpoint stop are results
/// (`isError` for the first two); only an unknown tool is a protocol error.
struct MCPToolCalls: Sendable {
  let sessions: MCPSessions

  func call(_ params: CallTool.Parameters) async throws -> CallTool.Result {
    let arguments = params.arguments ?? [:]
    let known = MCPTools.all(multipleFeatures: sessions.features.count > 1).map(\.name)
    guard known.contains(params.name) else {
      throw MCPError.invalidParams(
        "unknown tool '\(params.name)'; the tools are \(known.joined(separator: ", "))")
    }
    let allowed = Self.argumentNames[params.name] ?? []
    if let unknown = arguments.keys.sorted().first(where: { !allowed.contains($0) }) {
      return Self.error(
        "\(params.name): unknown argument '\(unknown)'"
          + (allowed.isEmpty ? "; it takes none" : "; it takes \(allowed.joined(separator: ", "))"))
    }
    let result: CallTool.Result?
    do throws(ArgumentError) {
      switch params.name {
      case "run": result = await run(arguments)
      case "actions": result = await sessions.perform { Self.printed($0.session.run(["actions"])) }
      case "state": result = try await state(arguments)
      case "export_test": result = try await exportTest(arguments)
      case "features": result = await sessions.perform(Self.features)
      default: result = try await selectFeature(arguments)
      }
    } catch {
      return Self.error(error.message)
    }
    return result ?? Self.error("the client is gone")
  }

  /// The arguments each tool takes.
  static let argumentNames: [String: [String]] = [
    "run": ["lines"], "state": ["path"], "export_test": ["class", "force", "path"],
    "select_feature": ["name"],
  ]

  private func run(_ arguments: [String: Value]) async -> CallTool.Result? {
    guard let values = arguments["lines"]?.arrayValue else {
      return Self.error("run: give the lines to run: {\"lines\": [\"send counter.increment\"]}")
    }
    var lines: [String] = []
    for (index, value) in values.enumerated() {
      guard let line = value.stringValue else {
        return Self.error("run: lines[\(index)] is \(value), not a string")
      }
      lines.append(line)
    }
    let toRun = lines
    guard !toRun.isEmpty else { return Self.error("run: lines is empty; give at least one") }
    guard lines.count <= MCPTools.maximumLines else {
      return Self.error(
        "run: \(lines.count) lines; the most one call runs is \(MCPTools.maximumLines): split them")
    }
    return await sessions.perform { sessions in
      let run = sessions.session.run(toRun)
      return CallTool.Result(
        content: [.content(run.events.joined(separator: "\n"))], isError: run.failed)
    }
  }

  private func state(_ arguments: [String: Value]) async throws(ArgumentError) -> CallTool.Result? {
    let path = try string("path", in: arguments, for: "state")
    return await sessions.perform { sessions in
      let session = sessions.session
      let printed = session.run([path.map { "state \($0)" } ?? "state"])
      guard !printed.failed else { return Self.printed(printed) }
      let json: String
      switch session.stateJSON(at: path) {
      case let .success(text): json = text
      case let .failure(error): json = "(no JSON: \(error.message))"
      }
      return CallTool.Result(
        content: [.content(printed.text.joined(separator: "\n")), .content(json)], isError: false)
    }
  }

  private func exportTest(_ arguments: [String: Value]) async throws(ArgumentError) -> CallTool.Result? {
    let path = try string("path", in: arguments, for: "export_test")
    let className = try string("class", in: arguments, for: "export_test")
    let force: Bool
    switch arguments["force"] {
    case nil, .null?: force = false
    case let .bool(value)?: force = value
    case let other?: throw ArgumentError("export_test: force is \(other), not true or false")
    }
    return await sessions.perform { sessions in
      switch sessions.session.exportTest(to: path, className: className, force: force) {
      case let .success(text):
        sessions.lastExport = text
        return CallTool.Result(
          content: [.content(text)] + (path.map { [.content("written to \($0)")] } ?? []),
          isError: false)
      case let .failure(error):
        return Self.error(error.message)
      }
    }
  }

  private static func features(_ sessions: MCPSessions) -> CallTool.Result {
    let width = sessions.features.map(\.name.count).max() ?? 0
    let lines = sessions.features.map { feature in
      let mark = feature.name == sessions.selected.name ? "*" : " "
      return "\(mark) \(feature.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(feature.summary)"
    }
    return CallTool.Result(content: [.content(lines.joined(separator: "\n"))], isError: false)
  }

  private func selectFeature(_ arguments: [String: Value]) async throws(ArgumentError) -> CallTool.Result? {
    guard let name = try string("name", in: arguments, for: "select_feature") else {
      return Self.error("select_feature: give the feature's name: {\"name\": \"todos\"}")
    }
    return await sessions.perform { sessions in
      guard let feature = sessions.features.first(where: { $0.name == name }) else {
        let names = sessions.features.map(\.name).joined(separator: ", ")
        return Self.error("select_feature: no feature '\(name)'; the features are \(names)")
      }
      let reopened = sessions.isOpen(name)
      sessions.select(feature)
      return CallTool.Result(
        content: [
          .content(
            "opened \(name)"
              + (reopened ? ", back to its session" : ", a new session at its initial state"))
        ], isError: false)
    }
  }

  /// The string argument `name`, if given.
  private func string(
    _ name: String, in arguments: [String: Value], for tool: String
  ) throws(ArgumentError) -> String? {
    switch arguments[name] {
    case nil, .null?: return nil
    case let .string(text)?: return text
    case let other?: throw ArgumentError("\(tool): \(name) is \(other), not a string")
    }
  }

  /// What `run` printed, as the tool's text.
  private static func printed(_ run: ToolRun) -> CallTool.Result {
    CallTool.Result(content: [.content(run.text.joined(separator: "\n"))], isError: run.failed)
  }

  static func error(_ message: String) -> CallTool.Result {
    CallTool.Result(content: [.content("error: \(message)")], isError: true)
  }
}

extension Tool.Content {
  /// Text content.
  static func content(_ text: String) -> Self { .text(text: text, annotations: nil, _meta: nil) }
}

/// A tool's argument of the wrong type: an error result.
struct ArgumentError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
#endif
