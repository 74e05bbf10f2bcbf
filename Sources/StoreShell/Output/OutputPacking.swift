import Foundation

// Output kept for later in a compact form: the transcript on disk (`TranscriptLog`) and the
// output an in-session `replay` gives back at its end. A step's diff (~20 lines, ~500 bytes)
// is nearly the one before it, and keeping it whole cost more than the rest of a step: a diff
// block is kept as what differs from the previous block (the bytes between their common prefix
// and suffix, ~30 bytes for a one-field change). Records, each a tag byte, then a flags byte
// for lines (the role, and 0x80 for a volatile line), then LEB128 lengths:
//
//   1 <length> <bytes>                             a command: the end of a transcript's
//                                                  entry, whose lines stand before it
//   2 <flags> <length> <bytes>                     a line
//   3 <flags> <prefix> <suffix> <length> <bytes>   a diff block: the previous block's first
//                                                  `prefix` bytes, these, its last `suffix`
//
// Nothing else reads these bytes: they live for one session.

/// Packs output lines (and the transcript's commands) into bytes; remembers the last diff
/// block packed, which the next one is packed against.
struct OutputPacker {
  static let command: UInt8 = 1
  static let line: UInt8 = 2
  static let block: UInt8 = 3

  /// The last diff block packed.
  private var previousBlock: [UInt8] = []

  /// Forgets the last block (the bytes packed so far were dropped).
  mutating func reset() { previousBlock = [] }

  /// The last diff block packed: what ``unpack(_:after:command:line:)`` needs to read the
  /// bytes packed from now on, alone.
  var lastBlock: [UInt8] { previousBlock }

