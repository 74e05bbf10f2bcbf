@preconcurrency import CEditLine

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Where libedit puts the cursor on screen, by its rules for laying out the prompt and the line:
/// a character that does not fit on a row goes to the next, a full row moves on at once, a tab
/// runs to the next multiple of eight, control characters show as `^X`, and prompt text between
/// `"\u{1}"` markers takes no room.
enum DisplayGeometry {
  /// The row the cursor is on, counted from the prompt's first row (0 when the line fits).
  static func cursorRow(prompt: String, textBeforeCursor: Substring, columns: Int) -> Int {
    guard columns > 0 else { return 0 }
    var row = 0
    var column = 0
    func put(width: Int) {
      if column + width > columns {
        row += 1
        column = 0
      }
      column += width
      if column >= columns {
        row += 1
        column = 0
      }
    }
    var ignoring = false
    for scalar in prompt.unicodeScalars {
      if scalar == "\u{1}" || scalar == "\u{2}" {
        ignoring.toggle()
      } else if !ignoring {
        put(width: max(Int(wcwidth(wchar_t(scalar.value))), 0))
      }
    }
    for scalar in textBeforeCursor.unicodeScalars {
      switch scalar {
      case "\t":
        repeat { put(width: 1) } while column % 8 != 0
      case "\n":
        row += 1
        column = 0
      case "\u{0}"..."\u{1F}", "\u{7F}":
        put(width: 1)
        put(width: 1)
      default:
        put(width: max(Int(wcwidth(wchar_t(scalar.value))), 1))
      }
    }
    return row
  }
}
