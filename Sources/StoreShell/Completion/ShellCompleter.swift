import ActionText
import Foundation
import ShellCommands
import StatePaths

/// What TAB offers at the cursor: command names, action case paths with their argument labels,
/// state paths, option names and values, and file names.
struct ShellCompleter<State, Action: Decodable> {
  let state: () -> State
  let actionType: Action.Type

  /// Completions of `text` (the line up to the cursor): the offset where the completed word
  /// starts and the candidates, each a replacement from there.
  func completions(for text: String) -> (wordStart: Int, candidates: [String]) {
    // The command parser ignores leading blanks; so does completion.
    let commandStart = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    guard let space = text[commandStart...].firstIndex(where: \.isWhitespace) else {
      let typed = text[commandStart...]
      return (
        text.distance(from: text.startIndex, to: commandStart),
        CommandSpec.names.filter { $0.hasPrefix(typed) }
      )
    }
    let command = String(text[commandStart..<space])
    let argumentStart = text[space...].firstIndex { !$0.isWhitespace } ?? text.endIndex
    let argument = String(text[argumentStart...])
    let start = text.distance(from: text.startIndex, to: argumentStart)
    switch command {
    case "send", "receive":
      if let references = stateReferences(in: argument) { return (start, references) }
      return (start, ActionText.completions(for: argument, in: actionType))
    case "state":
      return (start, statePaths(matching: argument))
    case "record", "save", "replay":
      let word = argument.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
      let wordStart = start + argument.count - word.count
      if word.hasPrefix("-") { return (wordStart, ["--check", "--update"].filter { $0.hasPrefix(word) }) }
      return (wordStart, fileNames(matching: word))
    case "export":
      let words = argument.split(separator: " ", omittingEmptySubsequences: false)
      let word = words.last.map(String.init) ?? ""
      let wordStart = start + argument.count - word.count
      if words.count <= 1 { return (start, ["test "].filter { $0.hasPrefix(argument) }) }
      if word.hasPrefix("-") {
        return (wordStart, ["--class ", "--force", "--name "].filter { $0.hasPrefix(word) })
      }
      return (wordStart, fileNames(matching: word))
    case "watch":
      return (start, statePaths(matching: argument))
    case "break":
      for word in ["on ", "when "] where argument.hasPrefix(word) {
        let rest = String(argument.dropFirst(word.count))
        let candidates =
          word == "on "
          ? ActionText.completions(for: rest, in: actionType) : statePaths(matching: rest)
        return (start + word.count, candidates)
      }
      return (start, ["on ", "when ", "off "].filter { $0.hasPrefix(argument) })
    case "dump", "load":
      guard argument.hasPrefix("state ") else {
        return (start, ["state "].filter { $0.hasPrefix(argument) })
      }
      let word = argument.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
      return (start + argument.count - word.count, fileNames(matching: word))
    case "set" where argument.hasPrefix("state "):
      let path = String(argument.dropFirst(6))
      guard !path.contains("=") else { return (start, []) }
      return (start + 6, statePaths(matching: path))
    case "set":
      let (offset, candidates) = optionCompletions(argument)
      return (start + offset, candidates)
    case "help":
      return (start, CommandSpec.names.filter { $0.hasPrefix(argument) })
    default:
      return (start, [])
    }
  }

  /// The option names, or the values of the option named in `argument` (listed on their own,
  /// not as `diff off`): where the completed word starts in `argument`, and the candidates.
  private func optionCompletions(_ argument: String) -> (wordStart: Int, candidates: [String]) {
    let values: [String: [String]] = [
      "diff": DiffMode.allCases.map(\.rawValue), "color": ColorMode.allCases.map(\.rawValue),
      "echo": ["on", "off"], "exhaustive": ["on", "off"], "timing": ["on", "off"],
      "filter": ["off"],
    ]
    let words = argument.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if words.count <= 1 {
      return (0, (OptionParser.names + ["state"]).filter { $0.hasPrefix(argument) }.map { $0 + " " })
    }
    let value = words[words.count - 1]
    let choices = values[words[0]] ?? []
    return (argument.count - value.count, choices.filter { $0.hasPrefix(value) })
  }

