import Composable

/// What the banner form does.
public enum BannerAction: Equatable, Codable {
  /// "Save" was tapped.
  case saveButtonTapped
  /// The save ended: whether it worked.
  case saveResponse(Bool)
  /// The banner's moment is over.
  case bannerTimedOut
  /// "Ping" was tapped: an answer comes back 300 ms later.
  case pingButtonTapped
  /// The ping's answer.
  case pingAnswered
}
