extension AsyncStream {
  /// A stream and the continuation that feeds it, as TCA 0.40 offered them before the standard
  /// library's `makeStream(of:bufferingPolicy:)`: handy for test doubles of streaming clients.
  public static func streamWithContinuation(
    _ elementType: Element.Type = Element.self,
    bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
  ) -> (stream: Self, continuation: Continuation) {
    let (stream, continuation) = makeStream(of: elementType, bufferingPolicy: limit)
    return (stream, continuation)
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A throwing stream and the continuation that feeds it (see
  /// `AsyncStream.streamWithContinuation(_:bufferingPolicy:)`).
  public static func streamWithContinuation(
    _ elementType: Element.Type = Element.self,
    bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
  ) -> (stream: Self, continuation: Continuation) {
    let (stream, continuation) = makeStream(
      of: elementType, throwing: Failure.self, bufferingPolicy: limit)
    return (stream, continuation)
  }
}
