/// Presented state that goes away on any of its actions: an alert or a confirmation dialog,
/// whose buttons all dismiss it. `ifLet(\.$destination…)` sets such a destination to `nil` when
/// it receives one of its actions, also as the case of an enum of destinations.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether `state` is ephemeral, or an enum whose case holds ephemeral state.
func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
