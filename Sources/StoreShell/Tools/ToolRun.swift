/// What a ``ToolSession`` call ran: the JSON events of its lines, one object an element (the
/// schema of `--output json`, version 1, each line ended by its `done`), the text the shell
/// prints for them, and which lines failed.
package struct ToolRun: Sendable, Equatable {
  /// The JSON objects, in order.
  package var events: [String] = []
  /// The output as the shell prints it (without colours), one line an element.
  package var text: [String] = []
  /// The 1-based numbers of the lines that failed (their `done` says `"status":"error"`).
  package var failedLines: [Int] = []

  /// Whether a line failed.
  package var failed: Bool { !failedLines.isEmpty }
}
