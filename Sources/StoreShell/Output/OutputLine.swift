import SwiftSource
/// A line of shell output, with the role that decides its colour on a terminal.
public struct OutputLine: Equatable, Sendable {
  /// What the line shows.
  public enum Role: Equatable, Sendable {
    /// Ordinary text.
    case plain
    /// A sent action.
    case sent
    /// An action an effect delivered.
    case received
    /// A diff line of the state before.
    case removed
    /// A diff line of the state after.
    case added
    /// A summary or note, shown dim.
    case note
    /// An error.
    case error
  }

  /// The text, without a newline, its control characters escaped (`ControlEscaping`), as
  /// given to ``init(_:_:isVolatile:)`` or set (which makes a diff block a plain line).
  public var text: String {
    get { block.map { String(decoding: $0, as: UTF8.self) } ?? plainText }
    set {
      block = nil
      blockLineCount = 0
      plainText = ControlEscaping.escaped(newValue)
    }
  }
  /// The text of a line that is not a diff block.
  private var plainText: String
  /// The role.
  public var role: Role
  /// Whether the line differs between runs (timing): not recorded, not checked.
  public var isVolatile = false
  /// Nonzero when this stands for that many lines of a state diff (a diff block, see
  /// `OutputLine+DiffBlock.swift`): ``block`` holds them unindented, LF-separated.
  var blockLineCount: Int32 = 0
  /// A diff block's UTF-8 bytes (``blockLineCount`` lines), as the diff wrote them: never made
  /// a `String` unless its ``text`` is read.
  var block: [UInt8]?

  /// A line of `text` in `role`, its control characters escaped (`ControlEscaping`): no text
  /// of the state, a file or the user reaches a terminal or a recording as a control byte.
  public init(_ text: String, _ role: Role = .plain, isVolatile: Bool = false) {
    plainText = ControlEscaping.escaped(text)
    self.role = role
    self.isVolatile = isVolatile
  }

  /// A diff block of `count` lines: `bytes`, their control characters escaped, LF-separated.
  init(block bytes: [UInt8], lineCount count: Int32) {
    plainText = ""
    role = .plain
    block = bytes
    blockLineCount = count
  }

  /// The line `--echo` prints before a command's output: `line` as the session ran it (trimmed).
  static func echo(of line: String) -> OutputLine {
    OutputLine("> \(line)", .note, isVolatile: true)
  }

  /// The text with ANSI colours for its role.
  public var colored: String {
    guard let start = colorStart else { return text }
    return start + text + Self.colorEnd
  }

  /// Writes the text, with its role's ANSI colours when `colored`; a diff block's lines, each
  /// as its own line would be, LF-separated. At most ``printedSize`` bytes.
  func write(to output: inout ByteWriter, colored: Bool) {
    guard blockLineCount == 0 else { return writeBlock(to: &output, colored: colored) }
    guard colored, let start = colorStart else { return output.write(plainText) }
    output.write(start)
    output.write(plainText)
    output.write(Self.colorEnd)
  }

  /// At most how many bytes ``write(to:colored:)`` writes, and an LF after each line: per
  /// line, a 2-space indent, the longest colour code (7), its reset (4) and the LF.
  var printedSize: Int { (block?.count ?? plainText.utf8.count) + lineCount * (2 + 7 + 4 + 1) }

  /// The ANSI escape that starts the role's colour; `nil` for plain text.
  private var colorStart: String? { Self.colorStart(of: role) }

  /// The ANSI escape that starts `role`'s colour; `nil` for plain text.
  static func colorStart(of role: Role) -> String? {
    switch role {
    case .plain: nil
    case .sent: "\u{1B}[1m"
    case .received: "\u{1B}[36m"
    case .removed: "\u{1B}[31m"
    case .added: "\u{1B}[32m"
    case .note: "\u{1B}[2m"
    case .error: "\u{1B}[31;1m"
    }
  }

  static let colorEnd = "\u{1B}[0m"
}
