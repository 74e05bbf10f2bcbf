import ComposableArchitecture

// Features written as TCA 0.41-0.56 apps write them.

struct Counter: ReducerProtocol {
  struct State: Equatable, Identifiable {
    var id: Int = 0
    var count = 0
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case delayedIncrementButtonTapped
    case delayedIncrementResponse
    case timerStarted
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .delayedIncrementButtonTapped:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.delayedIncrementResponse)
      }
    case .delayedIncrementResponse:
      state.count += 1
      return .none
    case .timerStarted:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.timerTicked)
        }
      }
    case .timerTicked:
      state.count += 1
      return .none
    }
  }
}

struct Todos: ReducerProtocol {
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = []
    var counter: Counter.State?
    var editsCount = 0
    @BindingState var query = ""
    var queryChanges = 0
  }

  enum Action: Equatable, BindableAction {
    case addButtonTapped
    case binding(BindingAction<State>)
    case counter(Counter.Action)
    case counterButtonTapped
    case dismissCounter
    case todo(id: Todo.State.ID, action: Todo.Action)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerProtocol<State, Action> {
    BindingReducer()
      .onChange(of: \.query) { _, _ in
        Reduce { state, _ in
          state.queryChanges += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.todos.append(Todo.State(id: uuid()))
        return .none
      case .binding:
        return .none
      case .counter:
        return .none
      case .counterButtonTapped:
        state.counter = Counter.State()
        return .none
      case .dismissCounter:
        state.counter = nil
        return .none
      case .todo(id: _, action: .textChanged):
        state.editsCount += 1
        return .none
      case .todo:
        return .none
      }
    }
    .ifLet(\.counter, action: /Action.counter) {
      Counter()
    }
    .forEach(\.todos, action: /Action.todo(id:action:)) {
      Todo()
    }
  }
}

/// A feature whose state is an enum: `Scope` on a case, `ifCaseLet`, and a builder's `if`,
/// `if let`, `switch` and optional reducer.
struct Switcher: ReducerProtocol {
  enum State: Equatable {
    case counter(Counter.State)
    case todo(Todo.State)
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case showTodo(UUID)
    case todo(Todo.Action)
  }

  var logsActions = false
  var extra: Reduce<State, Action>?
  var mode = 0

  var body: some ReducerProtocol<State, Action> {
    Scope(state: /State.counter, action: /Action.counter) {
      Counter()
    }
    Reduce { state, action in
      if case let .showTodo(id) = action { state = .todo(Todo.State(id: id)) }
      return .none
    }
    .ifCaseLet(/State.todo, action: /Action.todo) {
      Todo()
    }
    if logsActions {
      Reduce { _, _ in .none }
    }
    if let extra {
      extra
    }
    switch mode {
    case 0:
      EmptyReducer()
    default:
      Reduce { _, _ in .none }
    }
    extra
  }
}

struct Todo: ReducerProtocol {
  struct State: Equatable, Identifiable {
    let id: UUID
    var text = ""
    var isComplete = false
  }

  enum Action: Equatable {
    case checkBoxToggled
    case textChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .checkBoxToggled:
      state.isComplete.toggle()
    case let .textChanged(text):
      state.text = text
    }
    return .none
  }
}
