// The StoreShellMCP module: the shell's session served over the Model Context Protocol
// (`--mcp`), a product of its own so that a shell that never serves MCP builds without the
// protocol's SDK.
//
// It holds the server (`MCPShellServer`, which StoreShell finds at run time by its type's name
// when a program links this module), its tools and resources (`MCPTools`, `MCPToolCalls`,
// `MCPResources`), the sessions it serves, one a feature, on a thread of their own
// (`MCPSessions`, `SessionThread`), and its stdio transport with a bound on a message's size
// (`LineTransport`, `LineReader`, `OversizedMessage`) that answers malformed messages as JSON-RPC
// says (`MalformedMessage`). It may use StoreShell (its
// `ToolSession`, which runs the lines and renders their JSON events), the MCP Swift SDK and
// swift-log (for the transport's logger type); nothing else.
//
// Its SDK comes only with store-shell's trait `MCP` (see Package.swift: without it, the SDK's
// packages stay out of every user's graph), and so does its code.
#if !MCP
  #error(
    "StoreShellMCP needs store-shell's trait MCP: .package(url: …store-shell…, from: …, traits: [\"MCP\"]) (or swift build --traits MCP in store-shell itself)"
  )
#endif
