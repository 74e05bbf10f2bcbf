// The StateDiff module: what changed between two values of any type, without the shell.
//
// It holds the diff of two states as lines in custom-dump's form (`StateDiff.diff`, written
// into a `DiffBuffer` by a fast path over the runtime's field metadata, with custom-dump's own
// diff as the fallback: `StateDiffer`, `StructFields`, `ArrayElementPairs`, `DictionaryChanges`,
// `MultilineText`, …), the equality the diff and the shell use for values that are not
// `Equatable` (`MirrorEquality`, `BitwiseEquality`), the dump of one value (`NativeDump`,
// `DumpRenderer`), and the changes between two states at paths (`StateChange`,
// `StateChangeFinder`) that compact diffs print and exported tests assert. It may use Composable
// (for `BindingState`'s labels and identified arrays), EnumReflection, custom-dump,
// identified-collections and SwiftSource (how a value's text is written as a Swift literal);
// nothing of the shell. Its API is `package`: the shell's modules and tests use it.
