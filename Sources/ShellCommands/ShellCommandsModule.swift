// The ShellCommands module: the shell's command language, a line to a typed command.
//
// It holds the commands (`Command`, the debugger's `DebugCommand`, the settings `set` changes:
// `ShellOption`, `OutputFormat`, `DiffMode`, `ColorMode`), their parser and the spec of each
// command's spelling and help (`CommandParser`, `CommandSpec`, the debugger's specs,
// `OptionParser`), durations (`ShellDuration`), and the fast line scan the parser runs first
// (`ASCIILine`). It may use ActionText (a `send`'s action text is kept as typed; suggestions),
// StatePaths (the paths `watch`, `break when` and `state` take) and ShellScripts (the shell's
// one-line error, its whitespace); nothing of the session that runs the commands. Its API is
// `package`, but for what a tool may read a line into: `CommandParser.parse`, `Command`,
// `DebugCommand`, `ShellDuration` and the settings' types.
