import Composable
import ConcurrencyExtras
import Foundation
import Testing

// MARK: - Features

struct CountState: Equatable, Codable {
  var count = 0
}

enum CountAction: Equatable, Codable {
  case increment
  case decrement
  case set(Int)
  case echo(Int)
}

/// Adds the environment's step; `.echo(n)` sends `.set(n)` back through an effect.
let countReducer = Reducer<CountState, CountAction, Int> { state, action, step in
  switch action {
  case .increment:
    state.count += step
    return .none
  case .decrement:
    state.count -= step
    return .none
  case let .set(value):
    state.count = value
    return .none
  case let .echo(value):
    return Effect(value: .set(value))
  }
}

struct ParentState: Equatable {
  var counter = CountState()
  var log: [String] = []
}

enum ParentAction: Equatable {
  case counter(CountAction)
  case reset
}

struct ParentEnvironment {
  var step: Int
}

enum ScreenState: Equatable {
  case counter(CountState)
  case empty
}

enum ScreenAction: Equatable {
  case counter(CountAction)
  case show
  case hide
}

struct Item: Identifiable, Equatable {
  let id: Int
  var count = CountState()
}

enum ListAction: Equatable {
  case item(id: Int, action: CountAction)
  case remove(IndexSet)
}

struct ListState: Equatable {
  var items: IdentifiedArrayOf<Item> = []
}

// MARK: - Tests

@Suite struct ReducerCompositionTests {
  @Test func runAndCallAsFunction() {
    var state = CountState()
    _ = countReducer.run(&state, .increment, 2)
    _ = countReducer(&state, .increment, 3)
    #expect(state.count == 5)
    let effect = countReducer(&state, .echo(9), 1)
    #expect(EffectRecorder(effect).values == [.set(9)])
  }

  @Test func emptyDoesNothing() {
    var state = CountState(count: 3)
    let effect = Reducer<CountState, CountAction, Int>.empty(&state, .increment, 1)
    #expect(state.count == 3)
    #expect(effect.isNone)
  }

  @Test func combineRunsInOrderAndMergesEffects() {
    var order: [String] = []
    let first = Reducer<CountState, CountAction, Int> { state, _, _ in
      order.append("first saw \(state.count)")
      state.count += 1
      return Effect(value: .set(100))
    }
    let second = Reducer<CountState, CountAction, Int> { state, _, _ in
      order.append("second saw \(state.count)")
      state.count *= 10
      return Effect(value: .set(200))
    }
    var state = CountState()
    let effect = Reducer.combine(first, second)(&state, .increment, 1)
    #expect(state.count == 10)
    #expect(order == ["first saw 0", "second saw 1"])
    #expect(EffectRecorder(effect).values == [.set(100), .set(200)])
    var again = CountState()
    _ = first.combined(with: second)(&again, .increment, 1)
    #expect(again.count == 10)
    var arrayState = CountState()
    _ = Reducer.combine([second, first])(&arrayState, .increment, 1)
    #expect(arrayState.count == 1)
  }

  @Test func pullbackByKeyPathAndCasePath() {
    let parent = countReducer.pullback(
      state: \ParentState.counter, action: /ParentAction.counter,
      environment: { (env: ParentEnvironment) in env.step })
    var state = ParentState()
    _ = parent(&state, .counter(.increment), ParentEnvironment(step: 5))
    #expect(state.counter.count == 5)
    let none = parent(&state, .reset, ParentEnvironment(step: 5))
    #expect(none.isNone)
    #expect(state.counter.count == 5)
    let effect = parent(&state, .counter(.echo(3)), ParentEnvironment(step: 5))
    #expect(EffectRecorder(effect).values == [.counter(.set(3))])
  }

  @Test func pullbackIntoEnumState() {
    let screen = Reducer<ScreenState, ScreenAction, Int>.combine(
      countReducer.pullback(
        state: /ScreenState.counter, action: /ScreenAction.counter, environment: { $0 }),
      Reducer { state, action, _ in
        switch action {
        case .show: state = .counter(CountState())
        case .hide: state = .empty
        case .counter: break
        }
        return .none
      }
    )
    var state = ScreenState.empty
    _ = screen(&state, .counter(.increment), 1)
    #expect(state == .empty)
    _ = screen(&state, .show, 1)
    _ = screen(&state, .counter(.increment), 2)
    #expect(state == .counter(CountState(count: 2)))
    let effect = screen(&state, .counter(.echo(7)), 2)
    #expect(EffectRecorder(effect).values == [.counter(.set(7))])
  }

