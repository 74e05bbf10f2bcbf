import Testing

/// The suite's long CPU-bound tests, run one at a time. Each holds a thread of the cooperative
/// pool while it runs (a 2-core machine has two); two at once left the pool to neither of the
/// suite's time-bound async tests, which then waited past their limits.
@Suite(.serialized) enum CPUBoundTests {}
