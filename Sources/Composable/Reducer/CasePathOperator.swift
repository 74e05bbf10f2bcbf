import CasePathsCore

/// A case path: how to embed a value in one case of an enum and extract it back, as CasePaths
/// 0.x named its struct (`CasePath<AppAction, CounterAction>` in a signature).
///
/// swift-case-paths 1.x uses the name `CasePath` for a protocol and calls the struct
/// `AnyCasePath`; this alias, declared in the module clients import, shadows that protocol so
/// that 0.x-era signatures name the concrete type again.
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>

/// Builds a case path from an enum case, as the seeds write it: `/GameAction.counter`.
///
/// swift-case-paths keeps this spelling only as a deprecated operator of its `CasePaths`
/// module (it now prefers macro-generated case key paths, which a user's seed-style enums don't
/// have, and which would build swift-syntax); this one extracts by reflection
/// (`reflectedExtraction`) the first time, then by the case's tag it learned (see
/// `CaseRecord`; `pullback` and `Scope` run that extraction inline), offered without a
/// deprecation warning. Built again at the same place (a `body` does, at every action), it
/// finds what it learned there without a lock (`CaseRecords`), in optimized code.
///
/// The embed function is not required to be `@Sendable`, as in CasePaths 0.x: Swift 5 code
/// passes an enum case constructor, which that mode does not infer to be `@Sendable`. Case
/// constructors capture nothing, so calling one from any thread is safe (it is cast, not
/// wrapped: a wrapping closure would allocate at every call).
@inlinable
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let sendable = unsafeBitCast(embed, to: (@Sendable (Value) -> Root).self)
  let function = unsafeBitCast(embed, to: (UnsafeRawPointer, UnsafeRawPointer?).self)
  let embedFunction = function.1 == nil ? function.0 : nil
  let kept = embedFunction.flatMap { CaseRecords.find(Root.self, Value.self, embed: $0) }
  guard
    let record = kept?.takeUnretainedValue()
      ?? CaseRecord.make(sendable, embedFunction: embedFunction)
  else {
    return AnyCasePath(embed: sendable, extract: reflectedExtraction(sendable))
  }
  return CasePathLayout(embed: sendable) { record.extract(from: $0, as: Value.self) }.casePath
}

/// `AnyCasePath`'s stored layout (its two closures, in order), so that `/` makes one without
/// calling its initializer: not inlinable, it copies both closures (a retain each) that `/`
/// then releases, at every evaluation of a `body`.
@usableFromInline
struct CasePathLayout<Root, Value> {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let extract: @Sendable (Root) -> Value?

  @inlinable
  init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
    self.embed = embed
    self.extract = extract
  }

  /// The case path of these closures.
  @inlinable
  var casePath: AnyCasePath<Root, Value> {
    guard MemoryLayout<Self>.size == MemoryLayout<AnyCasePath<Root, Value>>.size else {
      return AnyCasePath(embed: embed, extract: extract)
    }
    return unsafeBitCast(self, to: AnyCasePath<Root, Value>.self)
  }
}

/// Builds a case path from a case without associated values: `/Action.reset`.
///
/// The enum must be `Equatable` (actions are, to be tested): a function type cannot be, and
/// that keeps Swift from choosing this overload for `/Action.counter` written with no type
/// context, where it would make a useless `Void` case path holding the case constructor
/// (Swift 6.3 prefers an unconstrained autoclosure overload there, even a disfavoured one).
public prefix func / <Root: Equatable>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> AnyCasePath<Root, Void> {
  voidCasePath(root)
}

/// The case path of the case `root` makes; unconstrained, so that the closures it builds do
/// not capture `Root`'s `Equatable` conformance.
private func voidCasePath<Root>(_ root: @escaping @Sendable () -> Root) -> AnyCasePath<Root, Void> {
  AnyCasePath(embed: root, extract: reflectedVoidExtraction(root()))
}

/// The identity case path: `/Action.self`.
public prefix func / <Root>(type: Root.Type) -> AnyCasePath<Root, Root> {
  AnyCasePath(embed: { $0 }, extract: { $0 })
}

prefix operator /
