import Composable

/// The banner form's reducer: the save's answer is received on `DispatchQueue.main`, the
/// banner hides 0.8 s later on `DispatchQueue.main`, and a ping answers 300 ms later through
/// `DispatchQueue.main.asyncAfter`.
public let bannerReducer = Reducer<BannerState, BannerAction, BannerEnvironment> {
  state, action, environment in
  struct BannerID: Hashable {}

  switch action {
  case .saveButtonTapped:
    state.isSaving = true
    return environment.save()
      .receive(on: DispatchQueue.main)
      .map(BannerAction.saveResponse)
      .eraseToEffect()

  case let .saveResponse(ok):
    state.isSaving = false
    state.saveCount += 1
    state.message = ok ? "Saved" : "Could not save"
    return Effect(value: .bannerTimedOut)
      .delay(for: 0.8, scheduler: DispatchQueue.main)
      .eraseToEffect()
      .cancellable(id: BannerID(), cancelInFlight: true)

  case .bannerTimedOut:
    state.message = nil
    return .none

  case .pingButtonTapped:
    return .future { callback in
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { callback(.success(.pingAnswered)) }
    }

  case .pingAnswered:
    state.pingCount += 1
    return .none
  }
}
