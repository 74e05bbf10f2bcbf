/// Applies the binding actions of a ``BindableAction`` feature to its state: put it in a
/// `body` before the reducer that reacts to them.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: ReducerProtocol
where State == ViewAction.State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// A binding reducer for a feature whose actions are bindable.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A binding reducer for the bindable view actions `toViewAction` takes out of actions.
  @inlinable
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }

  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    guard let viewAction = toViewAction(action), let binding = extractBinding(viewAction)
    else { return .none }
    binding.set(&state)
    return .none
  }
}

/// TCA 0.47's name of ``BindableState``: `@BindingState var text = ""`.
public typealias BindingState = BindableState
