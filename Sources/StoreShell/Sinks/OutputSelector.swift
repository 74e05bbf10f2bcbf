/// The sink a shell prints through: as text or as JSON, as the `output` setting says when
/// each event comes (`set output json` switches from the next event on).
import ShellCommands
final class OutputSelector: ShellEventSink {
  let text: TextPrinter
  let json: JSONPrinter
  /// The `output` setting now (read for each event: no copy of the settings).
  private let format: () -> OutputFormat

  init(text: TextPrinter, json: JSONPrinter, format: @escaping () -> OutputFormat) {
    self.text = text
    self.json = json
    self.format = format
  }

  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    if format() == .json {
      // Text lines still held (`--script` prints in blocks) come first: they came first.
      text.flush()
      json.receive(event, lines: lines)
    } else {
      text.receive(event, lines: lines)
    }
  }

  /// Ends a line of input that `result` answered: in JSON, with its `done` object.
  func commandDone(_ result: CommandResult) {
    guard format() == .json else { return }
    text.flush()
    json.commandDone(
      failed: result.error != nil || result.failedWithin || result.checkFailed || result.printedError)
  }

  /// Prints lines no event made (a live store's deliveries between commands, notes of the
  /// shell's own).
  func print(_ lines: [OutputLine]) {
    guard !lines.isEmpty else { return }
    receive(.lines(lines), lines: lines[...])
  }

  /// Where the input line running was read: `stdin:3` before an error, `3` in JSON.
  func setInputLine(_ number: Int?) {
    text.location = number.map { "stdin:\($0)" }
    json.inputLine = number
  }
}
