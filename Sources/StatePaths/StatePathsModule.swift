// The StatePaths module: paths into a state, on their own.
//
// It holds a path as the shell's commands type it (`StatePath`: fields, `?.`, indexes,
// `[id: …]`, pasted printed values), what reads a value at it (`StateExpression`, the filters
// of `state` and `history`: `StateFilter`, collection properties like `count`), what writes a
// value at it (`StateEditor`, for `set state`), the values a path names in a line
// (`StateReferences`, `StateValueText`), and the computed properties a state type lists for
// them (`ShellComputedProperties`). It may use ActionText (values from text), StateDiff (a
// value's dump), ShellScripts (the shell's one-line error) and custom-dump; nothing of the
// session. Its API is `package`, but for `ShellComputedProperties`, which a user's state adopts.
