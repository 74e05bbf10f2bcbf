extension AlertState {
  /// An alert as TCA 0.41-0.56 builds one, from closures: its title, its buttons (a block of
  /// ``ButtonState``s; none gives the platform's OK button) and its message.
  ///
  /// ```swift
  /// AlertState {
  ///   TextState("Delete?")
  /// } actions: {
  ///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  /// } message: {
  ///   TextState("This cannot be undone.")
  /// }
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title(), message: message?(), buttons: actions().map(Button.init))
  }
}

extension AlertState.Button {
  /// The button `button` describes: its label, its role (`nil` is `.default`) and the action
  /// it sends (an animation is dropped: there is nothing to animate on Linux).
  public init(_ button: ButtonState<Action>) {
    let role: Role =
      switch button.role {
      case .cancel: .cancel
      case .destructive: .destructive
      case nil: .default
      }
    self.init(label: button.label, role: role, action: button.action.action.map { .send($0) })
  }
}

extension ConfirmationDialogState {
  /// A confirmation dialog as TCA 0.41-0.56 builds one, from closures: its title, its buttons
  /// (a block of ``ButtonState``s) and its message; the title shows as `titleVisibility` says.
  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      title: title(), titleVisibility: titleVisibility, message: message?(),
      buttons: actions().map(Button.init))
  }
}
