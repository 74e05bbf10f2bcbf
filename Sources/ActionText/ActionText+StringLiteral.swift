extension ActionText {
  /// `string` as a Swift string literal, with Swift's escapes: the form actions' strings take
  /// in the text, and that generated Swift code uses.
  public static func stringLiteral(_ string: String) -> String {
    ActionRenderer.quoted(string)
  }
}
