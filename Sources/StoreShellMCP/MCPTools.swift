#if MCP
import MCP
import ShellCommands

/// The tools the server offers, each with what an agent needs to call it right: what it does,
/// its arguments' schema, and what it gives back.
enum MCPTools {
  /// The largest number of lines one `run` takes.
  static let maximumLines = 10_000

  static func all(multipleFeatures: Bool) -> [Tool] {
    [run, actions, state, exportTest] + (multipleFeatures ? [features, selectFeature] : [])
  }

  static let run = Tool(
    name: "run",
    description: """
      Run command lines of store-shell's language, in order, in this server's one session of \
      the feature's store (a TCA reducer on a test store: time is virtual, and effects deliver \
      only when you advance it). The session goes on from call to call. Commands: \
      `send <action>` (a case path with Swift arguments: `send counter.increment`, \
      `send counter.setCount("42")`; the `actions` tool lists the cases), `advance <duration>` \
      (`advance 35ms`, `advance 1s`; no duration runs what is due now), `receive <action>`, \
      `state [path]`, `effects`, `history`, `undo`, `redo`, `goto <n>`, `reset`, \
      `set state <path> = <value>`, `watch <path>`, `break on <action>`, \
      `break when <path> changes`, `continue`, `step`, `set diff compact`, \
      `help [command]`. Returns the JSON events of `--output json` (schema version 1), one \
      object a line: `sent` and `delivered` with the state's `changes`, `effects` in flight, \
      `info`, `error`, `end` of a step, and for each line a last `done` object whose `status` \
      is `ok` or `error` (`line` numbers the lines of this call). `isError` is true when a \
      line failed; the lines after it still run. A reducer that traps (a crash) is reported \
      as an error and the state before that step is back; a breakpoint stops an advance, \
      and `continue` goes on with it.
      """,
    inputSchema: [
      "type": "object",
      "properties": [
        "lines": [
          "type": "array", "items": ["type": "string"], "minItems": 1,
          "maxItems": .int(maximumLines),
          "description": "Command lines, run in order (e.g. [\"send counter.increment\", \"advance 35ms\"]).",
        ]
      ],
      "required": ["lines"],
      "additionalProperties": false,
    ],
    annotations: .init(title: "Run shell commands", destructiveHint: false, openWorldHint: false))

  static let actions = Tool(
    name: "actions",
    description: """
      The open feature's action cases, one a line, with their argument labels and payload \
      types (the schema `send` reads): `counter.setCount(_: String)` is sent as \
      `send counter.setCount("42")`, a case without payload as `send timer.start`. Call it \
      before writing a `send`.
      """,
    inputSchema: ["type": "object", "properties": [:], "additionalProperties": false],
    annotations: .init(title: "List the action cases", readOnlyHint: true, openWorldHint: false))

  static let state = Tool(
    name: "state",
    description: """
      The store's current state, or the part of it at `path` (`counter.count`, `results[0]`, \
      `todos[id: "…"]`, `todos[isComplete == true]`, `todos.count`): first as the shell prints \
      it (custom-dump's text), then as JSON where the state (or the value at the path) is \
      Codable. Runs no step.
      """,
    inputSchema: [
      "type": "object",
      "properties": [
        "path": ["type": "string", "description": "A state path; the whole state when left out."]
      ],
      "additionalProperties": false,
    ],
    annotations: .init(title: "Read the state", readOnlyHint: true, openWorldHint: false))

  static let exportTest = Tool(
    name: "export_test",
    description: """
      The session so far as an XCTest case (a TestStore test that replays its steps and \
      asserts each state change and received action), as `export test` writes it. The test's \
      Swift source is the result; with `path` it is also written to that file (relative to \
      the server's folder), which must not exist unless `force` is true. `class` names the \
      test case (default: the file's name, or <Feature>SessionTests). The last export is also \
      the resource store-shell://session/exported-test.
      """,
    inputSchema: [
      "type": "object",
      "properties": [
        "path": ["type": "string", "description": "A .swift file to write the test to."],
        "class": ["type": "string", "description": "The XCTestCase subclass's name."],
        "force": ["type": "boolean", "description": "Overwrite an existing file at path."],
      ],
      "additionalProperties": false,
    ],
    annotations: .init(title: "Export the session as a test", destructiveHint: false, idempotentHint: true, openWorldHint: false))

  static let features = Tool(
    name: "features",
    description: """
      The features this shell offers, one a line with what it is; `*` marks the one open. \
      `select_feature` opens another.
      """,
    inputSchema: ["type": "object", "properties": [:], "additionalProperties": false],
    annotations: .init(title: "List the features", readOnlyHint: true, openWorldHint: false))

  static let selectFeature = Tool(
    name: "select_feature",
    description: """
      Opens the feature `name` (see `features`): the tools then act on its session, a new one \
      at its initial state, or the one it had if it was open before (each feature keeps its \
      own session for the life of the server).
      """,
    inputSchema: [
      "type": "object",
      "properties": ["name": ["type": "string", "description": "The feature's name."]],
      "required": ["name"],
      "additionalProperties": false,
    ],
    annotations: .init(title: "Open a feature", destructiveHint: false, idempotentHint: true, openWorldHint: false))
}
#endif
