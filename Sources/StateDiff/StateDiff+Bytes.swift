import CustomDump

extension StateDiff {
  /// ``diff(_:_:format:)``'s text as UTF-8 bytes, in the default format: what a step hands its
  /// sinks, which print and pack bytes. No `String` is made of them: its UTF-8 check cost
  /// ~3,000 instructions a step with diffs on (the `…` of folded values makes a diff non-ASCII).
  package static func diffBytes<T>(_ lhs: T, _ rhs: T) -> [UInt8]? {
    diff(lhs, rhs, format: .default, taking: { $0.bytes }, fallback: { Array($0.utf8) })
  }
}
