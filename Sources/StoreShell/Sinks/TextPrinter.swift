/// The sink that prints events as text, at a terminal (coloured, above the prompt) or piped:
/// each event's lines as the session rendered them, at once, or for `--script` in blocks of
/// lines (one write each) so that a long script prints as it goes in flat memory.
final class TextPrinter: ShellEventSink {
  private let printer: Printer
  /// Where an error line (`error: …`) was read, put before it: `stdin:3` for piped input.
  var location: String?
  /// Called before anything is printed (the terminal ends the line `^C` stands on).
  var willPrint: () -> Void = {}
  /// Lines held and printed together, up to this many (1 prints each event's lines at once).
  private let blockSize: Int
  /// The lines held, written as bytes as they come (in the colours of the `color` setting
  /// then), and the byte buffer every print reuses.
  private var pending = PrintedBytes()
  private var pendingLines = 0
  /// How many lines were printed, diff blocks counted as their lines.
  private(set) var printedLines = 0
  /// Called with ``printedLines`` after each print (a script's rerun after a trap leaves
  /// out as many).
  var didPrint: ((Int) -> Void)?
  /// How many lines to leave out before printing: those a trapped run printed already.
  var skipping = 0

  init(printer: Printer, blockSize: Int = 1) {
    self.printer = printer
    self.blockSize = blockSize
  }

  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    guard !lines.isEmpty else { return }
    print(lines)
  }

  /// Prints `lines` (or holds them, in blocks; an error line is written at once, with the
  /// lines held before it).
  func print<Lines: RandomAccessCollection<OutputLine>>(_ lines: Lines) {
    guard !lines.isEmpty else { return }
    guard skipping == 0 else {
      let split = lines.splittingBlocks
      let skipped = min(skipping, split.count)
      skipping -= skipped
      return print(split.dropFirst(skipped))
    }
    if pendingLines == 0 { willPrint() }
    // In the colours of the `color` setting when they come (held lines too).
    let colored = printer.usesColor
    guard !lines.contains(where: { $0.role == .error }) else {
      printer.print(lines, location: location, colored: colored, holding: &pending)
      pendingLines += lines.lineCount
      return flush()
    }
    pendingLines += pending.append(lines, colored: colored)
    if pendingLines >= blockSize { flush() }
  }

  /// Prints the lines held.
  func flush() {
    guard pendingLines > 0 else { return }
    pending.write(to: printer.editor)
    printedLines += pendingLines
    didPrint?(printedLines)
    pendingLines = 0
  }
}
