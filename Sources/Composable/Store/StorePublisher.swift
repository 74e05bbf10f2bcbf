import ConcurrencyExtras

#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

/// A stream of a store's states, duplicates removed: `viewStore.publisher.count.sink { … }`.
@dynamicMemberLookup
public struct StorePublisher<State> {
  private let subscribe: (@escaping (State) -> Void) -> LockedCancellable

  init(subscribe: @escaping (@escaping (State) -> Void) -> LockedCancellable) {
    self.subscribe = subscribe
  }

  /// Calls `receiveValue` with the state now and after each change.
  public func sink(_ receiveValue: @escaping (State) -> Void) -> AnyCancellable {
    subscribe(receiveValue).erased
  }

  /// A stream of one property of the state, duplicates removed.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>)
    -> StorePublisher<Value>
  {
    let subscribe = self.subscribe
    return StorePublisher<Value> { body in
      var last: Value?
      return subscribe { state in
        let value = state[keyPath: keyPath]
        if let last, last == value { return }
        last = value
        body(value)
      }
    }
  }
}

extension StorePublisher where State: Sendable {
  /// The states as an async sequence; it ends when the iterating task is cancelled.
  public var values: AsyncStream<State> {
    let subscribe = UncheckedSendable(self.subscribe)
    return AsyncStream { continuation in
      let cancellable = UncheckedSendable(subscribe.value { state in
        continuation.yield(state)
      })
      continuation.onTermination = { _ in cancellable.value.cancel() }
    }
  }
}
