// swift-tools-version: 6.1
// A user's package whose targets take the names store-shell's own fixtures once had
// (CaseStudies, NumberFactApp, ExampleFeatures), the names every modular app uses (Models,
// Clients, Feature) and those of the MCP SDK's packages, which store-shell brings only with its
// trait MCP (Logging, NIOCore, MCP), in Swift 5 mode. scripts/user-packages builds it beside store-shell (a
// sibling folder named store-shell) and runs its shell: SwiftPM refuses a graph in which two
// packages declare a target of one name.
import PackageDescription

let composable = Target.Dependency.product(name: "ComposableArchitecture", package: "store-shell")
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
  name: "NameClash",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../store-shell")],
  targets: [
    .target(name: "Models", swiftSettings: swift5),
    .target(name: "Clients", dependencies: ["Models"], swiftSettings: swift5),
    .target(name: "Feature", dependencies: ["Models", "Clients", composable], swiftSettings: swift5),
    .target(name: "CaseStudies", dependencies: [composable], swiftSettings: swift5),
    .target(name: "NumberFactApp", dependencies: [composable], swiftSettings: swift5),
    .target(name: "ExampleFeatures", dependencies: [composable], swiftSettings: swift5),
    .target(name: "Logging", swiftSettings: swift5),
    .target(name: "NIOCore", swiftSettings: swift5),
    .target(name: "MCP", swiftSettings: swift5),
    .executableTarget(
      name: "app-shell",
      dependencies: [
        "Feature", "CaseStudies", "NumberFactApp", "ExampleFeatures", "Logging", "NIOCore", "MCP",
        .product(name: "StoreShell", package: "store-shell"),
      ],
      swiftSettings: swift5),
  ]
)
