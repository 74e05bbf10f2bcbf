#if MCP
import Foundation

/// The JSON-RPC 2.0 error answering a message that is not a request, a notification or a
/// response, with the `id` the specification asks for: `null` when the message is not JSON or
/// has no id that can be read, the message's own id otherwise.
///
/// Written here because the MCP Swift SDK (0.12.1) answers such a message with an id of its own
/// making, a random UUID, which no client can match to anything it sent.
enum MalformedMessage {
  /// The error line answering `message`, or `nil` when `message` is one the server handles.
  static func reply(to message: Data) -> Data? {
    guard let value = try? JSONSerialization.jsonObject(with: message, options: [.fragmentsAllowed])
    else {
      return error(id: nil, code: -32700, message: "Parse error: the message is not JSON")
    }
    if let batch = value as? [Any] {
      // A batch of messages is the SDK's to take apart; an empty one is no request at all.
      return batch.isEmpty
        ? error(id: nil, code: -32600, message: "Invalid Request: an empty batch") : nil
    }
    guard let object = value as? [String: Any] else {
      return error(id: nil, code: -32600, message: "Invalid Request: not an object")
    }
    let isMessage =
      object["jsonrpc"] as? String == "2.0"
      && (object["method"] is String || object["result"] != nil || object["error"] != nil)
    return isMessage
      ? nil
      : error(
        id: id(object["id"]), code: -32600,
        message: "Invalid Request: a message needs jsonrpc 2.0 and a method, a result or an error")
  }

  /// The JSON of an `id` that is a string or a number, else `nil`.
  private static func id(_ value: Any?) -> String? {
    guard let value, value is String || value is NSNumber,
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    // Foundation reads `true` and `false` as numbers too; neither is an id.
    return text == "true" || text == "false" ? nil : text
  }

  private static func error(id: String?, code: Int, message: String) -> Data {
    Data(
      (#"{"jsonrpc":"2.0","id":\#(id ?? "null"),"error":{"code":\#(code),"message":"\#(message)"}}"#
        + "\n").utf8)
  }
}
#endif
