import Composable
import XCTest

// A pullback of a case path that `/` built extracts its case inline, by the tag the case path
// learned (and reads payloads in place when the enum stores them as they are); any other case
// path is asked every time. These check that every action still reaches exactly the children
// it did, with its payload, and that `Reducer.combine` merges its children's effects as before.

private final class Token: Equatable, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
}

private enum Payloads: Equatable {
  case text(String)
  case token(Token)
  case number(Int)
  case flag(Bool)
  case pair(Int, String)
  case nothing
}

/// Payloads with spare bits in common: the enum keeps its case in them, so a payload is not
/// stored as is (its bits must be cleared to read it).
private enum Shared: Equatable {
  case first(Token)
  case second(Token)
  case third(Token)
  case none
}

private enum Step: Equatable {
  case up, down
  case to(Int)
}

private enum Screen: Equatable {
  case first(Step)
  case second(Step)
  case other
}

/// Enums of one case: a pullback knows their tag (0) without asking the enum.
private enum OnlyStep: Equatable { case step(Step) }
private indirect enum OnlyIndirect: Equatable { case step(Step) }
private enum OnlyToken: Equatable { case token(Token) }

/// The state of a parent whose children record the actions that reached them.
private struct Seen<Action>: Equatable where Action: Equatable {
  var actions: [Action] = []
}

/// A child that records every action it is sent.
private func recorder<Action: Equatable>() -> Reducer<Seen<Action>, Action, Void> {
  Reducer { state, action, _ in
    state.actions.append(action)
    return .none
  }
}

final class PullbackExtractionTests: XCTestCase {
  func testPayloadsOfEveryKindReachTheirChildAfterTheCaseIsLearned() {
    let token = Token("a")
    let other = Token("b")
    let text = recorder().pullback(
      state: \Seen<String>.self, action: /Payloads.text, environment: { $0 })
    let tokens = recorder().pullback(
      state: \Seen<Token>.self, action: /Payloads.token, environment: { $0 })
    let numbers = recorder().pullback(
      state: \Seen<Int>.self, action: /Payloads.number, environment: { $0 })
    let flags = recorder().pullback(
      state: \Seen<Bool>.self, action: /Payloads.flag, environment: { $0 })
    var texts = Seen<String>()
    var tokenState = Seen<Token>()
    var numberState = Seen<Int>()
    var flagState = Seen<Bool>()
    let actions: [Payloads] = [
      .nothing, .text("x"), .token(token), .number(-1), .flag(true), .pair(1, "p"),
      .text(String(repeating: "long ", count: 10)), .token(other), .number(Int.max),
      .flag(false), .nothing, .text(""), .number(0), .token(token), .flag(true),
    ]
    for action in actions {
      _ = text(&texts, action, ())
      _ = tokens(&tokenState, action, ())
      _ = numbers(&numberState, action, ())
      _ = flags(&flagState, action, ())
    }
    XCTAssertEqual(texts.actions, ["x", String(repeating: "long ", count: 10), ""])
    XCTAssertEqual(tokenState.actions, [token, other, token])
    XCTAssertEqual(numberState.actions, [-1, Int.max, 0])
    XCTAssertEqual(flagState.actions, [true, false, true])
    XCTAssertEqual((/Payloads.token).extract(from: .token(other)), other)
    XCTAssertEqual((/Payloads.pair).extract(from: .pair(2, "q"))?.1, "q")
  }

  func testPayloadsThatShareTheirSpareBitsWithTheCaseReachTheirChild() {
    let (a, b) = (Token("a"), Token("b"))
    let second = recorder().pullback(
      state: \Seen<Token>.self, action: /Shared.second, environment: { $0 })
    let third = recorder().pullback(
      state: \Seen<Token>.self, action: /Shared.third, environment: { $0 })
    var seconds = Seen<Token>()
    var thirds = Seen<Token>()
    XCTAssertEqual(MemoryLayout<Shared>.size, MemoryLayout<Token>.size)
    for action: Shared in [.first(a), .second(b), .third(a), .none, .second(a), .third(b)] {
      _ = second(&seconds, action, ())
      _ = third(&thirds, action, ())
    }
    XCTAssertEqual(seconds.actions, [b, a])
    XCTAssertEqual(thirds.actions, [a, b])
  }

  func testActionsOfAnEnumOfOneCaseReachTheChildWithTheirPayload() {
    let (a, b) = (Token("a"), Token("b"))
    let steps = recorder().pullback(
      state: \Seen<Step>.self, action: /OnlyStep.step, environment: { $0 })
    let indirectSteps = recorder().pullback(
      state: \Seen<Step>.self, action: /OnlyIndirect.step, environment: { $0 })
    let tokens = recorder().pullback(
      state: \Seen<Token>.self, action: /OnlyToken.token, environment: { $0 })
    var (stepState, indirectState, tokenState) = (Seen<Step>(), Seen<Step>(), Seen<Token>())
    for step: Step in [.up, .to(3), .down, .to(-7), .up] {
      _ = steps(&stepState, .step(step), ())
      _ = indirectSteps(&indirectState, .step(step), ())
    }
    for token in [a, b, a] { _ = tokens(&tokenState, .token(token), ()) }
    XCTAssertEqual(stepState.actions, [.up, .to(3), .down, .to(-7), .up])
    XCTAssertEqual(indirectState.actions, stepState.actions)
    XCTAssertEqual(tokenState.actions, [a, b, a])
  }

