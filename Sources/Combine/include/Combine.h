// Combine: the module an app's `import Combine` finds on Linux. It declares nothing; Combine's
// names (OpenCombine, with its Dispatch and Foundation schedulers) come with
// `import ComposableArchitecture`, which re-exports OpenCombineShim there.
//
// It is a C module, not a Swift one, on purpose. SwiftPM writes every Swift module of a build
// into one folder that every target searches, so a Swift module named `Combine` makes
// `canImport(Combine)` true in every package of the graph, in whatever order they happen to
// compile: OpenCombine 0.14 then leaves out its own conformances (`#if !canImport(Combine)`
// around `DispatchQueue: Scheduler` and others), and swift-dependencies 1.17 takes its Apple
// branch, which fails on Linux ("cannot use conformance of 'DispatchQueue' to 'Scheduler' …
// 'OpenCombineDispatch' was not imported publicly"). A C module's map is handed only to the
// targets that depend on it, so those packages never see it.
//
// It may use nothing.
