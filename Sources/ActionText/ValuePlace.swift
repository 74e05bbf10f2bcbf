/// Where a value sits in an action, put into words only when a message needs it (`element 1 of
/// argument 'offset' of 'listResult.remove'`), so that decoding valid text builds no strings.
enum ValuePlace {
  /// The whole text, when the action type is not an enum.
  case wholeAction
  /// An argument of a case, by position (from 0) and label.
  case argument(position: Int, label: String?, of: CasePathText)
  indirect case element(Int, of: ValuePlace)
  indirect case field(String, of: ValuePlace)
  /// The value for a dictionary key, the key as written.
  indirect case dictionaryValue(key: Syntax, of: ValuePlace)
}

/// The dotted path of a case as written: `counter.setCount`, or `.setCount` for a case written
/// as an argument.
struct CasePathText {
  let names: [Name]
  /// The index of the path's last name.
  let last: Int
  let isAction: Bool

  var text: String {
    (isAction ? "" : ".") + names[...last].map(\.text).joined(separator: ".")
  }
}
