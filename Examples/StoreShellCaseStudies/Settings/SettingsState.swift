import Composable

/// A settings form: the fields a binding sets, and what the reducer derives from them.
public struct SettingsState: Equatable, Codable {
  /// The name others see.
  @BindableState public var displayName: String
  /// Whether the digest e-mail is sent at all.
  @BindableState public var notificationsEnabled: Bool
  /// Every how many days the digest is sent (a stepper, 1 to 30).
  @BindableState public var digestIntervalDays: Int
  /// What is wrong with the form, if anything (set by the reducer).
  public var validationError: String?
  /// Whether "Save" is enabled (set by the reducer).
  public var isSaveEnabled: Bool
  /// The settings last saved.
  public var saved: SavedSettings?

  /// A form with these fields, validated.
  public init(
    displayName: String = "",
    notificationsEnabled: Bool = false,
    digestIntervalDays: Int = 7,
    saved: SavedSettings? = nil
  ) {
    self.displayName = displayName
    self.notificationsEnabled = notificationsEnabled
    self.digestIntervalDays = digestIntervalDays
    self.validationError = nil
    self.isSaveEnabled = false
    self.saved = saved
    validate()
  }

  /// The longest display name accepted.
  public static let maximumNameLength = 20
  /// The stepper's range.
  public static let digestIntervalRange = 1...30

  /// Sets ``validationError`` and ``isSaveEnabled`` from the fields.
  mutating func validate() {
    let name = displayName.trimmingCharacters(in: .whitespaces)
    if name.isEmpty {
      validationError = "A display name is required."
    } else if name.count > Self.maximumNameLength {
      validationError = "A display name has at most \(Self.maximumNameLength) characters."
    } else {
      validationError = nil
    }
    isSaveEnabled = validationError == nil && saved != current
  }

  /// The fields as they would be saved.
  var current: SavedSettings {
    SavedSettings(
      displayName: displayName.trimmingCharacters(in: .whitespaces),
      notificationsEnabled: notificationsEnabled,
      digestIntervalDays: notificationsEnabled ? digestIntervalDays : nil)
  }
}

/// Settings as saved.
public struct SavedSettings: Equatable, Codable {
  /// The display name, trimmed.
  public var displayName: String
  /// Whether the digest is sent.
  public var notificationsEnabled: Bool
  /// Every how many days, when it is sent.
  public var digestIntervalDays: Int?

  /// Saved settings.
  public init(displayName: String, notificationsEnabled: Bool, digestIntervalDays: Int?) {
    self.displayName = displayName
    self.notificationsEnabled = notificationsEnabled
    self.digestIntervalDays = digestIntervalDays
  }
}
