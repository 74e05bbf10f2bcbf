// What `import ComposableArchitecture` brought into scope in TCA 0.40 comes with
// `import Composable`.
@_exported import CasePathsCore
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import XCTestDynamicOverlay
