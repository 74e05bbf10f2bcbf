// Scans of a diff's bytes, 16 at a time: a step's diff (~500 bytes) is measured and compared on
// every step with diffs on, and a byte-at-a-time loop or a `memchr` a line cost more than the
// rest of the step's handling of it. The standard library has no search for the first
// difference between two buffers, nor a count of a byte.
//
// No loop here asks `any` or `all` of a vector's lanes: the standard library reduces a mask
// through a generic `min()` it does not inline (~17 instructions a call, a third of a scan).
// Equal runs are compared as two 64-bit words; masks are accumulated and reduced once.

enum ByteScan {
  /// How many bytes `a` and `b` share from their starts, up to `limit` (at most either's count).
  static func commonPrefix(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, limit: Int) -> Int {
    var count = 0
    while count + 16 <= limit, equal16(a + count, b + count) {
      count += 16
    }
    while count < limit, a.load(fromByteOffset: count, as: UInt8.self)
      == b.load(fromByteOffset: count, as: UInt8.self)
    {
      count += 1
    }
    return count
  }

  /// How many bytes the `limit`-or-more-byte buffers that end at `aEnd` and `bEnd` share from
  /// their ends, up to `limit`.
  static func commonSuffix(_ aEnd: UnsafeRawPointer, _ bEnd: UnsafeRawPointer, limit: Int) -> Int {
    var count = 0
    while count + 16 <= limit, equal16(aEnd - count - 16, bEnd - count - 16) {
      count += 16
    }
    while count < limit, (aEnd - count - 1).load(as: UInt8.self)
      == (bEnd - count - 1).load(as: UInt8.self)
    {
      count += 1
    }
    return count
  }

  /// Whether the 16 bytes at `a` and `b` are equal.
  @inline(__always)
  private static func equal16(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    (a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self))
      | (a.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        ^ b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == 0
  }

  /// How many times `byte` occurs in `bytes`, and whether `stop` does (then the count is not
  /// finished).
  static func count(
    _ byte: UInt8, in bytes: UnsafeRawBufferPointer, stoppingAt stop: UInt8
  ) -> (count: Int, sawStop: Bool) {
    guard let base = bytes.baseAddress else { return (0, false) }
    var count = 0
    var offset = 0
    while offset < bytes.count {
      let value = base.load(fromByteOffset: offset, as: UInt8.self)
      if value == stop { return (count, true) }
      if value == byte { count += 1 }
      offset += 1
    }
    return (count, false)
  }

  /// How many LFs (U+000A) `bytes` holds, and whether it may hold a character
  /// `ControlEscaping` escapes with LFs kept: a byte below 0x20 other than LF, DEL (0x7F), or
  /// 0xC2, the first byte of a C1 control and of U+00A0–U+00BF (told apart by the caller, who
  /// counts again then). One pass over a diff block's bytes, where a scan for controls a byte
  /// at a time cost ~8 instructions a byte (~4,000 a step with diffs on).
  static func lineFeeds(in bytes: UnsafeRawBufferPointer) -> (count: Int, mayHoldControl: Bool) {
    guard let base = bytes.baseAddress else { return (0, false) }
    let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
    let space = SIMD16<UInt8>(repeating: 0x20)
    let delete = SIMD16<UInt8>(repeating: 0x7F)
    let c1Lead = SIMD16<UInt8>(repeating: 0xC2)
    let zeros = SIMD16<UInt8>()
    // Per lane: the LFs seen (summed every 255 chunks, before a lane can wrap), and whether a
    // control was.
    var lineFeeds = zeros
    var controls = SIMDMask<SIMD16<Int8>>()
    var count = 0
    var offset = 0
    var chunks = 0
    while offset + 16 <= bytes.count {
      let chunk = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let isLineFeed = chunk .== lineFeed
      controls .|= (chunk .< space) .& .!isLineFeed .| (chunk .== delete) .| (chunk .== c1Lead)
      lineFeeds &+= zeros.replacing(with: 1, where: isLineFeed)
      offset += 16
      chunks += 1
      if chunks == 255 {
        count += Int(SIMD16<UInt16>(truncatingIfNeeded: lineFeeds).wrappedSum())
        lineFeeds = zeros
        chunks = 0
      }
    }
    count += Int(SIMD16<UInt16>(truncatingIfNeeded: lineFeeds).wrappedSum())
    var mayHoldControl = any(controls)
    while offset < bytes.count {
      let byte = base.load(fromByteOffset: offset, as: UInt8.self)
      if byte == 0x0A {
        count += 1
      } else if byte < 0x20 || byte == 0x7F || byte == 0xC2 {
        mayHoldControl = true
      }
      offset += 1
    }
    return (count, mayHoldControl)
  }
}
