/// A regular expression matched in time linear in the text: `history /…/`'s.
///
/// Written by hand because nothing the package may use matches without backtracking: Swift's
/// `Regex` and Foundation's `NSRegularExpression` both backtrack, so `/(a+)+$/` over a long
/// command ran for ever, and neither can be stopped (a cancelled task's match runs on).
/// The pattern is compiled to a Thompson NFA and run as a Pike VM: each character of the text
/// is looked at once against at most every instruction, so the work is bounded by the text's
/// length times the program's size, whatever the pattern.
///
/// The syntax is the common one: literals, `.`, classes (`[a-z]`, `[^,]`, `\d \w \s` and their
/// negations), groups (`(…)`, `(?:…)`, `(?<name>…)`), `|`, `* + ?`, `{n}`, `{n,}`, `{n,m}` (a
/// lazy `?` after one is taken, and means the same for "does it match"), and `^ $ \b \B`.
/// What needs backtracking (backreferences, lookaround) or options is refused with its name.
struct LinearPattern {
  private let program: [Instruction]

  /// The program's size past which a pattern is refused (a `{1000}` of a long group).
  static let instructionLimit = 20_000

  /// Compiles `pattern`, or throws what is wrong with it.
  init(_ pattern: String) throws(Failure) {
    var parser = Parser(scalars: Array(pattern.unicodeScalars))
    let node = try parser.parseAlternation()
    guard parser.position == parser.scalars.count else {
      throw Failure(kind: .syntax, detail: "an unmatched ')'")
    }
    var program: [Instruction] = []
    try Self.compile(node, into: &program)
    program.append(.match)
    self.program = program
  }

  /// Whether the pattern matches anywhere in `text`; asks `isInterrupted` every few thousand
  /// characters and throws ``Interrupted`` when it says so.
  func matches(in text: String, isInterrupted: () -> Bool = { false }) throws(Interrupted) -> Bool {
    let scalars = Array(text.unicodeScalars)
    let count = program.count
    // The position + 1 at which an instruction was last put on a list (no instruction twice).
    var marks = [Int](repeating: 0, count: count)
    var current: [Int] = []
    var next: [Int] = []
    var stack: [Int] = []
    current.reserveCapacity(count)
    next.reserveCapacity(count)

    /// Puts `start`, and what it leads to without reading a character, on `list` at `position`;
    /// returns whether that reaches the match.
    func add(_ start: Int, at position: Int, to list: inout [Int]) -> Bool {
      stack.append(start)
      while let pc = stack.popLast() {
        guard marks[pc] != position + 1 else { continue }
        marks[pc] = position + 1
        switch program[pc] {
        case .match:
          stack.removeAll()
          return true
        case let .jump(target): stack.append(target)
        case let .split(first, second):
          stack.append(second)
          stack.append(first)
        case let .assert(assertion):
          if assertion.holds(in: scalars, at: position) { stack.append(pc + 1) }
        case .test: list.append(pc)
        }
      }
      return false
    }

    for position in 0...scalars.count {
      if position & 0xFFF == 0xFFF, isInterrupted() { throw Interrupted() }
      if add(0, at: position, to: &current) { return true }
      guard position < scalars.count else { break }
      let scalar = scalars[position]
      next.removeAll(keepingCapacity: true)
      for pc in current {
        guard case let .test(test) = program[pc], test.matches(scalar) else { continue }
        if add(pc + 1, at: position + 1, to: &next) { return true }
      }
      swap(&current, &next)
    }
    return false
  }

  /// What the matcher says when Ctrl-C stopped it.
  struct Interrupted: Error {}

  /// Why a pattern was refused.
  struct Failure: Error {
    enum Kind {
      /// Not a regular expression (an unclosed group, a quantifier with nothing before it).
      case syntax
      /// A construct that needs backtracking, or options, which this matcher does not run.
      case unsupported
      /// A program over ``LinearPattern/instructionLimit``.
      case tooLarge
    }
    let kind: Kind
    let detail: String
  }

  // MARK: The program

  private enum Instruction {
    case test(ScalarTest)
    case split(Int, Int)
    case jump(Int)
    case assert(Assertion)
    case match
  }

