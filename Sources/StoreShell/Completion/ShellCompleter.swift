import ActionText
import Foundation

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
    if words.count <= 1 { return (0, OptionParser.names.filter { $0.hasPrefix(argument) }.map { $0 + " " }) }
    let value = words[words.count - 1]
    let choices = values[words[0]] ?? []
    return (argument.count - value.count, choices.filter { $0.hasPrefix(value) })
  }

  /// Paths one field deeper than `partial`'s parent, read from the current state.
  private func statePaths(matching partial: String) -> [String] {
    let parentText: String
    let prefix: String
    if let dot = partial.lastIndex(of: ".") {
      parentText = String(partial[..<dot])
      prefix = String(partial[partial.index(after: dot)...])
    } else {
      parentText = ""
      prefix = partial
    }
    let parent: Any
    if parentText.isEmpty {
      parent = state()
    } else {
      guard let path = try? StatePath.parse(parentText), let value = try? path.read(from: state())
      else { return [] }
      parent = value
    }
    var mirror = Mirror(reflecting: parent)
    while mirror.displayStyle == .optional, let child = mirror.children.first {
      mirror = Mirror(reflecting: child.value)
    }
    let names = mirror.children.compactMap(\.label).map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
    return names.filter { $0.hasPrefix(prefix) }.map { parentText.isEmpty ? $0 : "\(parentText).\($0)" }
  }

  /// When `argument` ends in a state reference (`…(selection: $rows[`), the argument completed
  /// with the state's paths one step deeper: fields, and for a collection its elements by
  /// index and, when they have one, by id (`$rows[id: "…"]`).
  private func stateReferences(in argument: String) -> [String]? {
    guard let dollar = argument.lastIndex(of: "$") else { return nil }
    let partial = String(argument[argument.index(after: dollar)...])
    guard partial.allSatisfy({ $0.isLetter || $0.isNumber || "_.[]".contains($0) }) else {
      return nil
    }
    let head = String(argument[...dollar])
    guard partial.hasSuffix("[") else { return statePaths(matching: partial).map { head + $0 } }
    let parentText = String(partial.dropLast())
    guard let path = try? StatePath.parse(parentText), let parent = try? path.read(from: state())
    else { return [] }
    var candidates: [String] = []
    for (index, element) in Mirror(reflecting: parent).children.map(\.value).enumerated() {
      candidates.append("\(head)\(parentText)[\(index)]")
      if let id = Mirror(reflecting: element).children.first(where: { $0.label == "id" })?.value {
        candidates.append("\(head)\(parentText)[id: \(ActionText.literal(id))]")
      }
    }
    return candidates
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
