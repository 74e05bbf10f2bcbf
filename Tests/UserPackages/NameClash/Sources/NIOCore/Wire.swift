/// The app's own networking core, in a module whose name swift-nio's also has.
public struct Wire {
  /// The bytes to send.
  public var bytes: [UInt8]

  /// A wire carrying `bytes`.
  public init(bytes: [UInt8]) { self.bytes = bytes }
}
