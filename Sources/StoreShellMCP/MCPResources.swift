#if MCP
import MCP
import StoreShell

/// The resources the server offers: the open session's transcript and the last test exported.
enum MCPResources {
  static let transcriptURI = "store-shell://session/transcript"
  static let exportedTestURI = "store-shell://session/exported-test"

  static let all = [
    Resource(
      name: "transcript", uri: transcriptURI, title: "The session so far, as a script",
      description: """
        Every command of the open feature's session and what it printed, as `save` writes it: \
        a .shell script that `store-shell --script FILE --check` replays and checks.
        """,
      mimeType: "text/plain"),
    Resource(
      name: "exported-test", uri: exportedTestURI, title: "The last test exported",
      description: "The Swift source of the XCTest case the last export_test call gave.",
      mimeType: "text/x-swift"),
  ]

  static func read(_ uri: String, in sessions: MCPSessions) async throws -> ReadResource.Result {
    let text: Result<String, MCPError>?
    switch uri {
    case transcriptURI:
      text = await sessions.perform { sessions in
        sessions.session.transcript().mapError { MCPError.internalError($0.message) }
      }
    case exportedTestURI:
      text = await sessions.perform { sessions in
        sessions.lastExport.map { .success($0) }
          ?? .failure(MCPError.invalidParams("no test exported yet: call export_test first"))
      }
    default:
      throw MCPError.invalidParams(
        "no resource \(uri); the resources are \(all.map(\.uri).joined(separator: ", "))")
    }
    guard let text else { throw MCPError.internalError("the client is gone") }
    let mimeType = all.first { $0.uri == uri }?.mimeType
    return ReadResource.Result(contents: [.text(try text.get(), uri: uri, mimeType: mimeType)])
  }
}
#endif
