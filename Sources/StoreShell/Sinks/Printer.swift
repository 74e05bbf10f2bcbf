import Foundation
import LineEditor

/// Writes output lines through the editor, coloured on a terminal and plain otherwise; errors
/// go to standard error, prefixed with `location` (`stdin:3`) when there is one, as sqlite3
/// and psql do.
struct Printer {
  let editor: LineEditor
  /// The `color` setting now.
  let color: () -> ColorMode
  /// Whether `color auto` colours: at a terminal, without `NO_COLOR`.
  let colored: Bool

  func print<Lines: RandomAccessCollection<OutputLine>>(_ lines: Lines, location: String?) {
    guard !lines.isEmpty else { return }
    let useColor: Bool
    switch color() {
    case .on: useColor = true
    case .off: useColor = false
    case .auto: useColor = colored
    }
    var start = lines.startIndex
    while start < lines.endIndex {
      let isError = lines[start].role == .error
      let end = lines[start...].firstIndex { ($0.role == .error) != isError } ?? lines.endIndex
      let group = lines[start..<end]
      if isError {
        // Standard output is flushed after each print, so the order on a shared file holds.
        let text = group.map { line -> String in
          var text = line.text
          if let location, text.hasPrefix("error: ") {
            text = ControlEscaping.escaped(location) + ": " + text
          }
          return (useColor ? OutputLine(text, .error).colored : text) + "\n"
        }.joined()
        FileHandle.standardError.write(Data(text.utf8))
      } else {
        // The group's bytes, written line by line into one buffer of the size counted first
        // and printed as they are (no string per line, none of the group to validate): a
        // `--script` prints every step's lines through here, in blocks of 512.
        let text = [UInt8](unsafeUninitializedCapacity: group.reduce(0) { $0 + $1.printedSize }) {
          buffer, count in
          var writer = ByteWriter(buffer)
          for index in group.indices {
            if index != group.startIndex { writer.write(byte: UInt8(ascii: "\n")) }
            group[index].write(to: &writer, colored: useColor)
          }
          count = writer.count
        }
        text.withUnsafeBufferPointer { editor.print(utf8: $0) }
      }
      start = end
    }
  }
}
