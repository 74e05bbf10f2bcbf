// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "store-shell",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    // Composable under the name TCA 0.40 apps import (`import ComposableArchitecture`).
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    // For a TCA 0.40-era app's Linux test target: XCTest failures and `XCTExpectFailure`'s test ends.
    .library(
      name: "ComposableArchitectureTestSupport", targets: ["ComposableArchitectureTestSupport"]),
    .library(name: "StoreShell", targets: ["StoreShell"]),
    // The shell as a Model Context Protocol server (`--mcp`): a second product, so that a shell
    // that never serves MCP builds without the protocol's SDK. It needs the trait `MCP`.
    .library(name: "StoreShellMCP", targets: ["StoreShellMCP"]),
    .library(name: "LineEditor", targets: ["LineEditor"]),
    .library(name: "ActionText", targets: ["ActionText"]),
    // The fixtures (Examples/), as products for the benchmarks' package. Their names are
    // prefixed so that no user's target collides with them (SwiftPM refuses two targets of one
    // name in a graph): a user's `CaseStudies` or `ExampleFeatures` builds beside them.
    .library(name: "StoreShellExamples", targets: ["StoreShellExamples"]),
    .library(name: "StoreShellCaseStudies", targets: ["StoreShellCaseStudies"]),
    .library(name: "StoreShellDemo", targets: ["StoreShellDemo"]),
    .executable(name: "store-shell", targets: ["store-shell"]),
  ],
  // The MCP server's SDK (and swift-nio, swift-log, swift-system, swift-atomics and eventsource,
  // which it brings) enters a package's graph only with this trait, off by default: SwiftPM
  // refuses two targets of one name anywhere in a graph, even in a package nobody links, so with
  // the SDK always in the graph a user's own target named `Logging` or `NIOCore` failed to
  // resolve ("multiple packages declare targets with a conflicting name"). A shell that serves
  // MCP depends on store-shell with `traits: ["MCP"]` and on the product StoreShellMCP; this
  // package's own scripts build with `--traits MCP`.
  traits: [
    .trait(
      name: "MCP",
      description: "The StoreShellMCP product: `--mcp`, on the Model Context Protocol Swift SDK.")
  ],
  dependencies: [
    // Without its default trait `FoundationNetworking`: with it, everything linking CustomDump
    // links libFoundationNetworking and, through it, libcurl and ~30 more libraries, whose
    // loading and relocation took ~6 ms of each `store-shell` start-up. Nothing here dumps
    // `URLRequest`s.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Combine on Linux (OpenCombine), its schedulers and swift-dependencies: what TCA 0.40-era
    // apps and their clients build on.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    // `@Dependency` and its keys for the ReducerProtocol era (TCA 0.41-0.56); Composable depends
    // on it and re-exports it. Without its trait `FoundationNetworking`, for custom-dump's
    // reason above (its `\.urlSession` is the one dependency value it drops). Without
    // `CombineSchedulers` until Composable's own schedulers are combine-schedulers': with it,
    // swift-dependencies re-exports CombineSchedulers, whose `TestScheduler`, `AnySchedulerOf`,
    // `DispatchQueue.test`… are ambiguous beside Composable's for every `import Composable`,
    // and its `\.mainQueue` is a scheduler Composable's `debounce` does not take (Composable
    // declares `\.mainQueue` and `\.mainRunLoop` over its own until then).
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    // For the MCP transport's logger type (the SDK's own dependency, named here to be used).
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // `swift package generate-documentation`: the DocC catalogs of Composable and StoreShell.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The architecture of the seed documents; of Combine, only its cancellables and publishers
    // as effects' sources (OpenCombine on Linux).
    .target(
      name: "Composable",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "CasePathsCore", package: "swift-case-paths"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        // Combine's `AnyCancellable` and `Cancellable`, re-exported (OpenCombine on Linux).
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .android])),
        "EnumReflection",
      ]
    ),
    // Enum layouts from the runtime's metadata (case names, payloads, value witnesses): the one
    // place Composable's case paths and ActionText read them.
    .target(name: "EnumReflection"),
    // The module an app's `import Combine` finds on Linux: an empty C module, so that only the
    // targets depending on it see it (a Swift module named `Combine` would be visible to every
    // package of the graph and turn on their Apple-only branches; see Sources/Combine).
    .target(name: "Combine"),
    // Composable re-exported as `ComposableArchitecture`, with FoundationNetworking and
    // Combine's names (OpenCombine) on Linux. (And `XCTExpectFailure` where XCTest lacks it.)
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "Composable",
        .target(name: "Combine", condition: .when(platforms: [.linux, .android])),
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android])),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    // Linked by an app's test target: IssueReporting's XCTest support, and the end of each test
    // case for `XCTExpectFailure { … }` without a block.
    .target(
      name: "ComposableArchitectureTestSupport",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // An app written against TCA 0.40, files unchanged: `import ComposableArchitecture`, a
    // `URLSession` client, animations, a qualified `ComposableArchitecture.Reducer` (Swift 5).
    .target(
      name: "StoreShellNumberFactApp",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/StoreShellNumberFactApp",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Actions from text for any Decodable type: schema by reflection, parser, decoder.
    .target(name: "ActionText", dependencies: ["EnumReflection"]),
    // libedit, through pkg-config.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // Line editing, history, completion and asynchronous output over libedit.
    .target(name: "LineEditor", dependencies: ["CEditLine"]),
    // A tiny program the terminal tests drive through tmux.
    .executableTarget(name: "line-editor-example", dependencies: ["LineEditor"]),
    // The seeds' features: the shell's built-in demo.
    .target(name: "StoreShellExamples", dependencies: ["Composable"], path: "Examples/StoreShellExamples"),
    // Features written as TCA 0.40-era apps write them, compiled in Swift 5 mode.
    .target(
      name: "StoreShellCaseStudies",
      dependencies: ["Composable"],
      path: "Examples/StoreShellCaseStudies",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Swift source text: string literals and escaping, values written as Swift expressions,
    // declarations read from a feature's sources.
    .target(
      name: "SwiftSource",
      dependencies: [
        "Composable", "ActionText", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // The state diff: what changed between two values, as lines or as changes at paths.
    // The command language: a line to a typed command, the specs of the commands' spelling and
    // help; usable without a session.
    .target(name: "ShellCommands", dependencies: ["ActionText", "StatePaths", "ShellScripts"]),
    // Paths into a state: reading and writing a value at one, the filters and the computed
    // properties a state lists; usable without a session.
    .target(
      name: "StatePaths",
      dependencies: [
        "ActionText", "StateDiff", "ShellScripts",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    // The script format: reading, writing, checking and locking recordings and scripts, the
    // files they go through, and the shell's one-line error; usable without a session.
    .target(name: "ShellScripts", dependencies: ["ActionText", "SwiftSource"]),
    .target(
      name: "StateDiff",
      dependencies: [
        "Composable", "EnumReflection", "SwiftSource",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    // The REPL engine over any store.
    .target(
      name: "StoreShell",
      dependencies: [
        "Composable", "ActionText", "LineEditor", "SwiftSource", "StateDiff", "ShellScripts",
        "StatePaths", "ShellCommands",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The shell's session served over the Model Context Protocol (`--mcp`), on the protocol's
    // Swift SDK.
    .target(
      name: "StoreShellMCP",
      dependencies: [
        "StoreShell",
        .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["MCP"])),
      ]
    ),
    // The seeds' features, ready for the shell: the demo the executable opens.
    .target(
      name: "StoreShellDemo", dependencies: ["StoreShell", "StoreShellExamples", "StoreShellCaseStudies"],
      path: "Examples/StoreShellDemo"),
    .executableTarget(
      name: "store-shell",
      dependencies: [
        "StoreShell", .target(name: "StoreShellMCP", condition: .when(traits: ["MCP"])),
        "StoreShellDemo",
      ]),
    .testTarget(
      name: "ComposableTests",
      dependencies: [
        "Composable", "StoreShellExamples",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(name: "ActionTextTests", dependencies: ["ActionText", "EnumReflection"]),
    .testTarget(name: "EnumReflectionTests", dependencies: ["EnumReflection"]),
    // The case studies' tests, as a TCA 0.40 user writes them (Swift 5 mode).
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: [
        "StoreShellCaseStudies", "Composable",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Client code written as for TCA 0.40 and the seeds, compiled in Swift 5 mode.
    .testTarget(
      name: "Swift5ClientTests",
      dependencies: ["Composable"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The same client code (a symlink to its folder) with InferSendableFromCaptures, which
    // makes case constructors and key paths `@Sendable`.
    .testTarget(
      name: "Swift5InferSendableClientTests",
      dependencies: ["Composable"],
      swiftSettings: [
        .swiftLanguageMode(.v5), .enableUpcomingFeature("InferSendableFromCaptures"),
      ]
    ),
    // StoreShellNumberFactApp's tests, as its authors wrote them for TCA 0.40 (Swift 5 mode).
    .testTarget(
      name: "NumberFactAppTests",
      dependencies: ["StoreShellNumberFactApp", "ComposableArchitecture", "ComposableArchitectureTestSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // An app of the TCA 0.40 years whose clients are Combine publishers: `import Combine` in its
    // client and test files, unchanged on Linux (Swift 5 mode).
    .target(
      name: "StoreShellCombineClientApp",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/StoreShellCombineClientApp",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "StoreShellCombineClientAppTests",
      dependencies: [
        "StoreShellCombineClientApp", "ComposableArchitecture", "ComposableArchitectureTestSupport",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // StoreShellNumberFactApp tested from a `@MainActor` XCTestCase in Swift 6 mode.
    .testTarget(
      name: "NumberFactAppSwift6Tests",
      dependencies: ["StoreShellNumberFactApp", "ComposableArchitecture", "ComposableArchitectureTestSupport"]
    ),
    // The ReducerProtocol era's API (TCA 0.41-0.56) as its apps use it: `ReducerProtocol`
    // features, `@Dependency`, 0.56's `TestStore` and its failures (Swift 5 mode, as those apps).
    .testTarget(
      name: "ReducerProtocolTests",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // An app written as TCA 0.41-0.56 apps are (Swift 5 mode, `import ComposableArchitecture`):
    // models, a client module (a `DependencyKey` struct), features over both, and its tests in the
    // 0.56 and the 0.41 spelling.
    .target(
      name: "Era041Models", path: "Tests/Era041App/Era041Models",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Era041Clients", dependencies: ["ComposableArchitecture", "Era041Models"],
      path: "Tests/Era041App/Era041Clients", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Era041Features",
      dependencies: ["ComposableArchitecture", "Era041Models", "Era041Clients"],
      path: "Tests/Era041App/Era041Features", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "Era041AppTests",
      dependencies: [
        "Era041Features", "Era041Models", "Era041Clients", "ComposableArchitecture",
        "ComposableArchitectureTestSupport",
      ],
      path: "Tests/Era041App/Era041AppTests", swiftSettings: [.swiftLanguageMode(.v5)]),
    // A ReducerProtocol app as a user writes one (Swift 5 mode): models with their own public
    // initializers, a client module (a `DependencyKey` with live, preview and test values),
    // features with a debounce on `\.mainQueue`, a `\.continuousClock` sleep, `\.uuid`,
    // presentation and a stack, and its shell in the one line (`swift run zero-app-shell`,
    // `--mcp` too, with the trait MCP: StoreShellMCP linked, nothing in its code).
    // Root-package targets rather than a user package of scripts/user-packages: a second
    // package builds Composable and StoreShell again, in its own .build.
    .target(
      name: "ZeroAppModels", path: "Tests/ZeroApp/ZeroAppModels",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "ZeroAppClients", dependencies: ["ComposableArchitecture", "ZeroAppModels"],
      path: "Tests/ZeroApp/ZeroAppClients", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "ZeroAppFeatures",
      dependencies: ["ComposableArchitecture", "ZeroAppModels", "ZeroAppClients"],
      path: "Tests/ZeroApp/ZeroAppFeatures", swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "zero-app-shell",
      dependencies: [
        "StoreShell", .target(name: "StoreShellMCP", condition: .when(traits: ["MCP"])),
        "ZeroAppFeatures",
      ],
      path: "Tests/ZeroApp/ZeroAppShell", swiftSettings: [.swiftLanguageMode(.v5)]),
    // Its recorded sessions replayed on the shell, and their exports compared.
    .testTarget(
      name: "ZeroAppShellTests",
      dependencies: [
        "StoreShell", "ZeroAppFeatures", "ZeroAppModels",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ZeroApp/ZeroAppShellTests", resources: [.copy("Transcripts")]),
    // The tests `export test` wrote from its sessions, compiled as its test target would
    // (without StoreShell), in Swift 6 mode and (a symlink to the folder) in Swift 5 mode.
    .testTarget(
      name: "ZeroAppExportedTests",
      dependencies: [
        "ZeroAppFeatures", "ZeroAppModels", "Composable",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ZeroApp/ZeroAppExportedTests"),
    .testTarget(
      name: "ZeroAppExportedSwift5Tests",
      dependencies: [
        "ZeroAppFeatures", "ZeroAppModels", "Composable",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ZeroApp/ZeroAppExportedSwift5Tests", swiftSettings: [.swiftLanguageMode(.v5)]),
    // Drives programs in a real terminal (tmux) for the terminal tests.
    .target(name: "TerminalTesting", path: "Tests/TerminalTesting"),
    .testTarget(
      name: "LineEditorTests", dependencies: ["LineEditor", "TerminalTesting", "line-editor-example"]),
    .testTarget(
      name: "ExampleFeaturesTests",
      dependencies: [
        "StoreShellExamples", "Composable",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The state diff's own tests, without the shell.
    .testTarget(
      name: "StateDiffTests",
      dependencies: [
        "StateDiff", .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .testTarget(
      name: "StoreShellTests",
      dependencies: [
        "StoreShell", "StateDiff", "SwiftSource", "ShellScripts", "StatePaths", "ShellCommands",
        "StoreShellDemo",
        "StoreShellExamples", "Composable",
      ],
      resources: [.copy("Transcripts")]
    ),
    // Tests `export test` wrote from the transcripts, compiled as a user's test target would
    // compile them: on the feature declarations alone, without StoreShell.
    // (IssueReporting only for ReducerChangeTests, which runs their steps on a changed reducer.)
    .testTarget(
      name: "ExportedTests",
      dependencies: [
        "StoreShellExamples", "StoreShellCaseStudies", "Composable",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The same exported tests (a symlink to their folder) compiled in Swift 5 mode, as a test
    // target of a TCA 0.40-era app would compile them.
    .testTarget(
      name: "ExportedSwift5Tests",
      dependencies: [
        "StoreShellExamples", "StoreShellCaseStudies", "Composable",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A multi-module app, as users write one (Swift 5 mode): models with their own public
    // initializers, a client module, a feature over both. Sessions over it export tests
    // (MultiExportedTests) that compile unchanged in Swift 6 and Swift 5 mode.
    .target(
      name: "StoreShellMultiModels", path: "Tests/MultiApp/StoreShellMultiModels",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "StoreShellMultiClients", dependencies: ["StoreShellMultiModels"], path: "Tests/MultiApp/StoreShellMultiClients",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "StoreShellMultiFeature", dependencies: ["Composable", "StoreShellMultiModels", "StoreShellMultiClients"],
      path: "Tests/MultiApp/StoreShellMultiFeature", swiftSettings: [.swiftLanguageMode(.v5)]),
    // The multi-module app on the shell (`swift run multi-shell`), as its users would run it.
    .executableTarget(
      name: "multi-shell", dependencies: ["StoreShell", "StoreShellMultiFeature"],
      path: "Tests/MultiApp/MultiShell", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "MultiExportedTests", dependencies: ["StoreShellMultiFeature", "StoreShellMultiModels", "StoreShellMultiClients", "Composable"]),
    // The same exported tests (a symlink to their folder) in Swift 5 mode.
    .testTarget(
      name: "MultiExportedSwift5Tests",
      dependencies: ["StoreShellMultiFeature", "StoreShellMultiModels", "StoreShellMultiClients", "Composable"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Exports sessions over the multi-module app and compares them with MultiExportedTests.
    .testTarget(name: "MultiShellTests", dependencies: ["StoreShell", "StoreShellMultiFeature"]),
    // The built store-shell in tmux and through pipes, as a person or a script uses it.
    .testTarget(
      name: "ShellTerminalTests", dependencies: ["TerminalTesting", "StoreShell", "store-shell"]),
  ]
)
