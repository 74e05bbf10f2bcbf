/// The command lines of a session's steps, for `history`, `goto` and `undo`, kept compactly:
/// each distinct line is stored once and each step is a 4-byte index into them, so that a
/// million steps of a few kinds take a few megabytes.
struct StepLog: RandomAccessCollection, ExpressibleByArrayLiteral {
  private var lines: [String] = []
  private var numbers: [String: UInt32] = [:]
  private var order: [UInt32] = []

  /// A log of `steps`, in order.
  init<S: Sequence<String>>(_ steps: S) {
    for step in steps { append(step) }
  }

  init(arrayLiteral steps: String...) { self.init(steps) }

  var startIndex: Int { 0 }
  var endIndex: Int { order.count }
  subscript(position: Int) -> String { lines[Int(order[position])] }

  /// Keeps the first `count` steps (all when there are fewer).
  mutating func keepFirst(_ count: Int) {
    order.removeSubrange(Swift.min(Swift.max(count, 0), order.count)...)
  }

  /// Adds a step at the end.
  mutating func append(_ step: String) {
    if let number = numbers[step] {
      order.append(number)
    } else {
      let number = UInt32(lines.count)
      lines.append(step)
      numbers[step] = number
      order.append(number)
    }
  }
}
