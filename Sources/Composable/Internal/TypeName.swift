/// A type's name as code inside its module writes it: `Feature.TimerID`, with no module
/// prefix and no `(unknown context at $…)` for types declared in a function.
func typeName(_ type: Any.Type) -> String {
  var name = _typeName(type, qualified: true)
  if let dot = name.firstIndex(of: ".") { name.removeSubrange(...dot) }
  while let range = name.range(
    of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, options: .regularExpression)
  {
    name.removeSubrange(range)
  }
  return name
}
