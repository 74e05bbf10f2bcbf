import ComposableArchitecture

/// Edits a draft, presented or pushed; saving dismisses it.
public struct NoteEditor: ReducerProtocol {
  public struct State: Equatable {
    public var draft: String
    public init(draft: String = "") { self.draft = draft }
  }

  public enum Action: Equatable {
    case draftChanged(String)
    case saveButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .draftChanged(draft):
      state.draft = draft
      return .none
    case .saveButtonTapped:
      return .fireAndForget { await dismiss() }
    }
  }
}