  func testAStoreOfAPulledBackRootRunsItWithItsEnvironmentAndEmbedsItsEffects() {
    // The root is the pullback itself (its environment bound once, `bindEnvironment`), its
    // action an enum of one case; the child's effect comes back embedded.
    let child = Reducer<Seen<Step>, Step, Int> { state, action, offset in
      state.actions.append(action)
      if case .up = action { return Effect(value: .to(offset)) }
      return .none
    }
    let store = Store(
      initialState: Seen<Step>(),
      reducer: child.pullback(
        state: \Seen<Step>.self, action: /OnlyStep.step, environment: { $0 + 1 }),
      environment: 41, inbox: EffectInbox())
    store.send(.step(.down))
    store.send(.step(.up))
    store.scope(state: { $0 }, action: OnlyStep.step).send(.to(5))
    XCTAssertEqual(store.state.actions, [.down, .up, .to(42), .to(5)])
  }

  func testAHandMadeCasePathIsAskedOnEveryAction() {
    // Extracts `.first` only when it is not `.down`: a tag alone cannot say so.
    let upsOnly = AnyCasePath<Screen, Step>(
      embed: Screen.first,
      extract: { screen in
        guard case let .first(step) = screen, step != .down else { return nil }
        return step
      })
    let child = recorder().pullback(state: \Seen<Step>.self, action: upsOnly, environment: { $0 })
    var state = Seen<Step>()
    for action: Screen in [.first(.up), .first(.down), .second(.up), .first(.to(3)), .first(.down)] {
      _ = child(&state, action, ())
    }
    XCTAssertEqual(state.actions, [.up, .to(3)])
  }

  func testACasePathLearnedByAnotherUseServesPullbacksMadeBeforeAndAfter() {
    // The pullback made first has not seen the case learned (by the case path itself, then by
    // another pullback); the one made last starts from what was learned.
    let path = /Screen.second
    let before = recorder().pullback(state: \Seen<Step>.self, action: path, environment: { $0 })
    XCTAssertEqual(path.extract(from: .second(.up)), .up)
    let sibling = recorder().pullback(state: \Seen<Step>.self, action: path, environment: { $0 })
    let after = recorder().pullback(state: \Seen<Step>.self, action: path, environment: { $0 })
    var (first, second, third) = (Seen<Step>(), Seen<Step>(), Seen<Step>())
    let actions: [Screen] = [.second(.to(1)), .first(.up), .other, .second(.down), .second(.to(2))]
    for action in actions {
      _ = sibling(&second, action, ())
      _ = before(&first, action, ())
      _ = after(&third, action, ())
    }
    for seen in [first, second, third] { XCTAssertEqual(seen.actions, [.to(1), .down, .to(2)]) }
  }

  func testCasePathsOfTheSameTypesBuiltOneAfterAnotherAreNotConfused() {
    // `/Screen.first` and `/Screen.second` share their closures' code: only their contexts
    // tell them apart, and a context's address is reused once the one before is freed.
    for round in 0..<200 {
      let isFirst = round.isMultiple(of: 2)
      let path = isFirst ? /Screen.first : /Screen.second
      let child = recorder().pullback(state: \Seen<Step>.self, action: path, environment: { $0 })
      var state = Seen<Step>()
      for action: Screen in [.first(.up), .second(.down), .other, .first(.to(round)), .second(.to(-round))] {
        _ = child(&state, action, ())
      }
      XCTAssertEqual(
        state.actions, isFirst ? [.up, .to(round)] : [.down, .to(-round)], "round \(round)")
    }
  }

  func testCombineOfOneToFourChildrenRunsThemInOrderAndMergesTheirEffects() {
    for count in 1...4 {
      // Every choice of which children return an effect.
      for returning in 0..<(1 << count) {
        var order: [Int] = []
        let children = (0..<count).map { index in
          Reducer<Int, Step, Void> { state, _, _ in
            order.append(index)
            state += 1
            return returning & (1 << index) != 0 ? Effect(value: .to(index)) : .none
          }
        }
        var state = 0
        let effect = Reducer.combine(children)(&state, .up, ())
        let expected = (0..<count).filter { returning & (1 << $0) != 0 }.map { Step.to($0) }
        XCTAssertEqual(state, count)
        XCTAssertEqual(order, Array(0..<count))
        XCTAssertEqual(effect.isNone, expected.isEmpty, "\(count) children, mask \(returning)")
        XCTAssertEqual(EffectRecorder(effect).values, expected, "\(count) children, mask \(returning)")
      }
    }
  }
}
