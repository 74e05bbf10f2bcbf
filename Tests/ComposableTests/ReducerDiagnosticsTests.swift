import Foundation
import Testing

/// What the compiler says about a mistake inside a reducer's closure, compiled as an app's
/// file (Swift 5 mode) against the Composable module this test bundle was built with.
struct ReducerDiagnosticsTests {
  @Test func aMisspelledActionIsReportedWhereItIsNotAgainstAnArrayOfEffects() throws {
    let errors = try typecheck(
      """
      import Composable

      enum CountAction { case tapped, reset }
      struct CountState { var count = 0 }

      let reducer = Reducer<CountState, CountAction, Void> { state, action, _ in
        switch action {
        case .tapped:
          state.count += 1
          return Effect(value: .resett)
        case .reset:
          state.count = 0
          return .none
        }
      }
      """)
    // With an unlabelled `Reducer.init` taking a closure that returns `[Effect]`, the report
    // was "cannot convert value of type 'Effect<Output, Failure>' to closure result type
    // '[Effect<CountAction, Never>]'".
    #expect(!errors.contains("[Effect<"), "\(errors)")
    #expect(errors.contains("has no member 'resett'"), "\(errors)")
  }

  /// The errors `swiftc -typecheck` reports for `source`.
  private func typecheck(_ source: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReducerDiagnosticsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("App.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let modules = try #require(Self.modulesDirectory, "no Composable.swiftmodule next to the tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swiftc", "-typecheck", "-swift-version", "5", "-I", modules.path]
      + Self.cModuleMaps(beside: modules).flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
      + [file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus != 0, "the source compiled: \(text)")
    return text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
  }

  /// The module maps of the build's C modules (`<target>.build/module.modulemap`, beside
  /// `Modules`), which Swift modules of the build import (OpenCombine's helpers, under
  /// Composable's `AnyCancellable`), as SwiftPM passes them to the compiler.
  private static func cModuleMaps(beside modules: URL) -> [URL] {
    let build = modules.deletingLastPathComponent()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    return entries.filter { $0.hasSuffix(".build") }.sorted()
      .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The build's module folder (`.build/<triple>/debug/Modules`), beside the test bundle.
  private static var modulesDirectory: URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    return candidates.map { $0.appendingPathComponent("Modules") }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Composable.swiftmodule").path)
    }
  }
}
