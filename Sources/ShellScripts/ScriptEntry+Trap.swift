extension ScriptEntry {
  /// How an expectation line marks a step that trapped when it was recorded:
  /// `  trapped: Fatal error: Index out of range (Sources/Todos/TodosReducer.swift:42)`.
  package static let trapMarker = "trapped: "

  /// The trap the step ended in when it was recorded (the text after `trapped: `), if it did.
  public var recordedTrap: String? {
    expected.first { $0.hasPrefix(Self.trapMarker) }.map {
      String($0.dropFirst(Self.trapMarker.count))
    }
  }
}
