import Foundation
import ShellScripts
import StatePaths

/// A session that gives its state, or the value at a state path, as JSON without running a
/// command (no step, nothing recorded): the `state` tool of a ``ToolSession``.
protocol StateJSONSource {
  /// The state (`path` nil) or the value at `path` as pretty-printed JSON with sorted keys; an
  /// error when it is not `Codable` (`Encodable`, for a path) or the path is bad.
  func stateJSON(at path: String?) throws(ShellError) -> String
}

extension ShellSession: StateJSONSource {
  func stateJSON(at path: String?) throws(ShellError) -> String {
    guard let path else { return try StateEditor.json(of: store.state) }
    let parsed = try StatePath.parse(path)
    let value = try parsed.read(from: store.state)
    guard let encodable = value as? any Encodable else {
      throw ShellError("\(parsed.text) is a \(type(of: value)), which is not Encodable: no JSON of it")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(encodable), as: UTF8.self) + "\n"
    } catch {
      throw ShellError("cannot encode \(parsed.text) as JSON: \(error)")
    }
  }
}

extension SupervisedRunner: StateJSONSource {
  /// Asks the worker (a `j` request, answered by `J` with the JSON or `E` with an error).
  func stateJSON(at path: String?) throws(ShellError) -> String {
    guard let worker = currentWorker, worker.send({ $0.frame("j", path ?? "") }) else {
      throw ShellError("the store's process is not running: run a command to start it again")
    }
    var json: String?
    var failure: String?
    while let (tag, text) = worker.responses.next() {
      if tag == "J" { json = text }
      if tag == "E" { failure = text }
      if tag == "." {
        worker.answeredAll()
        break
      }
    }
    if let json { return json }
    throw ShellError(failure ?? "the store's process ended before it gave its state")
  }
}
