#if MCP
import Dispatch
import Foundation
import Logging
import MCP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// MCP's stdio transport (one JSON-RPC message a line) over two file descriptors, with a bound
/// on a message's size.
///
/// Written here rather than taken from the SDK: its `StdioTransport` searches its whole
/// buffer for a newline after each 4 KiB it reads, so a message of 10 MiB takes seconds to
/// read and one of 100 MiB many minutes, and it keeps any message however large. This one
/// searches each chunk once, and answers a message over ``maximumMessageSize`` with a JSON-RPC
/// error (its `id` when it can be found in the message's first or last bytes) while the rest
/// of it is read past and dropped. Reads and writes block on threads of their own, never on
/// the concurrency pool.
actor LineTransport: Transport {
  /// The largest message read: 16 MiB (a `run` of 10,000 long lines fits).
  static let maximumMessageSize = 16 << 20
  /// How many bytes of an oversized message's start and end are kept to find its `id`.
  static let idWindow = 4096

  nonisolated let logger = Logger(label: "store-shell.mcp") { _ in SwiftLogNoOpLogHandler() }
  private let input: Int32
  private let output: Int32
  private let writes = DispatchQueue(label: "store-shell.mcp.write")
  private let messages: AsyncThrowingStream<Data, Swift.Error>
  private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
  private var started = false

  /// A transport reading messages from `input` and writing them to `output`.
  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard !started else { return }
    started = true
    let reader = LineReader(
      descriptor: input, limit: Self.maximumMessageSize, window: Self.idWindow)
    let continuation = self.continuation
    let output = self.output
    let writes = self.writes
    let thread = Thread {
      reader.readLines(
        message: { message in
          if let reply = MalformedMessage.reply(to: message) {
            writes.async { _ = Self.writeAll(output, reply) }
          } else {
            continuation.yield(message)
          }
        },
        oversized: { id, size in
          let reply = Self.tooLarge(id: id, size: size)
          writes.async { _ = Self.writeAll(output, reply) }
        })
      continuation.finish()
    }
    thread.name = "store-shell.mcp.read"
    thread.start()
  }

  func disconnect() async { continuation.finish() }

  func send(_ data: Data) async throws {
    var message = data
    message.append(UInt8(ascii: "\n"))
    let line = message
    let output = self.output
    let written: Bool = await withCheckedContinuation { done in
      writes.async { done.resume(returning: Self.writeAll(output, line)) }
    }
    guard written else { throw MCPError.connectionClosed }
  }

  func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }

  /// Writes all of `data`; `false` when the descriptor fails (the client is gone).
  private static func writeAll(_ descriptor: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
  }

  /// The JSON-RPC error answering an oversized message (`id`: its id's JSON, or `null`).
  static func tooLarge(id: String?, size: Int) -> Data {
    let message =
      "message too large: \(size) bytes or more; the most is \(maximumMessageSize) "
      + "(send fewer lines a call)"
    return Data(
      (#"{"jsonrpc":"2.0","id":\#(id ?? "null"),"error":{"code":-32600,"message":"\#(message)"}}"#
        + "\n").utf8)
  }
}
#endif