  /// Appends `lines`' records (without volatile ones unless `keepsVolatile`), then
  /// `command`'s (if any: the end of an entry) to `bytes`: written in a scratch buffer (on the
  /// stack for a step's few hundred bytes) and appended in one copy.
  mutating func append<Lines: Collection<OutputLine>>(
    command: String? = nil, _ lines: Lines, keepsVolatile: Bool, to bytes: inout [UInt8]
  ) {
    // At most: a record's head is 1–2 bytes and up to three 10-byte lengths.
    var size = (command?.utf8.count ?? 0) + 11
    for line in lines where keepsVolatile || !line.isVolatile {
      size += (line.block?.count ?? line.text.utf8.count) + 32
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { scratch in
      var writer = ByteWriter(scratch)
      for line in lines where keepsVolatile || !line.isVolatile {
        guard let block = line.block else {
          writer.write(byte: Self.line)
          writer.write(byte: Self.flags(of: line))
          var text = line.text
          text.withUTF8 { Self.write(run: $0, to: &writer) }
          continue
        }
        let (prefix, suffix) = Self.common(previousBlock, block)
        previousBlock = block
        writer.write(byte: Self.block)
        writer.write(byte: Self.flags(of: line))
        Self.writeLength(prefix, to: &writer)
        Self.writeLength(suffix, to: &writer)
        block.withUnsafeBufferPointer { text in
          Self.write(
            run: UnsafeBufferPointer(rebasing: text[prefix..<(text.count - suffix)]), to: &writer)
        }
      }
      if var command {
        writer.write(byte: Self.command)
        command.withUTF8 { Self.write(run: $0, to: &writer) }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<writer.count]))
    }
  }

  /// Reads the records of `bytes` in order: `line` gets each line (a diff block as one
  /// block), `command` each command (after its entry's lines); `false` when the bytes are not
  /// of this form. `block` is the diff block packed before them (``lastBlock`` then).
  static func unpack(
    _ bytes: [UInt8], after block: [UInt8] = [], command: (String) -> Void,
    line: (OutputLine) -> Void
  ) -> Bool {
    var previousBlock = block
    var reader = Reader(bytes: bytes)
    while let tag = reader.byte() {
      switch tag {
      case Self.command:
        guard let text = reader.run() else { return false }
        command(String(decoding: text, as: UTF8.self))
      case Self.line:
        guard let flags = reader.byte(), let text = reader.run() else { return false }
        line(Self.line(String(decoding: text, as: UTF8.self), flags: flags))
      case Self.block:
        guard let flags = reader.byte(), let prefix = reader.length(),
          let suffix = reader.length(), prefix + suffix <= previousBlock.count,
          let middle = reader.run()
        else { return false }
        let block =
          Array(previousBlock[..<prefix]) + middle + previousBlock[(previousBlock.count - suffix)...]
        previousBlock = block
        guard var diff = OutputLine(diffBlock: block) else {
          return false
        }
        let plain = Self.line("", flags: flags)
        (diff.role, diff.isVolatile) = (plain.role, plain.isVolatile)
        line(diff)
      default:
        return false
      }
    }
    return true
  }

  /// The lines `bytes` holds (no commands); `nil` when they are not of this form.
  static func lines(of bytes: [UInt8]) -> [OutputLine]? {
    var lines: [OutputLine] = []
    guard unpack(bytes, command: { _ in }, line: { lines.append($0) }) else { return nil }
    return lines
  }

  /// The lengths of the common prefix and suffix of `old` and `new`'s UTF-8, which do not
  /// overlap in either.
  static func common(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard let a = old.baseAddress, let b = new.baseAddress else { return (0, 0) }
        let limit = min(old.count, new.count)
        let prefix = ByteScan.commonPrefix(a, b, limit: limit)
        let suffix = ByteScan.commonSuffix(a + old.count, b + new.count, limit: limit - prefix)
        return (prefix, suffix)
      }
    }
  }

  private static let roles: [OutputLine.Role] = [
    .plain, .sent, .received, .removed, .added, .note, .error,
  ]

  /// The role's index in ``roles``, and 0x80 for a volatile line.
  private static func flags(of line: OutputLine) -> UInt8 {
    let role: UInt8 =
      switch line.role {
      case .plain: 0
      case .sent: 1
      case .received: 2
      case .removed: 3
      case .added: 4
      case .note: 5
      case .error: 6
      }
    return role | (line.isVolatile ? 0x80 : 0)
  }

  private static func line(_ text: String, flags: UInt8) -> OutputLine {
    let role = Int(flags & 0x7F) < roles.count ? roles[Int(flags & 0x7F)] : .plain
    return OutputLine(text, role, isVolatile: flags & 0x80 != 0)
  }

  /// A length, then the bytes.
  private static func write(run: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) {
    writeLength(run.count, to: &writer)
    writer.write(run)
  }

  /// At most 10 bytes (LEB128).
  private static func writeLength(_ length: Int, to writer: inout ByteWriter) {
    var value = UInt(length)
    while value >= 0x80 {
      writer.write(byte: UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    writer.write(byte: UInt8(value))
  }

  /// Reads records' parts, and says `nil` past the end.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func length() -> Int? {
      var value = 0
      var shift = 0
      while let byte = byte() {
        guard shift < 63 else { return nil }
        value |= Int(byte & 0x7F) << shift
        if byte < 0x80 { return value }
        shift += 7
      }
      return nil
    }

    /// A length and that many bytes.
    mutating func run() -> ArraySlice<UInt8>? {
      guard let length = length(), length <= bytes.count - offset else { return nil }
      defer { offset += length }
      return bytes[offset..<(offset + length)]
    }
  }
}

/// Output lines kept packed as they come (an in-session `replay`'s, for its result), in chunks
/// of ~64 KiB: one growing array copied itself into new memory at each doubling.
struct PackedLines: Sendable {
  private var chunks: [[UInt8]] = []
  private var packer = OutputPacker()

  /// Whether nothing was appended.
  var isEmpty: Bool { chunks.isEmpty }

  /// Appends `lines`, volatile ones too.
  mutating func append(_ lines: [OutputLine]) {
    if chunks.last.map({ $0.count >= 1 << 16 }) ?? true {
      chunks.append([])
      chunks[chunks.count - 1].reserveCapacity(1 << 16 + 1 << 12)
    }
    packer.append(lines, keepsVolatile: true, to: &chunks[chunks.count - 1])
  }

  /// The lines appended, a diff block as one block.
  var lines: [OutputLine] { OutputPacker.lines(of: Array(chunks.joined())) ?? [] }
}