  @Test func optionalRunsOnlyWhenPresent() {
    let optional = countReducer.optional()
    var state: CountState? = nil
    #expect(optional(&state, .increment, 1).isNone)
    #expect(state == nil)
    state = CountState()
    _ = optional(&state, .increment, 1)
    #expect(state == CountState(count: 1))
  }

  @Test func forEachRunsTheElementAndIgnoresMissingIds() {
    let itemReducer = countReducer.pullback(state: \Item.count, action: .self, environment: { $0 })
    let list = itemReducer.forEach(
      state: \ListState.items, action: /ListAction.item, environment: { (_: Void) in 1 })
    var state = ListState(items: [Item(id: 1), Item(id: 2)])
    _ = list(&state, .item(id: 2, action: .increment), ())
    #expect(state.items[id: 2]?.count.count == 1)
    #expect(state.items[id: 1]?.count.count == 0)
    let missing = list(&state, .item(id: 3, action: .increment), ())
    #expect(missing.isNone)
    #expect(state.items.count == 2)
    let effect = list(&state, .item(id: 1, action: .echo(4)), ())
    #expect(EffectRecorder(effect).values == [.item(id: 1, action: .set(4))])
    #expect(list(&state, .remove([0]), ()).isNone)
  }

  @Test func identityCasePathInAPullbackAsSeed003Writes() {
    // Seed 003: `.pullback(state: \Identified.value, action: .self, environment: { $0 })
    //   .optional().pullback(state: \.resultListState, action: /GameAction.listResult, …)`.
    struct Game: Equatable {
      var resultListState: Identified<UUID, IdentifiedArrayOf<Item>>?
    }
    enum GameAction: Equatable {
      case listResult(ListAction)
    }
    let listReducer = Reducer<IdentifiedArrayOf<Item>, ListAction, Void> { items, action, _ in
      if case let .remove(offsets) = action { items.remove(atOffsets: offsets) }
      return .none
    }
    let gameReducer = listReducer
      .pullback(state: \Identified.value, action: .self, environment: { $0 })
      .optional()
      .pullback(state: \Game.resultListState, action: /GameAction.listResult, environment: { (_: Void) in () })
    let id = UUID()
    var game = Game(resultListState: Identified([Item(id: 1), Item(id: 2), Item(id: 3)], id: id))
    _ = gameReducer(&game, .listResult(.remove([0, 2])), ())
    #expect(game.resultListState?.value.ids == [2])
    #expect(game.resultListState?.id == id)
    game.resultListState = nil
    _ = gameReducer(&game, .listResult(.remove([0])), ())
    #expect(game.resultListState == nil)
  }

  @Test func casePathOperators() {
    // Standing alone the operators need a type: Swift resolves an unannotated
    // `/ParentAction.counter` to the no-payload overload.
    let counter: AnyCasePath<ParentAction, CountAction> = /ParentAction.counter
    #expect(counter.extract(from: .counter(.increment)) == .increment)
    #expect(counter.extract(from: .reset) == nil)
    #expect(counter.embed(.decrement) == .counter(.decrement))
    let reset = /ParentAction.reset
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .counter(.increment)) == nil)
    let identity: AnyCasePath<ParentAction, ParentAction> = /ParentAction.self
    #expect(identity.extract(from: .reset) == .reset)
    #expect(identity.embed(.reset) == .reset)
    let dotSelf: AnyCasePath<ParentAction, ParentAction> = .self
    #expect(dotSelf.extract(from: .counter(.set(1))) == .counter(.set(1)))
  }

  @Test func identityCasePathPullback() {
    let same = countReducer.pullback(state: \CountState.self, action: /CountAction.self, environment: { $0 })
    var state = CountState()
    _ = same(&state, .increment, 4)
    #expect(state.count == 4)
  }
}

// MARK: - Seed 004: reducers as functions

func countFunction(state: inout CountState, action: CountAction, environment: Int)
  -> [Effect<CountAction, Never>]
{
  switch action {
  case .increment:
    state.count += environment
    return []
  case .decrement:
    state.count -= environment
    return [.fireAndForget {}, Effect(value: .set(-1))]
  case let .set(value):
    state.count = value
    return []
  case let .echo(value):
    return [Effect(value: .set(value))]
  }
}

@MainActor @Suite struct FreeFunctionReducerTests {
  @Test func reducerFromAFunctionReturningEffects() {
    let reducer = Reducer.merging(countFunction)
    var state = CountState()
    _ = reducer(&state, .increment, 2)
    #expect(state.count == 2)
    let effect = reducer(&state, .decrement, 2)
    #expect(EffectRecorder(effect).values == [.set(-1)])
    #expect(reducer(&state, .increment, 1).isNone)
  }

