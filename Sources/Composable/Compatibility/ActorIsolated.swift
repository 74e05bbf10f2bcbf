/// A value isolated to an actor, for tests that record what async effects do: TCA 0.40's
/// `ActorIsolated`.
///
/// swift-concurrency-extras has one too, deprecated there in favour of `LockIsolated`; this one
/// shadows it so that 0.40-era tests build without warnings.
public final actor ActorIsolated<Value: Sendable> {
  /// The isolated value.
  public var value: Value

  /// Isolates `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` with exclusive access to the value: `await count.withValue { $0 += 1 }`.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try newValue()
  }
}
