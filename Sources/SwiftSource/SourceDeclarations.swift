import Foundation

/// What the user's sources declare of their types, as far as an exported test needs it: each
/// struct's, class's and enum's initializers (parameters, labels, defaults, `throws`, `init?`),
/// whether the type is `public`, and which stored properties a test cannot set
/// (`private(set)`, `private`).
///
/// The runtime cannot tell which initializers a type has; the sources can. They are read with
/// ``SwiftTokenizer`` (declarations only, no expressions): no swift-syntax in the user's build,
/// and no compiler run (`swift-symbolgraph-extract` needs the modules built with symbol graphs,
/// which a shell started by `swift run` does not have at hand).
package final class SourceDeclarations {
  /// One declared initializer.
  struct Initializer: Equatable {
    struct Parameter: Equatable {
      /// The argument label; `nil` for `_`.
      var label: String?
      /// The parameter's own name.
      var name: String
      /// The default value's source text, when it has one.
      var defaultText: String?
    }
    var parameters: [Parameter]
    var isThrowing: Bool
    var isFailable: Bool
    var isPublic: Bool
    var isPrivate: Bool
  }

  /// One type, its body and extensions merged.
  package struct TypeDeclaration {
    package var isPublic = false
    var isStruct = false
    /// Initializers declared in the type's own body (which remove the memberwise one).
    var bodyInitializers: [Initializer] = []
    /// Initializers declared in extensions.
    var extensionInitializers: [Initializer] = []
    /// Stored properties a test cannot assign.
    package var unsettable: Set<String> = []
    /// Properties declared with `let`: set by an initializer only.
    package var constants: Set<String> = []
    /// Properties declared without `public` (or `open`): a test reaches them with `@testable`.
    package var internalProperties: Set<String> = []
    /// Whether the type's own declaration was read (not only extensions).
    package var isDeclared = false
  }

  /// Types by module and dotted name (`MultiModels` → `Profile.Account`).
  private(set) var types: [String: [String: TypeDeclaration]] = [:]

  /// The package whose sources are read; `nil` when none was found.
  private let root: URL?
  /// The modules whose folders were looked for.
  private var readModules: Set<String> = []

  /// The declarations of the package at `root` (``packageRoot(from:)``; `nil`: none), each
  /// module's read when first asked about: from `Sources/<Module>`, or a folder named after the
  /// module anywhere in the package.
  package init(packageAt root: URL?) {
    self.root = root
  }

  /// Declarations read from sources given directly (for tests): `module` → source text.
  package init(sources: [String: String]) {
    root = nil
    for (module, source) in sources {
      readModules.insert(module)
      read(SwiftTokenizer.tokens(source), source: Array(source.utf8), module: module)
    }
  }

  /// The declaration of `name` (dotted, `Profile.Account`) in `module`.
  package func type(_ name: String, in module: String) -> TypeDeclaration? {
    if !readModules.contains(module) {
      readModules.insert(module)
      readModule(module)
    }
    return types[module]?[name]
  }

  private func readModule(_ module: String) {
    guard let root, let folder = Self.folder(of: module, in: root) else { return }
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", let source = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      read(SwiftTokenizer.tokens(source), source: Array(source.utf8), module: module)
    }
  }

  // MARK: - Finding the sources

  /// The first folder up from `directory` (itself included) with a `Package.swift`.
  package static func packageRoot(from directory: URL) -> URL? {
    var current = directory.standardizedFileURL
    for _ in 0..<16 {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
        return current
      }
      let parent = current.deletingLastPathComponent()
      if parent == current { return nil }
      current = parent
    }
    return nil
  }

  private static func folder(of module: String, in root: URL) -> URL? {
    let conventional = root.appendingPathComponent("Sources").appendingPathComponent(module)
    if FileManager.default.fileExists(atPath: conventional.path) { return conventional }
    // A target with a `path:`: a folder named after the module, a few levels down.
    var queue = [(root, 0)]
    while !queue.isEmpty {
      let (folder, depth) = queue.removeFirst()
      guard depth < 4,
        let children = try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey])
      else { continue }
      for child in children.sorted(by: { $0.path < $1.path }) {
        let name = child.lastPathComponent
        guard !name.hasPrefix("."), (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
        else { continue }
        if name == module { return child }
        queue.append((child, depth + 1))
      }
    }
    return nil
  }

  // MARK: - Reading declarations

  private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
  private static let modifiers: Set<String> = [
    "public", "open", "internal", "package", "private", "fileprivate", "final", "static",
    "mutating", "nonmutating", "nonisolated", "convenience", "required", "override", "indirect",
    "lazy", "weak", "unowned", "dynamic", "set", "(", ")", "@",
  ]

  /// A scope the reader is in: a type's body (with its dotted name), or any other braces.
  private struct Scope {
    var typeName: String?
    var isExtension: Bool
    var isProtocol: Bool
  }

  private func read(_ tokens: [SwiftToken], source: [UInt8], module: String) {
    var scopes: [Scope] = []
    /// A type declaration whose `{` is next.
    var pending: (name: String, keyword: String, isPublic: Bool)?
    var parentheses = 0
    var index = 0
    func currentType() -> Scope? { scopes.last.flatMap { $0.typeName == nil ? nil : $0 } }
    while index < tokens.count {
      let token = tokens[index]
      switch (token.kind, token.text) {
      case (.punctuation, "("): parentheses += 1
      case (.punctuation, ")"): parentheses = max(0, parentheses - 1)
      case (.punctuation, "{"):
        // A type declared in a function's body is local: no test can name it.
        let isLocal = !scopes.isEmpty && scopes.last?.typeName == nil
        if let declaration = pending, parentheses == 0, !isLocal {
          let outer = currentType()?.typeName
          let name =
            declaration.keyword == "extension" || outer == nil
            ? declaration.name : outer! + "." + declaration.name
          scopes.append(
            Scope(typeName: name, isExtension: declaration.keyword == "extension", isProtocol: declaration.keyword == "protocol"))
          if declaration.keyword != "extension", declaration.keyword != "protocol" {
            update(module, name) {
              $0.isDeclared = true
              $0.isPublic = declaration.isPublic
              $0.isStruct = declaration.keyword == "struct"
            }
          }
          pending = nil
        } else {
          scopes.append(Scope(typeName: nil, isExtension: false, isProtocol: false))
          pending = nil
        }
      case (.punctuation, "}"):
        if !scopes.isEmpty { scopes.removeLast() }
      case (.word, let word) where Self.typeKeywords.contains(word):
        // `class func`, `class var`: not a type.
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word,
          !["func", "var", "let", "subscript", "init"].contains(tokens[index + 1].text)
        else { break }
        var name = tokens[index + 1].text.replacingOccurrences(of: "`", with: "")
        var cursor = index + 2
        while word == "extension", cursor + 1 < tokens.count, tokens[cursor].text == ".",
          tokens[cursor + 1].kind == .word
        {
          name += "." + tokens[cursor + 1].text
          cursor += 2
        }
        pending = (name, word, Self.precedingModifiers(tokens, before: index).contains("public"))
        index = cursor
        continue
      case (.word, "init"):
        // Not `.init(…)` or `Self.init` in an expression.
        guard let scope = currentType(), !scope.isProtocol, let typeName = scope.typeName,
          index == 0 || tokens[index - 1].text != "."
        else { break }
        var cursor = index + 1
        var isFailable = false
        if cursor < tokens.count, tokens[cursor].text == "?" || tokens[cursor].text == "!" {
          isFailable = true
          cursor += 1
        }
        // Generic parameters: `init<T>(…)`.
        if cursor < tokens.count, tokens[cursor].text == "<" {
          while cursor < tokens.count, tokens[cursor].text != ">" { cursor += 1 }
          cursor += 1
        }
        guard cursor < tokens.count, tokens[cursor].text == "(" else { break }
        let (parameters, end) = Self.parameters(tokens, source: source, open: cursor)
        // `throws` between the parameters and the body (`async throws`, `throws(E)`).
        var isThrowing = false
        var after = end
        while after < tokens.count, after < end + 8, tokens[after].text != "{" {
          if tokens[after].text == "throws" || tokens[after].text == "rethrows" { isThrowing = true }
          after += 1
        }
        let modifiers = Self.precedingModifiers(tokens, before: index)
        let initializer = Initializer(
          parameters: parameters, isThrowing: isThrowing, isFailable: isFailable,
          isPublic: modifiers.contains("public") || modifiers.contains("open"),
          isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate"))
        update(module, typeName) {
          if scope.isExtension { $0.extensionInitializers.append(initializer) } else { $0.bodyInitializers.append(initializer) }
        }
        index = end
        continue
      case (.word, "var"), (.word, "let"):
        // A stored property of a type's own body that a test cannot set.
        guard let scope = currentType(), !scope.isExtension, let typeName = scope.typeName,
          index + 1 < tokens.count, tokens[index + 1].kind == .word
        else { break }
        let modifiers = Self.precedingModifiers(tokens, before: index)
        let name = tokens[index + 1].text.replacingOccurrences(of: "`", with: "")
        if modifiers.contains("private") || modifiers.contains("fileprivate") {
          update(module, typeName) { $0.unsettable.insert(name) }
        }
        if tokens[index].text == "let" { update(module, typeName) { $0.constants.insert(name) } }
        if !modifiers.contains("public") && !modifiers.contains("open") {
          update(module, typeName) { $0.internalProperties.insert(name) }
        }
      default: break
      }
      index += 1
    }
  }

  private func update(_ module: String, _ name: String, _ change: (inout TypeDeclaration) -> Void) {
    var declaration = types[module, default: [:]][name] ?? TypeDeclaration()
    change(&declaration)
    types[module, default: [:]][name] = declaration
  }

  /// The modifiers just before the token at `index` (`public`, `private(set)` as `private`,
  /// `set`), attributes skipped.
  private static func precedingModifiers(_ tokens: [SwiftToken], before index: Int) -> [String] {
    var words: [String] = []
    var cursor = index - 1
    while cursor >= 0 {
      let text = tokens[cursor].text
      if modifiers.contains(text) {
        words.append(text)
      } else if cursor > 0, tokens[cursor - 1].text == "@" {
        // An attribute's name.
      } else {
        break
      }
      cursor -= 1
    }
    return words
  }

  /// The parameters of the list opening at `open`, and the index past its `)`.
  private static func parameters(
    _ tokens: [SwiftToken], source: [UInt8], open: Int
  ) -> ([Initializer.Parameter], Int) {
    var parameters: [Initializer.Parameter] = []
    var depth = 0
    var angles = 0
    var current: [SwiftToken] = []
    var index = open
    func finish() {
      guard let colon = current.firstIndex(where: { $0.text == ":" }) else { return }
      let names = current[..<colon].filter { $0.kind == .word }.map { $0.text.replacingOccurrences(of: "`", with: "") }
      guard let name = names.last else { return }
      let label = names.count >= 2 ? names[names.count - 2] : name
      var defaultText: String?
      var nested = 0
      for (offset, token) in current.enumerated() where offset > colon {
        if ["(", "[", "<"].contains(token.text) { nested += 1 }
        if [")", "]", ">"].contains(token.text) { nested -= 1 }
        if nested == 0, token.text == "=", offset + 1 < current.count {
          let start = current[offset + 1].start
          let end = current[current.count - 1].end
          defaultText = String(decoding: source[start..<end], as: UTF8.self)
          break
        }
      }
      parameters.append(.init(label: label == "_" ? nil : label, name: name, defaultText: defaultText))
    }
    while index < tokens.count {
      let token = tokens[index]
      if ["(", "["].contains(token.text) { depth += 1 }
      if [")", "]"].contains(token.text) {
        depth -= 1
        if depth == 0 {
          finish()
          return (parameters, index + 1)
        }
      }
      if token.text == "<" { angles += 1 }
      if token.text == ">" { angles = max(0, angles - 1) }
      if depth == 1, angles == 0, token.text == "," {
        finish()
        current = []
      } else if !(depth == 1 && token.text == "(" && index == open) {
        current.append(token)
      }
      index += 1
    }
    return (parameters, index)
  }
}
