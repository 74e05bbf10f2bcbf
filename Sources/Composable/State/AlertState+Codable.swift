/// `AlertState` in the shape synthesized `Codable` would give it (the random `id` is left out, as
/// in `==` and dumps): a state holding an alert stays `Codable` with no code from the user.
/// Written here rather than synthesized because synthesis needs the declaring file.
/// `ConfirmationDialogState` (with its buttons) takes the same shape: title, message, buttons.
extension AlertState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, message, buttons
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(TextState.self, forKey: .title),
      message: try container.decodeIfPresent(TextState.self, forKey: .message))
    self.buttons = try container.decode([Button].self, forKey: .buttons)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

extension AlertState.Button: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case label, role, action
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      label: try container.decode(TextState.self, forKey: .label),
      role: try container.decode(Role.self, forKey: .role),
      action: try container.decodeIfPresent(ButtonAction.self, forKey: .action))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(role, forKey: .role)
    try container.encodeIfPresent(action, forKey: .action)
  }
}

extension AlertState.Button.Role: Codable {}

/// `.send(action)`, coded as synthesized `Codable` codes a one-case enum: `{"send":{"_0":…}}`.
extension AlertState.Button.ButtonAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case send
  }

  private enum PayloadKeys: String, CodingKey {
    case _0
  }

  public init(from decoder: any Decoder) throws {
    let payload = try decoder.container(keyedBy: CodingKeys.self)
      .nestedContainer(keyedBy: PayloadKeys.self, forKey: .send)
    self = .send(try payload.decode(Action.self, forKey: ._0))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .send)
    switch self {
    case .send(let action): try payload.encode(action, forKey: ._0)
    }
  }
}
