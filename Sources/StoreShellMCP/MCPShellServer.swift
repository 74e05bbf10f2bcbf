#if MCP
import Dispatch
import Foundation
import MCP
import StoreShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--mcp`: the shell's session served over the Model Context Protocol on standard input and
/// output, built on the protocol's Swift SDK, for an AI assistant to drive the store: the tools
/// of ``MCPTools``, the resources of ``MCPResources``. StoreShell finds this type by its name
/// when the program links this module (``ShellServer``); nothing calls it otherwise.
///
/// Standard output carries the protocol's messages alone: the descriptor is kept for them and
/// standard output becomes standard error, so that whatever else prints (a reducer's `print`,
/// a worker's output) goes there; standard input is read by the transport alone.
enum MCPShellServer: ShellServer {
  static func serve(
    features: [AnyShellFeature], selected: AnyShellFeature, options: ShellOptions
  ) -> Int32 {
    let input = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
    let output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    guard input >= 0, output >= 0 else {
      FileHandle.standardError.write(
        Data("error: --mcp: cannot take standard input and output: \(String(cString: strerror(errno)))\n".utf8))
      return 1
    }
    dup2(STDERR_FILENO, STDOUT_FILENO)
    let null = open("/dev/null", O_RDONLY)
    if null >= 0 {
      dup2(null, STDIN_FILENO)
      close(null)
    }
    // A client gone while an answer is written: the write fails, the program does not die.
    signal(SIGPIPE, SIG_IGN)
    let sessions = MCPSessions(features: features, selected: selected, options: options)
    let finished = DispatchSemaphore(value: 0)
    let status = StatusBox()
    Task {
      status.value = await run(sessions, transport: LineTransport(input: input, output: output))
      finished.signal()
    }
    finished.wait()
    return status.value
  }

  /// Serves until the client closes its end (or the messages cannot be read).
  private static func run(_ sessions: MCPSessions, transport: LineTransport) async -> Int32 {
    let multiple = sessions.features.count > 1
    let server = Server(
      name: "store-shell", version: "1.0", title: "store-shell",
      instructions: instructions(sessions),
      capabilities: .init(
        resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
    let calls = MCPToolCalls(sessions: sessions)
    _ = await server.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: MCPTools.all(multipleFeatures: multiple))
    }
    _ = await server.withMethodHandler(CallTool.self) { try await calls.call($0) }
    _ = await server.withMethodHandler(ListResources.self) { _ in
      ListResources.Result(resources: MCPResources.all)
    }
    _ = await server.withMethodHandler(ReadResource.self) {
      try await MCPResources.read($0.uri, in: sessions)
    }
    do {
      try await server.start(transport: transport)
    } catch {
      FileHandle.standardError.write(Data("error: --mcp: \(error)\n".utf8))
      return 1
    }
    await server.waitUntilCompleted()
    // The client is gone: a call still running is stopped (Ctrl-C), its answer sent if the
    // client still reads, and the sessions end with their workers.
    await sessions.close()
    try? await Task.sleep(for: .milliseconds(100))
    await server.stop()
    return 0
  }

  private static func instructions(_ sessions: MCPSessions) -> String {
    """
    store-shell drives a Composable Architecture store (the feature \(sessions.selected.name)\
    \(sessions.features.count > 1 ? "; `features` lists the others" : "")) on virtual time, as \
    a developer does at its terminal: `actions` lists the action cases, `run` runs command \
    lines (`send <action>`, `advance <duration>`, `state`, `undo`, `break on <action>`, …) \
    and gives back their JSON events, `state` reads the state, and `export_test` turns the \
    session into an XCTest case that replays it. Effects run only when you advance time, so \
    every run of the same lines gives the same result.
    """
  }
}

/// The exit status, set by the server's task before the waiting thread reads it.
private final class StatusBox: @unchecked Sendable {
  var value: Int32 = 0
}
#endif
