// The SwiftSource module: text as Swift source writes it, for the state diff and the exporter.
//
// It holds string literals and the escaping of control characters (`SwiftStringLiteral`,
// `StringLiteralText`, `ControlEscaping`, `QuotedTextLimit`), values written as Swift
// expressions (`SwiftValueWriter`, `SwiftExpression`, `SwiftSpelled` for Composable's own
// values, `FieldMutability` for which stored properties are `var`), and what a test needs from a
// feature's sources (`SourceDeclarations`, `SwiftTokenizer`, `TypeNamePaths`, `ExportNotes`).
// It may use Composable, ActionText and custom-dump; nothing of the shell. Its API is `package`:
// the shell's modules and tests use it.
