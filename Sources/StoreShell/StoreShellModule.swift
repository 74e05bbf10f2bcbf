// The StoreShell module: the shell over any store, the one product a user imports.
//
// It holds TAB completion (Completion), the session and its steps, events, sinks and printers
// (Session, Events, Sinks, Output, Summaries), the recorder of scripts (Scripts), the debugger,
// the supervision of worker processes (Supervision), the exporter (Export), the dependencies
// it sets for ReducerProtocol features (Dependencies), the front ends and entry points (Entry,
// Live, Testing), and the session a program drives call by call (Tools: `ToolSession`, which
// StoreShellMCP serves over MCP; `--mcp` finds that module at run time, see
// `Entry/ShellServer.swift`). It may use Composable, ActionText, LineEditor, argument-parser,
// custom-dump, IssueReporting, and the modules below it: ShellCommands (the command language),
// StatePaths (paths into a state), ShellScripts (the script format: reading, checking,
// locking, checked files; the shell's one-line error), StateDiff (the state diff and the
// changes between states) and SwiftSource (Swift literals, values written as Swift). The four
// first are re-exported: `StateDiff.diff`, `Script`, `ShellError`, `Command` and
// `ShellComputedProperties` are public API.
@_exported import ShellCommands
@_exported import ShellScripts
@_exported import StatePaths
@_exported import StateDiff
