/// A case path out of a parent's actions, with the fast extraction 0.40's pullbacks use (see
/// `Pullback`): once the case is learned, an action of it is a tag comparison and its payload
/// read in place, instead of the reflection `/Action.child` starts from (~1,400 instructions).
///
/// A struct that allocates nothing: a feature's `body` builds its reducers again at every
/// action, and with them this. What the case path learned lives in its ``CaseRecord``, which
/// every case path `/` builds at the same place shares (in optimized code).
@usableFromInline
struct ActionPath<Root, Value>: @unchecked Sendable {
  @usableFromInline let path: AnyCasePath<Root, Value>
  /// The record `path`'s extraction closure holds (so it lives as long as `path`), if `/`
  /// built it; unretained, so that a `Scope` made at every action neither retains nor releases
  /// it.
  @usableFromInline let record: Unmanaged<CaseRecord>?

  @inlinable @inline(__always)
  init(_ path: AnyCasePath<Root, Value>) {
    self.path = path
    self.record = CaseRecord.unretained(of: path)
  }

  @inlinable @inline(__always)
  func extract(from root: Root) -> Value? {
    guard let record else { return path.extract(from: root) }
    return record._withUnsafeGuaranteedRef { record in
      let tag = record.isOnlyCase ? 0 : record.cases.tag(of: root)
      if _fastPath(tag == record.learned.asIsTag) {
        return EnumCases.payloadAsIs(of: root, as: Value.self)
      }
      return extractSlowly(from: root, record)
    }
  }

  /// The payload of `root` when it is not of the learned case read in place: another case, a
  /// payload copied out, or a case not learned yet (out of line: the usual action needs none
  /// of it).
  @inlinable @inline(never)
  func extractSlowly(from root: Root, _ record: CaseRecord) -> Value? {
    record.extract(from: root, as: Value.self)
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