  @Test func combineAndPullbackBothForms() {
    typealias AppEnvironment = (step: Int, unused: String)
    let viaReducer: Reducer<ParentState, ParentAction, AppEnvironment> = pullback(
      countReducer, value: \ParentState.counter, action: /ParentAction.counter,
      environment: { $0.step })
    let viaFunction: Reducer<ParentState, ParentAction, AppEnvironment> = pullback(
      countFunction, value: \ParentState.counter, action: /ParentAction.counter,
      environment: { $0.step * 100 })
    let app = combine(viaReducer, viaFunction)
    var state = ParentState()
    _ = app(&state, .counter(.increment), (step: 1, unused: ""))
    #expect(state.counter.count == 101)
    let effect = app(&state, .counter(.echo(5)), (step: 1, unused: ""))
    #expect(EffectRecorder(effect).values == [.counter(.set(5)), .counter(.set(5))])
  }

  @Test func withAndComposeHigherOrderReducers() {
    var log: [String] = []
    func logging(_ reducer: Reducer<ParentState, ParentAction, Void>)
      -> Reducer<ParentState, ParentAction, Void>
    {
      Reducer { state, action, environment in
        let effect = reducer(&state, action, environment)
        log.append("action: \(action), count: \(state.counter.count)")
        return effect
      }
    }
    func activityFeed(_ reducer: Reducer<ParentState, ParentAction, Void>)
      -> Reducer<ParentState, ParentAction, Void>
    {
      Reducer { state, action, environment in
        if case .counter = action { state.log.append("counter") }
        return reducer(&state, action, environment)
      }
    }
    let app: Reducer<ParentState, ParentAction, Void> = pullback(
      countReducer, value: \ParentState.counter, action: /ParentAction.counter,
      environment: { _ in 1 })
    let reducer = with(app, compose(logging, activityFeed))
    var state = ParentState()
    _ = reducer(&state, .counter(.increment), ())
    #expect(state.counter.count == 1)
    #expect(state.log == ["counter"])
    #expect(log == ["action: counter(ComposableTests.CountAction.increment), count: 1"])
    #expect(with(3) { $0 * 2 } == 6)
    #expect(compose({ (x: Int) in x + 1 }, { (x: Int) in x * 10 })(2) == 21)
  }

  @Test func storeFromInitialValue() {
    let store = Store(initialValue: CountState(), reducer: Reducer.merging(countFunction), environment: 3)
    store.send(.increment)
    #expect(store.state.count == 3)
  }
}

// MARK: - Bindings

struct SettingsState: Equatable {
  @BindableState var name = ""
  @BindableState var isOn = false
  @BindableState var size = Size()
  var nameChanges = 0

  struct Size: Equatable {
    var width = 0
    var height = 0
  }
}

enum SettingsAction: BindableAction, Equatable {
  case binding(BindingAction<SettingsState>)
  case reset
}

let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
  switch action {
  case .binding(\.$name):
    state.nameChanges += 1
    return .none
  case .binding:
    return .none
  case .reset:
    state = SettingsState()
    return .none
  }
}
.binding()

@Suite struct BindingReducerTests {
  @Test func bindingSetsTheFieldBeforeTheReducerRuns() {
    var state = SettingsState()
    _ = settingsReducer(&state, .set(\.$name, "Blob"), ())
    #expect(state.name == "Blob")
    #expect(state.nameChanges == 1)
    _ = settingsReducer(&state, .binding(.set(\.$isOn, true)), ())
    #expect(state.isOn)
    #expect(state.nameChanges == 1)
    _ = settingsReducer(&state, .reset, ())
    #expect(state == SettingsState())
  }

  @Test func bindingToANestedField() {
    var state = SettingsState()
    _ = settingsReducer(&state, .set(\.$size.width, 10), ())
    #expect(state.size.width == 10)
    #expect(state.size.height == 0)
  }

  @Test func bindingActionPatternMatchingAndEquality() {
    let action = BindingAction<SettingsState>.set(\.$name, "a")
    #expect(action == .set(\.$name, "a"))
    #expect(action != .set(\.$name, "b"))
    #expect(BindingAction<SettingsState>.set(\.$isOn, true) != .set(\.$name, "a"))
    #expect(\SettingsState.$name ~= action)
    #expect(!(\SettingsState.$isOn ~= action))
    #expect(action.keyPath == \SettingsState.$name)
    #expect(action.value as? String == "a")
    switch SettingsAction.binding(action) {
    case .binding(\.$isOn): Issue.record("matched the wrong field")
    case .binding(\.$name): break
    default: Issue.record("did not match")
    }
  }

