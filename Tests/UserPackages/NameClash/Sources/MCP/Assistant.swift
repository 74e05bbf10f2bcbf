/// The app's own assistant module, named as the MCP Swift SDK's module is.
public enum Assistant {
  /// What the assistant says first.
  public static let greeting = "hello"
}
