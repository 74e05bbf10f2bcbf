import TerminalTesting

/// The built `line-editor-example` program (see ``BuiltExecutable``).
enum ExampleProgram {
  static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
    try BuiltExecutable.path(named: "line-editor-example", file: file, line: line)
  }
}
