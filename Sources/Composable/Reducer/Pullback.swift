import Synchronization

/// What a reducer pulled back along a key path and a case path runs: everything it needs in
/// one object, so that the reducer's closure captures one reference (a closure capturing each
/// piece copies them all out of its context on every call).
@usableFromInline
final class Pullback<State, Action, Environment, GlobalState, GlobalAction, GlobalEnvironment> {
  @usableFromInline let child: Reducer<State, Action, Environment>
  @usableFromInline let toLocalState: WritableKeyPath<GlobalState, State>
  /// The child state's offset in the parent's when the key path has one, else -1 (not an
  /// optional: testing a negative number is one compare, laid out as the usual way).
  @usableFromInline let offset: Int
  @usableFromInline let toLocalAction: AnyCasePath<GlobalAction, Action>
  @usableFromInline let toLocalEnvironment: (GlobalEnvironment) -> Environment
  /// The case the case path extracts, once learned, when `/` built it (its `CaseRecord`); a
  /// case learned by nothing otherwise, so that `toLocalAction` extracts.
  @usableFromInline let learned: LearnedCase
  /// The action enum's witnesses, read only once `learned` knows a case (not optional: an
  /// unwrapped copy of the struct loaded all four words on every action).
  @usableFromInline let cases: EnumCases
  /// `learned.asIsTag`, copied here (one load an action fewer): when made, and again when an
  /// action of the learned case takes the slower way.
  @usableFromInline let asIsTag: Atomic<UInt32>
  /// Whether the parent's action enum has this one case only: every action's tag is then 0,
  /// known without calling the enum's witness.
  @usableFromInline let isOnlyCase: Bool

  @inlinable
  init(
    child: Reducer<State, Action, Environment>,
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) {
    self.child = child
    self.toLocalState = toLocalState
    self.offset = MemoryLayout<GlobalState>.offset(of: toLocalState) ?? -1
    self.toLocalAction = toLocalAction
    self.toLocalEnvironment = toLocalEnvironment
    let record = CaseRecord.of(toLocalAction)
    self.learned = record?.learned ?? LearnedCase()
    self.cases = record?.cases ?? .unlearnable
    self.asIsTag = Atomic(learned.asIsTag)
    self.isOnlyCase = record?.isOnlyCase ?? false
  }

  /// The child's action in `globalAction`: by the learned case's tag when it is known, by
  /// the case path otherwise (which, for a case path of `/`, learns it).
  @inlinable @inline(__always)
  func extract(from globalAction: GlobalAction) -> Action? {
    let tag = isOnlyCase ? 0 : cases.tag(of: globalAction)
    // The usual action: of the learned case, its payload read in place.
    if _fastPath(tag == asIsTag.load(ordering: .relaxed)) {
      return EnumCases.payloadAsIs(of: globalAction, as: Action.self)
    }
    let known = learned.known
    guard known != 0 else {
      defer { asIsTag.store(learned.asIsTag, ordering: .relaxed) }
      return toLocalAction.extract(from: globalAction)
    }
    guard tag == LearnedCase.tag(known) else { return nil }
    // Out of line, so that the witnesses it needs are not loaded for every action.
    return copyPayload(of: globalAction, known)
  }

  /// The payload of `globalAction`, of the learned case, when it is not stored as is (or was
  /// learned so by another use of the case path since the last look).
  @inlinable @inline(never)
  func copyPayload(of globalAction: GlobalAction, _ known: UInt64) -> Action? {
    asIsTag.store(learned.asIsTag, ordering: .relaxed)
    return cases.extract(from: globalAction, known: known, as: Action.self) {
      toLocalAction.extract(from: $0)
    }
  }

  /// Runs the child on its state, in place, for the child's actions; embeds its effect's.
  @inlinable @inline(never)
  func reduce(
    _ globalState: inout GlobalState, _ globalAction: GlobalAction,
    _ globalEnvironment: GlobalEnvironment
  ) -> Effect<GlobalAction, Never> {
    run(&globalState, globalAction, globalEnvironment)
  }

  /// What ``reduce(_:_:_:)`` does, inline (`BoundPullback.reduce` runs it too).
  @inlinable @inline(__always)
  func run(
    _ globalState: inout GlobalState, _ globalAction: GlobalAction,
    _ globalEnvironment: GlobalEnvironment
  ) -> Effect<GlobalAction, Never> {
    guard let action = extract(from: globalAction) else { return .none }
    // Before the state's access, as an argument is evaluated before an `inout` access begins
    // (and the child's closure is then loaded after the call, not kept across it).
    let environment = toLocalEnvironment(globalEnvironment)
    return modify(&globalState, at: toLocalState, offset: offset) {
      let effect = child.run(&$0, action, environment)
      // Checked before mapping (`.map` would allocate the embedding closure first), here in
      // each way to the state, so that the usual `.none` keeps nothing aside.
      return effect.isNone ? .none : embed(effect)
    }
  }

  /// The child's effect, its actions embedded in the parent's (out of line: most actions
  /// return `.none`, and the mapping's registers would be saved on every one). It takes the
  /// effect over (kept so by the `_semantics`): borrowed, the caller would keep it to release
  /// after the call, in registers it then saves on every action.
  @inlinable @inline(never) @_semantics("optimize.sil.specialize.owned2guarantee.never")
  func embed(_ effect: consuming Effect<Action, Never>) -> Effect<GlobalAction, Never> {
    effect.map(toLocalAction.embed)
  }
}
