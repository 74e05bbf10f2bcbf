// What `import ComposableArchitecture` brought into scope in TCA 0.40 comes with
// `import Composable`.
@_exported import CasePathsCore
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import XCTestDynamicOverlay

// Combine's cancellation types, as TCA 0.40 apps name them (`return AnyCancellable { … }` in an
// `Effect.run`, `Set<AnyCancellable>`): those two names alone, so that an `import Composable`
// brings no other Combine name beside Composable's own (OpenCombine on Linux, by platform as in
// ComposableArchitecture).
#if os(Linux) || os(Android)
  @_exported import class OpenCombine.AnyCancellable
  @_exported import protocol OpenCombine.Cancellable
#else
  @_exported import class Combine.AnyCancellable
  @_exported import protocol Combine.Cancellable
#endif
