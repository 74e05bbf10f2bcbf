import Synchronization

/// Answers that depend only on a type, computed for its first value and kept.
///
/// A diff asks every value it visits what it is (`Equatable`? an array? an optional?); asked
/// with `as?`/`is`, each answer is a lookup in the Swift runtime's conformance tables, hundreds
/// of instructions and many cache misses a value, every step. Asked here, it is one dictionary
/// lookup under a lock.
final class TypeCache<Answer>: Sendable {
  private let answers = Mutex<[ObjectIdentifier: Shared]>([:])

  /// (Unchecked: the answers are immutable once made — types, metatypes, functions of no
  /// state — and shared as they are.)
  private struct Shared: @unchecked Sendable {
    let answer: Answer
  }

  /// The answer for `type`, computed by `compute` the first time (outside the lock: computing
  /// may ask this or another cache about other types).
  func answer(for type: Any.Type, compute: () -> Answer) -> Answer {
    let key = ObjectIdentifier(type)
    if let known = answers.withLock({ $0[key] }) { return known.answer }
    let answer = compute()
    answers.withLock { $0[key] = Shared(answer: answer) }
    return answer
  }
}