  /// One character's test: in a set of ranges, or not in it.
  fileprivate struct ScalarTest {
    var ranges: [ClosedRange<UInt32>]
    var negated = false

    func matches(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      var found = false
      for range in ranges where range.contains(value) {
        found = true
        break
      }
      return found != negated
    }

    static func single(_ scalar: Unicode.Scalar) -> ScalarTest { ScalarTest(ranges: [scalar.value...scalar.value]) }
    static let digit = ScalarTest(ranges: [0x30...0x39])
    static let word = ScalarTest(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let space = ScalarTest(ranges: [0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0])
    static let anyButNewline = ScalarTest(ranges: [0x0A...0x0A], negated: true)

    var inverted: ScalarTest { ScalarTest(ranges: ranges, negated: !negated) }
  }

  fileprivate enum Assertion {
    case start, end, wordBoundary, notWordBoundary

    func holds(in scalars: [Unicode.Scalar], at position: Int) -> Bool {
      switch self {
      case .start: return position == 0
      case .end: return position == scalars.count
      case .wordBoundary, .notWordBoundary:
        let before = position > 0 && ScalarTest.word.matches(scalars[position - 1])
        let after = position < scalars.count && ScalarTest.word.matches(scalars[position])
        return (before != after) == (self == .wordBoundary)
      }
    }
  }

  fileprivate indirect enum Node {
    case test(ScalarTest)
    case assert(Assertion)
    case sequence([Node])
    case alternation([Node])
    case repetition(Node, min: Int, max: Int?)
  }

  private static func compile(_ node: Node, into program: inout [Instruction]) throws(Failure) {
    guard program.count <= instructionLimit else {
      throw Failure(kind: .tooLarge, detail: "its program passes \(instructionLimit) steps")
    }
    switch node {
    case let .test(test): program.append(.test(test))
    case let .assert(assertion): program.append(.assert(assertion))
    case let .sequence(nodes):
      for node in nodes { try compile(node, into: &program) }
    case let .alternation(branches):
      var jumps: [Int] = []
      for (index, branch) in branches.enumerated() {
        if index == branches.count - 1 {
          try compile(branch, into: &program)
        } else {
          let split = program.count
          program.append(.split(split + 1, -1))
          try compile(branch, into: &program)
          jumps.append(program.count)
          program.append(.jump(-1))
          program[split] = .split(split + 1, program.count)
        }
      }
      for jump in jumps { program[jump] = .jump(program.count) }
    case let .repetition(body, min, max):
      for _ in 0..<min { try compile(body, into: &program) }
      if let max {
        // Each optional copy may be skipped to the end.
        var splits: [Int] = []
        for _ in min..<max {
          splits.append(program.count)
          program.append(.split(program.count + 1, -1))
          try compile(body, into: &program)
        }
        for split in splits { program[split] = .split(split + 1, program.count) }
      } else {
        let split = program.count
        program.append(.split(split + 1, -1))
        try compile(body, into: &program)
        program.append(.jump(split))
        program[split] = .split(split + 1, program.count)
      }
    }
  }

  // MARK: The parser

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard peek == scalar else { return false }
      position += 1
      return true
    }

    mutating func parseAlternation() throws(Failure) -> Node {
      var branches = [try parseSequence()]
      while take("|") { branches.append(try parseSequence()) }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() throws(Failure) -> Node {
      var nodes: [Node] = []
      while let scalar = peek, scalar != "|", scalar != ")" {
        let atom = try parseAtom()
        nodes.append(try parseQuantifiers(of: atom))
      }
      return nodes.count == 1 ? nodes[0] : .sequence(nodes)
    }

    private mutating func parseQuantifiers(of atom: Node) throws(Failure) -> Node {
      var node = atom
      while let scalar = peek {
        let bounds: (Int, Int?)
        switch scalar {
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "?": bounds = (0, 1)
        case "{":
          guard let counted = try parseCount() else { return node }
          bounds = counted
        default: return node
        }
        if scalar != "{" { position += 1 }
        if case .assert = node {
          throw Failure(kind: .syntax, detail: "a quantifier after an anchor")
        }
        if take("+") {
          throw Failure(kind: .unsupported, detail: "a possessive quantifier ('\(scalar)+')")
        }
        _ = take("?")  // lazy: the same answer to "does it match"
        node = .repetition(node, min: bounds.0, max: bounds.1)
        // `a**` is refused as Swift's Regex refuses it.
        if let next = peek, "*+?".unicodeScalars.contains(next) {
          throw Failure(kind: .syntax, detail: "a quantifier with nothing to repeat")
        }
      }
      return node
    }

    /// `{n}`, `{n,}`, `{n,m}` at the position (moved past it), or `nil` for a `{` that is a
    /// literal brace.
    private mutating func parseCount() throws(Failure) -> (Int, Int?)? {
      var index = position + 1
      func number() -> Int? {
        var value: Int?
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
          value = Swift.min((value ?? 0) * 10 + Int(scalars[index].value - 0x30), 100_000)
          index += 1
        }
        return value
      }
      let low = number()
      var high = low
      if index < scalars.count, scalars[index] == "," {
        index += 1
        high = number()
        if low == nil && high == nil { return nil }
      }
      guard index < scalars.count, scalars[index] == "}", low != nil || high != nil else { return nil }
      position = index + 1
      let min = low ?? 0
      if let high, high < min {
        throw Failure(kind: .syntax, detail: "a count {\(min),\(high)} whose bounds are reversed")
      }
      if min > 1000 || (high ?? 0) > 1000 {
        throw Failure(kind: .tooLarge, detail: "a count over 1000")
      }
      return (min, high)
    }

