extension CommandSpec {
  /// `advance`'s `--deliveries <n>` taken out of its arguments: the rest, with `--deliveries`
  /// alone left in it for the option check, and `n`; `nil` without the option.
  static func deliveriesOption(of rest: String) throws(ShellError) -> (rest: String, deliveries: Int?) {
    var words = try splitWords(rest)
    guard let index = words.firstIndex(of: "--deliveries") else { return (rest, nil) }
    guard index + 1 < words.count, let count = Int(words[index + 1]), count > 0 else {
      throw ShellError("advance: --deliveries takes a number of actions above 0, like '--deliveries 2'")
    }
    words.remove(at: index + 1)
    // Quoted again, so that the option check splits the words as they were.
    return (words.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " "), count)
  }
}
