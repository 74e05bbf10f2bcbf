#if !canImport(Darwin)
  // Darwin's nanosecond constants, which Glibc lacks: clients written on Apple platforms use
  // them to sleep (`Task.sleep(nanoseconds: NSEC_PER_SEC)`).

  /// Nanoseconds in a second.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond.
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Nanoseconds in a microsecond.
  public let NSEC_PER_USEC: UInt64 = 1_000
#endif
