@preconcurrency import CasePaths

/// Builds a case path from an enum case, as the seeds write it: `/GameAction.counter`.
///
/// swift-case-paths keeps this spelling only as a deprecated operator (it now prefers
/// macro-generated case key paths, which a user's seed-style enums don't have); this one is
/// the same reflection-based extraction, offered without a deprecation warning.
///
/// Give it a contextual type (`pullback(…, action: /GameAction.counter, …)` does): standing
/// alone, `let path = /GameAction.counter` is resolved by Swift 6.3 to the no-payload
/// overload below, which traps.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  AnyCasePath(unsafe: embed)
}

/// Builds a case path from a case without associated values: `/Action.reset`.
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> AnyCasePath<Root, Void> {
  AnyCasePath(unsafe: root())
}

/// The identity case path: `/Action.self`.
public prefix func / <Root>(type: Root.Type) -> AnyCasePath<Root, Root> {
  AnyCasePath(embed: { $0 }, extract: { $0 })
}

prefix operator /
