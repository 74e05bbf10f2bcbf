// The StoreShell module: the shell over any store, the one product a user imports.
//
// It holds the command language (Commands, Completion), the session and its steps, events,
// sinks and printers (Session, Events, Sinks, Output, Summaries), the recorder of scripts (Scripts),
// the debugger, the supervision of worker processes (Supervision), the exporter (Export), the
// state paths, the front ends and entry points (Entry, Live, Testing), and the session a
// program drives call by call (Tools: `ToolSession`, which StoreShellMCP serves over MCP; `--mcp`
// finds that module at run time, see `Entry/ShellServer.swift`). It may use Composable,
// ActionText, LineEditor, argument-parser, custom-dump, IssueReporting, and the modules below
// it: StateDiff (the state diff and the changes between states), ShellScripts (the script
// format: reading, checking, locking, checked files; the shell's one-line error) and SwiftSource
// (Swift literals, values written as Swift). `StateDiff` and `ShellScripts` are re-exported:
// `StateDiff.diff`, `Script` and `ShellError` are public API.
@_exported import ShellScripts
@_exported import StatePaths
@_exported import StateDiff
