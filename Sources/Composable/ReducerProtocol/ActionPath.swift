import Synchronization

/// A case path out of a parent's actions, with the fast extraction 0.40's pullbacks use (see
/// `Pullback`): once the case is learned, an action of it is a tag comparison and its payload
/// read in place, instead of the reflection `/Action.child` starts from (~1,400 instructions).
/// A class, so that what it learns is shared by every copy of the reducer holding it.
@usableFromInline
final class ActionPath<Root, Value>: @unchecked Sendable {
  @usableFromInline let path: AnyCasePath<Root, Value>
  @usableFromInline let learned: LearnedCase
  @usableFromInline let cases: EnumCases
  @usableFromInline let asIsTag: Atomic<UInt32>
  @usableFromInline let isOnlyCase: Bool

  @inlinable
  init(_ path: AnyCasePath<Root, Value>) {
    self.path = path
    let extractor = KnownCasePaths.extractor(of: path)
    self.learned = extractor?.learned ?? LearnedCase()
    self.cases = extractor?.cases ?? .unlearnable
    self.asIsTag = Atomic(learned.asIsTag)
    self.isOnlyCase = extractor?.cases.hasOneCase ?? false
  }

  @inlinable @inline(__always)
  func extract(from root: Root) -> Value? {
    let tag = isOnlyCase ? 0 : cases.tag(of: root)
    if _fastPath(tag == asIsTag.load(ordering: .relaxed)) {
      return EnumCases.payloadAsIs(of: root, as: Value.self)
    }
    let known = learned.known
    guard known != 0 else {
      defer { asIsTag.store(learned.asIsTag, ordering: .relaxed) }
      return path.extract(from: root)
    }
    guard tag == LearnedCase.tag(known) else { return nil }
    return copyPayload(of: root, known)
  }

  @inlinable @inline(never)
  func copyPayload(of root: Root, _ known: UInt64) -> Value? {
    asIsTag.store(learned.asIsTag, ordering: .relaxed)
    return cases.extract(from: root, known: known, as: Value.self) { path.extract(from: $0) }
  }

  @inlinable
  func embed(_ value: Value) -> Root { path.embed(value) }

  /// `effect`'s actions embedded in the parent's (out of line: most reducers return `.none`,
  /// and the usual send keeps nothing aside for this).
  @inlinable @inline(never) @_semantics("optimize.sil.specialize.owned2guarantee.never")
  func embed(_ effect: consuming EffectTask<Value>) -> EffectTask<Root> {
    effect.map(path.embed)
  }
}
