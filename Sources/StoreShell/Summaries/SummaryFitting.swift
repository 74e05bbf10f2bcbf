/// Fits the effects summary to a line: the payloads of the actions that started the effects
/// (`todo(id: "…", action: .checkBoxToggled)`) are cut with `…` until the line fits 80
/// columns. `effects` prints them whole.
enum SummaryFitting {
  /// One effect of the summary: its text before the action, the action, and after it.
  struct Item {
    let before: String
    let action: String
    let after: String
  }

  /// The width summaries fit: 80 columns, at a terminal too. A summary is recorded output: a
  /// recording made at a wide terminal must replay the same piped, in a test, or at another
  /// terminal, so the width cannot be the terminal's.
  static let width = 80

  /// The fewest characters of a payload kept: shorter payloads are not long, and are never cut.
  static let shortestCut = 16

  /// `head` then the items joined by `; `, the actions' long payloads cut so that the line is
  /// at most `width` characters where cutting each to ``shortestCut`` can do it (and each to
  /// that where it cannot).
  static func line(_ head: String, _ items: [Item], width: Int) -> String {
    func join(_ actions: [String]) -> String {
      head + zip(items, actions).map { $0.before + $1 + $0.after }.joined(separator: "; ")
    }
    let whole = join(items.map(\.action))
    let excess = whole.count - width
    guard excess > 0 else { return whole }
    // Payloads longer than the share each may keep are cut to it; the share grows until the
    // line would not fit.
    let payloads = items.map { payload(of: $0.action) }
    let total = payloads.reduce(0) { $0 + ($1?.count ?? 0) }
    guard total > 0 else { return whole }
    let keep = max(0, total - excess)
    var share = shortestCut
    while share < total, cut(payloads, to: share + 1) <= keep { share += 1 }
    return join(zip(items, payloads).map { item, payload in
      guard let payload, payload.count > share else { return item.action }
      let name = item.action.dropLast(payload.count + 1)
      return name + payload.prefix(max(share - 1, 0)) + "…)"
    })
  }

  /// The characters the payloads keep when each keeps at most `share`.
  private static func cut(_ payloads: [String?], to share: Int) -> Int {
    payloads.reduce(0) { $0 + min($1?.count ?? 0, share) }
  }

  /// The arguments of an action's text, between its first `(` and the closing `)` at its end.
  private static func payload(of action: String) -> String? {
    guard action.hasSuffix(")"), let open = action.firstIndex(of: "(") else { return nil }
    let inside = action[action.index(after: open)..<action.index(before: action.endIndex)]
    return inside.count > 1 ? String(inside) : nil
  }
}