  /// Paths one step deeper than `partial`'s parent, read from the current state: its fields,
  /// and for a collection `count`, `isEmpty`, `first`, `last` (and a dictionary's `keys`);
  /// after `[`, a collection's elements by index and, when they have one, by id.
  private func statePaths(matching partial: String) -> [String] {
    if partial.hasSuffix("[") { return elementPaths(of: String(partial.dropLast())) }
    let parentText: String
    let prefix: String
    if let dot = lastDotOutsideBrackets(in: partial) {
      parentText = String(partial[..<dot])
      prefix = String(partial[partial.index(after: dot)...])
    } else {
      parentText = ""
      prefix = partial
    }
    guard let parent = value(at: parentText) else { return [] }
    let unwrapped = StatePath.unwrapped(parent)
    let mirror = Mirror(reflecting: unwrapped)
    // An optional field completes as `weather?`, no space after it: what follows is its
    // fields (`weather?.days`), whether it holds a value now or not.
    let optionals = Set(
      mirror.children.filter { Mirror(reflecting: $0.value).displayStyle == .optional }
        .compactMap(\.label).map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 })
    var names = mirror.children.compactMap(\.label).map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
    // The computed properties the type lists, which reflection does not see.
    names += StatePath.computedPropertyNames(of: unwrapped)
    if !parentText.isEmpty { names += CollectionProperty.applicable(to: unwrapped).map(\.rawValue) }
    return names.filter { $0.hasPrefix(prefix) }.map { name in
      let path = parentText.isEmpty ? name : "\(parentText).\(name)"
      return optionals.contains(name) ? path + "?" : path
    }
  }

  /// `parent[0]`, `parent[id: …]`, … for each element of the collection at `parent`.
  private func elementPaths(of parentText: String) -> [String] {
    guard let parent = value(at: parentText) else { return [] }
    var candidates: [String] = []
    for (index, element) in Mirror(reflecting: StatePath.unwrapped(parent)).children.map(\.value).enumerated() {
      candidates.append("\(parentText)[\(index)]")
      if let id = Mirror(reflecting: element).children.first(where: { $0.label == "id" })?.value {
        candidates.append("\(parentText)[id: \(ActionText.literal(id))]")
      }
    }
    return candidates
  }

  /// The value at the state path `text` (the state for ""), or `nil` if it names none.
  private func value(at text: String) -> Any? {
    guard !text.isEmpty else { return state() }
    guard let path = try? StatePath.parse(text) else { return nil }
    return try? path.read(from: state())
  }

  /// The last `.` of `text` not inside `[…]` (a filter may hold dots).
  private func lastDotOutsideBrackets(in text: String) -> String.Index? {
    var depth = 0
    var last: String.Index?
    for index in text.indices {
      switch text[index] {
      case "[": depth += 1
      case "]": depth -= 1
      case "." where depth == 0: last = index
      default: break
      }
    }
    return last
  }

  /// When `argument` ends in a state reference (`…(selection: $rows[`), the argument completed
  /// with the state's paths one step deeper (see ``statePaths(matching:)``).
  private func stateReferences(in argument: String) -> [String]? {
    guard let dollar = argument.lastIndex(of: "$") else { return nil }
    let partial = String(argument[argument.index(after: dollar)...])
    guard partial.allSatisfy({ $0.isLetter || $0.isNumber || "_.[]".contains($0) }) else {
      return nil
    }
    let head = String(argument[...dollar])
    return statePaths(matching: partial).map { head + $0 }
  }

  private func fileNames(matching partial: String) -> [String] {
    let directory: String
    let prefix: String
    if let slash = partial.lastIndex(of: "/") {
      directory = String(partial[...slash])
      prefix = String(partial[partial.index(after: slash)...])
    } else {
      directory = ""
      prefix = partial
    }
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
    return listed.filter { $0.hasPrefix(prefix) && (!$0.hasPrefix(".") || prefix.hasPrefix(".")) }
      .sorted()
      .map { name in
        var isDirectory: ObjCBool = false
        let full = directory + name
        _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
        return isDirectory.boolValue ? full + "/" : full
      }
  }
}
