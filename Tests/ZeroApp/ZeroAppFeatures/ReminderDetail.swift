import ComposableArchitecture
import ZeroAppModels

/// One reminder, pushed on the stack: edit its title, mark it done (which pops it).
public struct ReminderDetail: ReducerProtocol {
  public struct State: Equatable, Codable {
    public var reminder: Reminder

    public init(reminder: Reminder) { self.reminder = reminder }
  }

  public enum Action: Equatable, Codable {
    case titleChanged(String)
    case doneButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .titleChanged(title):
      state.reminder.title = title
      return .none
    case .doneButtonTapped:
      state.reminder.isDone = true
      return .fireAndForget { await dismiss() }
    }
  }
}
