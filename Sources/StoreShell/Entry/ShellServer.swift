import Foundation

/// A program that serves a shell's session to another program rather than a person: the Model
/// Context Protocol server of the StoreShellMCP product (`--mcp`).
///
/// StoreShell does not depend on it, so that a shell that never serves MCP builds without the
/// protocol's SDK: `--mcp` finds the server's type at run time, by its name, in whatever the
/// program links (a shell that depends on StoreShellMCP links it; `store-shell` does). Swift
/// has no other way for a module to find one that depends on it without the program's code
/// naming both.
package protocol ShellServer {
  /// Serves `features`, `selected` open first, with the program's `options`, until the client
  /// goes; returns the exit status.
  static func serve(
    features: [AnyShellFeature], selected: AnyShellFeature, options: ShellOptions
  ) -> Int32
}

/// Finds the MCP server the program links, if it links one.
enum ShellServers {
  /// The mangled name of `StoreShellMCP.MCPShellServer`, the MCP server's type.
  static let mcpTypeName = "13StoreShellMCP14MCPShellServerO"

  /// The MCP server's type, when the program links StoreShellMCP.
  static var mcp: (any ShellServer.Type)? {
    _typeByName(mcpTypeName) as? any ShellServer.Type
  }

  /// What `--mcp` says in a program without StoreShellMCP.
  static let mcpMissing =
    "error: --mcp needs the StoreShellMCP product: add traits: [\"MCP\"] to the store-shell "
    + "package and .product(name: \"StoreShellMCP\", package: \"store-shell\") to your shell's "
    + "dependencies (nothing to change in its code)"

  /// Serves `features` over MCP, or says which product is missing (exit status 1).
  static func serveMCP(
    features: [AnyShellFeature], selected: AnyShellFeature, options: ShellOptions
  ) -> Int32 {
    guard let server = mcp else {
      FileHandle.standardError.write(Data((mcpMissing + "\n").utf8))
      return 1
    }
    return server.serve(features: features, selected: selected, options: options)
  }
}