  @Test func bindingActionPullback() {
    struct Parent: Equatable {
      var settings = SettingsState()
    }
    let child = BindingAction<SettingsState>.set(\.$name, "x")
    let parent = child.pullback(\Parent.settings)
    #expect(parent.keyPath == \Parent.settings.$name)
    #expect(parent == child.pullback(\Parent.settings))
    #expect(parent.value as? String == "x")
  }

  @Test func bindingActionDump() {
    var dump = ""
    customDump(BindingAction<SettingsState>.set(\.$isOn, true), to: &dump)
    #expect(dump.contains("set"))
    #expect(dump.contains("true"))
  }
}

// MARK: - Debug

@Suite struct DebugReducerTests {
  @Test func debugPrintsTheActionAndTheStateDiff() {
    var output: [String] = []
    let reducer = countReducer.debug(printer: { output.append($0) })
    var state = CountState()
    _ = reducer(&state, .increment, 1)
    #expect(state.count == 1)
    #expect(
      output == [
        """
        received action:
          CountAction.increment
        - CountState(count: 0)
        + CountState(count: 1)

        """
      ])
  }

  @Test func debugOfAPulledBackReducerFoldsUnchangedFields() {
    var output: [String] = []
    let reducer = countReducer
      .pullback(state: \ParentState.counter, action: /ParentAction.counter, environment: { (_: Void) in 1 })
      .debug(printer: { output.append($0) })
    var state = ParentState(counter: CountState(), log: ["a", "b"])
    _ = reducer(&state, .counter(.increment), ())
    #expect(
      output == [
        """
        received action:
          ParentAction.counter(.increment)
          ParentState(
        -   counter: CountState(count: 0)
        +   counter: CountState(count: 1)
            log: […]
          )

        """
      ])
  }

  @Test func debugWithAPrefixAndNoChange() {
    var output: [String] = []
    let reducer = countReducer.debug("Counter", printer: { output.append($0) })
    var state = CountState()
    _ = reducer(&state, .set(0), 1)
    #expect(
      output == [
        """
        Counter: received action:
          CountAction.set(0)
          (No state changes)

        """
      ])
  }

  @Test func debugOfAStatelessReducerPrintsOnlyTheAction() {
    var output: [String] = []
    let reducer = Reducer<Void, CountAction, Void> { _, _, _ in .none }
      .debug("Void", printer: { output.append($0) })
    var state: Void = ()
    _ = reducer(&state, .set(2), ())
    #expect(output == ["Void: received action:\n  CountAction.set(2)\n"])
  }

  @Test func labelsOnlyAndDebugActions() {
    var output: [String] = []
    let reducer = Reducer<ListState, ListAction, Void> { _, _, _ in .none }
      .debugActions(
        "List", actionFormat: .labelsOnly,
        environment: { _ in DebugEnvironment(printer: { output.append($0) }) })
    var state = ListState()
    _ = reducer(&state, .item(id: 1, action: .set(3)), ())
    _ = reducer(&state, .remove([0]), ())
    #expect(
      output == [
        "List: received action:\n  ListAction.item(id:, action: .set)\n",
        "List: received action:\n  ListAction.remove\n",
      ])
  }

  @Test func debugOfLocalStateAndActions() {
    var output: [String] = []
    let reducer = countReducer
      .pullback(
        state: \ParentState.counter, action: /ParentAction.counter,
        environment: { (_: Void) in 1 })
      .debug(
        state: \.counter.count, action: /ParentAction.counter,
        environment: { _ in DebugEnvironment(printer: { output.append($0) }) })
    var state = ParentState()
    _ = reducer(&state, .reset, ())
    _ = reducer(&state, .counter(.increment), ())
    #expect(
      output == [
        """
        received action:
          CountAction.increment
        - 0
        + 1

        """
      ])
  }

  @Test func debugOnAQueuePrintsLater() {
    let output = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "debug")
    let reducer = countReducer.debug(
      environment: { _ in
        DebugEnvironment(printer: { text in output.withValue { $0.append(text) } }, queue: queue)
      })
    var state = CountState()
    _ = reducer(&state, .set(0), 1)
    queue.sync {}
    #expect(output.value == ["received action:\n  CountAction.set(0)\n  (No state changes)\n"])
  }

  @Test func debugKeepsTheEffects() {
    let reducer = countReducer.debug(printer: { _ in })
    var state = CountState()
    #expect(EffectRecorder(reducer(&state, .echo(2), 1)).values == [.set(2)])
  }
}
