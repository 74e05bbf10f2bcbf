import Foundation
import LineEditor
import ShellCommands
import SwiftSource

/// Writes output lines through the editor, coloured on a terminal and plain otherwise; errors
/// go to standard error, prefixed with `location` (`stdin:3`) when there is one, as sqlite3
/// and psql do.
struct Printer {
  let editor: LineEditor
  /// The `color` setting now.
  let color: () -> ColorMode
  /// Whether `color auto` colours: at a terminal, without `NO_COLOR`.
  let colored: Bool

  /// Whether lines are coloured now.
  var usesColor: Bool {
    switch color() {
    case .on: true
    case .off: false
    case .auto: colored
    }
  }

  /// Prints `lines` at once.
  func print<Lines: RandomAccessCollection<OutputLine>>(_ lines: Lines, location: String?) {
    var output = PrintedBytes()
    print(lines, location: location, colored: usesColor, holding: &output)
    output.write(to: editor)
  }

  /// Prints `lines`, coloured or not, their standard output held in `output` (written by
  /// ``PrintedBytes/write(to:)``, or before an error line, so that the order holds on a shared
  /// file).
  func print<Lines: RandomAccessCollection<OutputLine>>(
    _ lines: Lines, location: String?, colored useColor: Bool, holding output: inout PrintedBytes
  ) {
    var start = lines.startIndex
    while start < lines.endIndex {
      let isError = lines[start].role == .error
      let end = lines[start...].firstIndex { ($0.role == .error) != isError } ?? lines.endIndex
      let group = lines[start..<end]
      if isError {
        // Standard output is flushed after each print, so the order on a shared file holds.
        output.write(to: editor)
        let text = group.map { line -> String in
          var text = line.text
          if let location, text.hasPrefix("error: ") {
            text = ControlEscaping.escaped(location) + ": " + text
          }
          return (useColor ? OutputLine(text, .error).colored : text) + "\n"
        }.joined()
        StandardStreams.writeError(text)
      } else {
        output.append(group, colored: useColor)
      }
      start = end
    }
  }
}
