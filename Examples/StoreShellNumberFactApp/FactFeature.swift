// Written as a TCA 0.40 app writes it: animations on effects, sends and alert buttons, a
// transaction, and TCA's reducer named in full beside the app's own `Reducer`.
import ComposableArchitecture

/// The fact screen's state.
public struct FactState: Equatable {
  /// The number.
  public var count = 0
  /// Whether a fact is being fetched.
  public var isLoading = false
  /// The alert showing the fact.
  public var alert: AlertState<FactAction>?
  /// The dialog confirming a reset.
  public var confirmationDialog: ConfirmationDialogState<FactAction>?

  /// The screen at 0.
  public init() {}
}

/// What happens on the fact screen.
public enum FactAction: Equatable {
  case alertDismissed
  case countDownTapped
  case decrementButtonTapped
  case dialogDismissed
  case factButtonTapped
  case factResponse(TaskResult<String>)
  case incrementButtonTapped
  case optionsTapped
  case resetTapped
}

/// The fact screen's dependencies.
public struct FactEnvironment {
  /// Where facts come from.
  public var fact: FactClient
  /// The scheduler the count-down sleeps on.
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  /// An environment of `fact` and `mainQueue`.
  public init(fact: FactClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.fact = fact
    self.mainQueue = mainQueue
  }
}

/// The fact screen's reducer.
public let factReducer = ComposableArchitecture.Reducer<FactState, FactAction, FactEnvironment> {
  state, action, environment in
  enum CountDownID {}

  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case .countDownTapped:
    state.alert = nil
    return .run { [count = state.count] send in
      for _ in 0..<count {
        try await environment.mainQueue.sleep(for: .seconds(1))
        await send(.decrementButtonTapped, animation: .spring(response: 0.3, dampingFraction: 0.7))
      }
    }
    .transaction(Transaction(animation: .interpolatingSpring(stiffness: 100, damping: 10)))
    .cancellable(id: CountDownID.self)

  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .dialogDismissed:
    state.confirmationDialog = nil
    return .none

  case .factButtonTapped:
    state.isLoading = true
    return .task { [count = state.count] in
      await .factResponse(TaskResult { try await environment.fact.fetch(count) })
    }
    .animation()

  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.alert = AlertState(
      title: TextState(fact),
      primaryButton: .default(
        TextState("Count down"), action: .send(.countDownTapped, animation: .default)),
      secondaryButton: .cancel(TextState("OK"), action: .send(.alertDismissed))
    )
    return .none

  case .factResponse(.failure):
    state.isLoading = false
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none

  case .optionsTapped:
    state.confirmationDialog = ConfirmationDialogState(
      title: TextState("Options"),
      buttons: [
        .destructive(TextState("Reset"), action: .send(.resetTapped, animation: .easeOut)),
        .cancel(),
      ]
    )
    return .none

  case .resetTapped:
    state.confirmationDialog = nil
    state.count = 0
    return .cancel(id: CountDownID.self).animation(.easeInOut(duration: 0.3).delay(0.1))
  }
}

/// What a UIKit view controller of the screen does with its store: sends with animations.
public final class FactViewModel {
  /// The screen's view store.
  public let viewStore: ViewStore<FactState, FactAction>

  /// A model observing `store`.
  public init(store: Store<FactState, FactAction>) {
    self.viewStore = ViewStore(store)
  }

  /// The + button.
  public func incrementTapped() {
    viewStore.send(.incrementButtonTapped, animation: .default)
  }

  /// The − button.
  public func decrementTapped() {
    viewStore.send(.decrementButtonTapped, animation: .linear(duration: 0.2).speed(2))
  }
}
