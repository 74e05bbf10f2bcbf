import Composable
import Foundation

// One feature in both eras, as an app migrates it: the state and action types stay, the
// 0.40 reducer and its environment become a `ReducerProtocol` type reaching its scheduler and
// ids through `@Dependency`. A session recorded on the first replays and checks on the second
// (MigrationTests; the DocC article "Migrating a feature in the shell").

/// A shopping list: items added with an id, and a reminder a second after each.
struct ShoppingState: Equatable {
  var items: [ShoppingItem] = []
  var reminders = 0
}

/// One item of the list.
struct ShoppingItem: Equatable, Identifiable {
  var id: UUID
  var name: String
}

/// What the list does.
enum ShoppingAction: Codable, Equatable {
  case add(String)
  case remove(at: Int)
  case remind
}

/// The 0.40 feature's environment.
struct ShoppingEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
}

/// The 0.40 feature: a closure reducer over its environment.
let shoppingReducer = Reducer<ShoppingState, ShoppingAction, ShoppingEnvironment> {
  state, action, environment in
  switch action {
  case let .add(name):
    state.items.append(ShoppingItem(id: environment.uuid(), name: name))
    return Effect(value: .remind).deferred(for: .seconds(1), scheduler: environment.mainQueue)
  case let .remove(at: index):
    guard state.items.indices.contains(index) else { return .none }
    state.items.remove(at: index)
    return .none
  case .remind:
    state.reminders += 1
    return .none
  }
}

/// The same feature migrated to `ReducerProtocol`: its dependencies are the shell's own.
struct Shopping: ReducerProtocol {
  typealias State = ShoppingState
  typealias Action = ShoppingAction

  /// How long after an item its reminder comes (a port that changes it changes behaviour).
  var reminderDelay: DispatchQueue.SchedulerTimeType.Stride = .seconds(1)
  /// Whether the reminder is an async `.run` that sleeps, as 0.41–0.56 features write it,
  /// rather than the 0.40 feature's deferred effect.
  var remindsWithRun = false
  @Dependency(\.mainQueue) var mainQueue
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .add(name):
      state.items.append(ShoppingItem(id: uuid(), name: name))
      guard remindsWithRun else {
        return Effect(value: .remind).deferred(for: reminderDelay, scheduler: mainQueue)
      }
      return .run { [mainQueue, reminderDelay] send in
        try await mainQueue.sleep(for: reminderDelay)
        await send(.remind)
      }
    case let .remove(at: index):
      guard state.items.indices.contains(index) else { return .none }
      state.items.remove(at: index)
      return .none
    case .remind:
      state.reminders += 1
      return .none
    }
  }
}

/// The feature ported with its types moved inside it, as 0.41–0.56 apps write them
/// (`ShoppingState` becomes `RenamedShopping.State`); the same cases.
struct RenamedShopping: ReducerProtocol {
  struct State: Equatable {
    var items: [ShoppingItem] = []
    var reminders = 0
  }

  enum Action: Codable, Equatable {
    case add(String)
    case remove(at: Int)
    case remind
  }

  /// The unported feature's logic, on the moved types.
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    var shopping = ShoppingState(items: state.items, reminders: state.reminders)
    let effect = Shopping().reduce(into: &shopping, action: ShoppingAction(action))
    (state.items, state.reminders) = (shopping.items, shopping.reminders)
    return effect.map(Action.init)
  }
}

extension ShoppingAction {
  /// The moved type's action as the unported one's.
  init(_ action: RenamedShopping.Action) {
    switch action {
    case let .add(name): self = .add(name)
    case let .remove(at: index): self = .remove(at: index)
    case .remind: self = .remind
    }
  }
}

extension RenamedShopping.Action {
  /// The unported type's action as the moved one's.
  init(_ action: ShoppingAction) {
    switch action {
    case let .add(name): self = .add(name)
    case let .remove(at: index): self = .remove(at: index)
    case .remind: self = .remind
    }
  }

}
