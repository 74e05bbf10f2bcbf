// Scans of a diff's bytes, 16 at a time: a step's diff (~500 bytes) is measured and compared on
// every step with diffs on, and a byte-at-a-time loop or a `memchr` a line cost more than the
// rest of the step's handling of it. The standard library has no search for the first
// difference between two buffers, nor a count of a byte.

enum ByteScan {
  /// How many bytes `a` and `b` share from their starts, up to `limit` (at most either's count).
  static func commonPrefix(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, limit: Int) -> Int {
    var count = 0
    while count + 16 <= limit,
      all(
        a.loadUnaligned(fromByteOffset: count, as: SIMD16<UInt8>.self)
          .== b.loadUnaligned(fromByteOffset: count, as: SIMD16<UInt8>.self))
    {
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
    while count + 16 <= limit,
      all(
        (aEnd - count - 16).loadUnaligned(as: SIMD16<UInt8>.self)
          .== (bEnd - count - 16).loadUnaligned(as: SIMD16<UInt8>.self))
    {
      count += 16
    }
    while count < limit, (aEnd - count - 1).load(as: UInt8.self)
      == (bEnd - count - 1).load(as: UInt8.self)
    {
      count += 1
    }
    return count
  }

  /// How many times `byte` occurs in `bytes`, and whether `stop` does (then the count is not
  /// finished).
  static func count(
    _ byte: UInt8, in bytes: UnsafeRawBufferPointer, stoppingAt stop: UInt8
  ) -> (count: Int, sawStop: Bool) {
    guard let base = bytes.baseAddress else { return (0, false) }
    let wanted = SIMD16<UInt8>(repeating: byte)
    let stops = SIMD16<UInt8>(repeating: stop)
    let zeros = SIMD16<UInt8>()
    var count = 0
    var offset = 0
    while offset + 16 <= bytes.count {
      let chunk = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      if any(chunk .== stops) { return (count, true) }
      // Each lane is 0 or 1: the sum of 16 lanes fits in a byte.
      count += Int(zeros.replacing(with: 1, where: chunk .== wanted).wrappedSum())
      offset += 16
    }
    while offset < bytes.count {
      let value = base.load(fromByteOffset: offset, as: UInt8.self)
      if value == stop { return (count, true) }
      if value == byte { count += 1 }
      offset += 1
    }
    return (count, false)
  }
}
