// A TCA 0.40 app's files say `import ComposableArchitecture` and sometimes name its types
// qualified (`ComposableArchitecture.Reducer<State, Action, Environment>`, beside a `Reducer` of
// their own): this module re-exports Composable (and what it re-exports), so both compile
// unchanged on Linux.
@_exported import Composable

// `URLSession`, `URLRequest` and friends live in FoundationNetworking on Linux; on Apple
// platforms Foundation has them, and the import is skipped.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
