import ComposableArchitecture
import Era041Models

/// A note row: its text and pin.
public struct NoteRow: ReducerProtocol {
  public typealias State = Note

  public enum Action: Equatable {
    case pinToggled
    case textChanged(String)
  }

  public init() {}

  public func reduce(into state: inout Note, action: Action) -> EffectTask<Action> {
    switch action {
    case .pinToggled:
      state.isPinned.toggle()
    case let .textChanged(text):
      state.text = text
    }
    return .none
  }
}

/// Notes made with fresh ids, each run by `NoteRow`.
public struct NoteList: ReducerProtocol {
  public struct State: Equatable {
    public var notes: IdentifiedArrayOf<Note> = []
    public init(notes: IdentifiedArrayOf<Note> = []) { self.notes = notes }
  }

  public enum Action: Equatable {
    case addButtonTapped
    case deleteButtonTapped(Note.ID)
    case note(id: Note.ID, action: NoteRow.Action)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerProtocolOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.notes.append(Note(id: uuid()))
        return .none
      case let .deleteButtonTapped(id):
        state.notes.remove(id: id)
        return .none
      case .note:
        return .none
      }
    }
    .forEach(\.notes, action: /Action.note(id:action:)) {
      NoteRow()
    }
  }
}