    private mutating func parseAtom() throws(Failure) -> Node {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case ".": return .test(.anyButNewline)
      case "^": return .assert(.start)
      case "$": return .assert(.end)
      case "[": return .test(try parseClass())
      case "(":
        if take("?") {
          if take(":") {
          } else if take("<") {
            if take("=") || take("!") {
              throw Failure(kind: .unsupported, detail: "a lookbehind ('(?<=' or '(?<!')")
            }
            while let next = peek, next != ">" { position += 1 }
            guard take(">") else { throw Failure(kind: .syntax, detail: "an unclosed group name") }
          } else if take("=") || take("!") {
            throw Failure(kind: .unsupported, detail: "a lookahead ('(?=' or '(?!')")
          } else {
            throw Failure(kind: .unsupported, detail: "a group with options ('(?')")
          }
        }
        let inner = try parseAlternation()
        guard take(")") else { throw Failure(kind: .syntax, detail: "an unclosed '('") }
        return inner
      case "*", "+", "?":
        throw Failure(kind: .syntax, detail: "a quantifier with nothing to repeat")
      case "\\": return try parseEscape(inClass: false).node
      default: return .test(.single(scalar))
      }
    }

    /// The escape after a `\`: a character, a class, or an assertion.
    private mutating func parseEscape(inClass: Bool) throws(Failure) -> (node: Node, test: ScalarTest?) {
      guard let scalar = peek else { throw Failure(kind: .syntax, detail: "a '\\' at the end") }
      position += 1
      func test(_ test: ScalarTest) -> (Node, ScalarTest?) { (.test(test), test) }
      switch scalar {
      case "d": return test(.digit)
      case "D": return test(ScalarTest.digit.inverted)
      case "w": return test(.word)
      case "W": return test(ScalarTest.word.inverted)
      case "s": return test(.space)
      case "S": return test(ScalarTest.space.inverted)
      case "t": return test(.single("\t"))
      case "n": return test(.single("\n"))
      case "r": return test(.single("\r"))
      case "0": return test(.single("\0"))
      case "b" where !inClass: return (.assert(.wordBoundary), nil)
      case "B" where !inClass: return (.assert(.notWordBoundary), nil)
      case "1"..."9", "k":
        throw Failure(kind: .unsupported, detail: "a backreference ('\\\(scalar)')")
      default:
        if scalar.properties.isAlphabetic {
          throw Failure(kind: .unsupported, detail: "the escape '\\\(scalar)'")
        }
        return test(.single(scalar))
      }
    }

    /// A class after its `[`, up to and past its `]`.
    private mutating func parseClass() throws(Failure) -> ScalarTest {
      var result = ScalarTest(ranges: [])
      result.negated = take("^")
      var first = true
      while true {
        guard let scalar = peek else { throw Failure(kind: .syntax, detail: "an unclosed '['") }
        if scalar == "]" && !first {
          position += 1
          return result
        }
        first = false
        position += 1
        var low: Unicode.Scalar = scalar
        if scalar == "[" && (peek == ":" || peek == "=" || peek == ".") {
          throw Failure(kind: .unsupported, detail: "a POSIX class ('[:')")
        }
        if scalar == "\\" {
          let escaped = try parseEscape(inClass: true)
          guard let test = escaped.test else { continue }
          if test.ranges.count == 1, !test.negated, test.ranges[0].count == 1,
            let single = Unicode.Scalar(test.ranges[0].lowerBound)
          {
            low = single
          } else if test.negated {
            throw Failure(kind: .unsupported, detail: "a negated class escape inside '[…]'")
          } else {
            result.ranges += test.ranges
            continue
          }
        }
        if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
          position += 1
          var high = scalars[position]
          position += 1
          if high == "\\" {
            let escaped = try parseEscape(inClass: true)
            guard let test = escaped.test, test.ranges.count == 1, !test.negated,
              let single = Unicode.Scalar(test.ranges[0].lowerBound), test.ranges[0].count == 1
            else { throw Failure(kind: .syntax, detail: "a range ending in a class") }
            high = single
          }
          guard low.value <= high.value else {
            throw Failure(kind: .syntax, detail: "a range '\(low)-\(high)' out of order")
          }
          result.ranges.append(low.value...high.value)
        } else {
          result.ranges.append(low.value...low.value)
        }
      }
    }
  }
}
