import Composable

/// A form that saves and shows a banner for a moment, as 0.1x–0.3x apps wrote one: its work
/// hard-codes the main queue instead of taking a scheduler.
public struct BannerState: Equatable, Codable {
  /// The banner shown, if any.
  public var message: String?
  /// Whether a save is under way.
  public var isSaving: Bool
  /// How many saves finished.
  public var saveCount: Int
  /// How many pings came back.
  public var pingCount: Int

  /// A form with no banner.
  public init(message: String? = nil, isSaving: Bool = false, saveCount: Int = 0, pingCount: Int = 0) {
    self.message = message
    self.isSaving = isSaving
    self.saveCount = saveCount
    self.pingCount = pingCount
  }
}
