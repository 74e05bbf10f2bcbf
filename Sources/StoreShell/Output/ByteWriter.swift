/// Writes UTF-8 into a buffer counted to be big enough beforehand: the printer's text and the
/// transcript's entries are made this way, one copy of each line's bytes, because appending to
/// a `String` piece by piece cost ~340 instructions an append here (a step's diff is ~20 lines
/// of 2–4 pieces each).
struct ByteWriter {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes were written.
  private(set) var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    (buffer.baseAddress! + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  mutating func write(byte: UInt8, count repeats: Int = 1) {
    (buffer.baseAddress! + count).initialize(repeating: byte, count: repeats)
    count += repeats
  }
}
