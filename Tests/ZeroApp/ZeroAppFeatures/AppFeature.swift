import ComposableArchitecture
import ZeroAppModels

/// The app: a search for titles, the reminders, a presented snooze and a stack of details.
public struct AppFeature: ReducerProtocol {
  public struct State: Equatable {
    public var search = SuggestionSearch.State()
    public var reminders: IdentifiedArrayOf<Reminder> = []
    @PresentationState public var snooze: Snooze.State?
    public var path = StackState<ReminderDetail.State>()

    public init() {}
  }

  public enum Action: Equatable, Codable {
    case addButtonTapped
    case openReminder(id: UUID)
    case path(StackAction<ReminderDetail.State, ReminderDetail.Action>)
    case search(SuggestionSearch.Action)
    case snooze(PresentationAction<Snooze.Action>)
    case snoozeButtonTapped
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerProtocolOf<Self> {
    Scope(state: \.search, action: /Action.search) {
      SuggestionSearch()
    }
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let title = state.search.suggestions.first?.title ?? state.search.query
        state.reminders.append(Reminder(id: uuid(), title: title))
        return .none
      case let .openReminder(id):
        guard let reminder = state.reminders[id: id] else { return .none }
        state.path.append(ReminderDetail.State(reminder: reminder))
        return .none
      case let .path(.popFrom(id)):
        guard let detail = state.path[id: id] else { return .none }
        state.reminders[id: detail.reminder.id] = detail.reminder
        return .none
      case .snoozeButtonTapped:
        state.snooze = Snooze.State()
        return .none
      case .path, .search, .snooze:
        return .none
      }
    }
    .ifLet(\.$snooze, action: /Action.snooze) {
      Snooze()
    }
    .forEach(\.path, action: /Action.path) {
      ReminderDetail()
    }
  }
}
