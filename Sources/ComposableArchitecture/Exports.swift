// A TCA 0.40 app's files say `import ComposableArchitecture` and sometimes name its types
// qualified (`ComposableArchitecture.Reducer<State, Action, Environment>`, beside a `Reducer` of
// their own): this module re-exports Composable (and what it re-exports), so both compile
// unchanged on Linux.
@_exported import Composable

// Combine's names, as TCA 0.40 apps have them: Apple's Combine, or on Linux OpenCombine through
// OpenCombineShim (the app's own `import Combine` finds store-shell's empty Combine module
// there; see Sources/Combine). By platform, not `canImport(Combine)`: that module makes it true.
#if os(Linux) || os(Android)
  @_exported import OpenCombineShim
#else
  @_exported import Combine
#endif

// `URLSession`, `URLRequest` and friends live in FoundationNetworking on Linux; on Apple
// platforms Foundation has them, and the import is skipped.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
