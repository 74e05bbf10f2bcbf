import ComposableArchitecture
import Era041Models

/// The app: search, countdown and notes as scoped features, an optional countdown, a presented
/// editor and a stack of editors.
public struct AppFeature: ReducerProtocol {
  public struct State: Equatable {
    public var search = QuoteSearch.State()
    public var notes = NoteList.State()
    public var bonusCountdown: Countdown.State?
    @PresentationState public var editor: NoteEditor.State?
    public var path = StackState<NoteEditor.State>()
    public var savedDrafts: [String] = []

    public init() {}
  }

  public enum Action: Equatable {
    case bonusCountdown(Countdown.Action)
    case bonusButtonTapped
    case editor(PresentationAction<NoteEditor.Action>)
    case editButtonTapped
    case notes(NoteList.Action)
    case path(StackAction<NoteEditor.State, NoteEditor.Action>)
    case pushEditorButtonTapped
    case search(QuoteSearch.Action)
  }

  public init() {}

  public var body: some ReducerProtocolOf<Self> {
    Scope(state: \.search, action: /Action.search) {
      QuoteSearch()
    }
    Scope(state: \.notes, action: /Action.notes) {
      NoteList()
    }
    Reduce { state, action in
      switch action {
      case .bonusButtonTapped:
        state.bonusCountdown = Countdown.State(secondsLeft: 1)
        return .none
      case .bonusCountdown(.finished):
        state.bonusCountdown = nil
        return .none
      case .editButtonTapped:
        state.editor = NoteEditor.State()
        return .none
      case .editor(.dismiss):
        if let draft = state.editor?.draft { state.savedDrafts.append(draft) }
        return .none
      case .pushEditorButtonTapped:
        state.path.append(NoteEditor.State())
        return .none
      case .bonusCountdown, .editor, .notes, .path, .search:
        return .none
      }
    }
    .ifLet(\.bonusCountdown, action: /Action.bonusCountdown) {
      Countdown()
    }
    .ifLet(\.$editor, action: /Action.editor) {
      NoteEditor()
    }
    .forEach(\.path, action: /Action.path) {
      NoteEditor()
    }
  }
}
