import Foundation
import ShellScripts
import SwiftSource

extension ShellSession {
  /// `export test <path> [--class <TestName>] [--force]`: writes the session's steps (from the
  /// last `reset`, skipped steps left out) as an XCTest case, or refuses in one line and writes
  /// nothing. An existing file is overwritten only with `force`, as `record` and `save` do.
  func exportTest(_ path: String, name: String?, force: Bool = false) throws(ShellError) {
    guard let declaration = feature.declaration ?? feature.reducerDeclaration else {
      throw ShellError(
        "export test needs the feature declared as a ComposableFeature "
          + "(enum MyFeature: ComposableFeature), opened with StoreShell.main(MyFeature.self), "
          + "or a ReducerProtocol one (StoreShell.main(initialState: MyFeature.State()) { MyFeature() })")
    }
    guard mode == .test else {
      throw ShellError("export test needs virtual time: a live session cannot be replayed")
    }
    let className = name ?? Self.defaultTestName(path: path, declaration: declaration)
    guard Self.isIdentifier(className) else {
      throw ShellError("export test: '\(className)' is not a Swift type name; give one with --class")
    }
    let steps = activeSteps
    var exporter = TestExporter(feature: feature, declaration: declaration, className: className)
    // The package the test goes into, whose sources declare the types' initializers; else the
    // one the shell runs in.
    let testFolder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let package = SourceDeclarations.packageRoot(from: testFolder) ?? SourceDeclarations.packageRoot(from: current)
    exporter.packageRoot = package
    exporter.isInterrupted = isInterrupted
    exporter.reportsProgress = reportsProgress
    let text = try exporter.export(steps)
    do {
      try CheckedFile.writeWhole(text, to: path, overwrite: force, command: "export test")
    } catch {
      throw ShellError("export test: \(error.message)")
    }
    emit(
      "exported \(steps.count) step\(steps.count == 1 ? "" : "s") to \(path): "
        + "\(className).testSession", .note)
    if package == nil {
      emit(
        "export test: no Package.swift above \(testFolder.path) or the current folder, so the "
          + "types' initializers are written memberwise; export into the package, or run the "
          + "shell from its folder, to use those its sources declare", .note)
    }
  }

  /// The file's name when it is a type name (`GameSessionTests.swift`), else its words
  /// joined as one (`profile-session.swift` gives `ProfileSession`), else the feature's name
  /// with `SessionTests`.
  private static func defaultTestName(path: String, declaration: FeatureDeclarationName) -> String {
    let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if isIdentifier(base) { return base }
    let words = base.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if isIdentifier(joined) { return joined }
    var feature = declaration.typeName.split(separator: ".").last.map(String.init) ?? "Feature"
    if feature.hasSuffix("Feature"), feature != "Feature" { feature.removeLast("Feature".count) }
    return feature + "SessionTests"
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }
}
