import ComposableArchitecture
import XCTest

/// Presentation and stacks as TCA 0.56 apps write them.
struct Inventory: ReducerProtocol {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var path = StackState<Path.State>()
    var deletions = 0
  }

  enum Action: Equatable {
    case addButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Path.State, Path.Action>)
    case showDetail(String)
  }

  struct Destination: ReducerProtocol {
    enum State: Equatable {
      case add(Editor.State)
      case alert(AlertState<Action.Alert>)
    }

    enum Action: Equatable {
      case add(Editor.Action)
      case alert(Alert)

      enum Alert: Equatable {
        case confirmDeletion
      }
    }

    var body: some ReducerProtocolOf<Self> {
      Scope(state: /State.add, action: /Action.add) {
        Editor()
      }
    }
  }

  struct Path: ReducerProtocol {
    enum State: Equatable {
      case detail(Editor.State)
    }

    enum Action: Equatable {
      case detail(Editor.Action)
    }

    var body: some ReducerProtocolOf<Self> {
      Scope(state: /State.detail, action: /Action.detail) {
        Editor()
      }
    }
  }

  var body: some ReducerProtocolOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(Editor.State())
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState(
            title: TextState("Delete?"),
            dismissButton: .destructive(TextState("Delete"), action: .send(.confirmDeletion))))
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deletions += 1
        return .none
      case .destination:
        return .none
      case .path:
        return .none
      case let .showDetail(name):
        state.path.append(.detail(Editor.State(name: name)))
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) {
      Destination()
    }
    .forEach(\.path, action: /Action.path) {
      Path()
    }
  }
}

struct Editor: ReducerProtocol {
  struct State: Equatable {
    var name = ""
  }

  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .nameChanged(name):
      state.name = name
      return .none
    case .saveButtonTapped:
      guard isPresented else { return .none }
      return .run { _ in await dismiss() }
    }
  }
}

@MainActor
final class NavigationTests: XCTestCase {
  func testPresentedFeatureDismissesItself() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .add(Editor.State())
    }
    await store.send(.destination(.presented(.add(.nameChanged("Pen"))))) {
      $0.destination = .add(Editor.State(name: "Pen"))
    }
    await store.send(.destination(.presented(.add(.saveButtonTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testAlertGoesAwayOnItsAction() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(
        AlertState(
          title: TextState("Delete?"),
          dismissButton: .destructive(TextState("Delete"), action: .send(.confirmDeletion))))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.deletions = 1
      $0.destination = nil
    }
  }

  func testDismissFromTheView() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .add(Editor.State())
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testStackPushElementAndPop() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    }
    await store.send(.showDetail("Pen")) {
      $0.path.append(.detail(Editor.State(name: "Pen")))
    }
    await store.send(.path(.push(id: 1, state: .detail(Editor.State(name: "Ink"))))) {
      $0.path[id: 1] = .detail(Editor.State(name: "Ink"))
    }
    await store.send(.path(.element(id: 0, action: .detail(.nameChanged("Pencil"))))) {
      $0.path[id: 0, case: /Inventory.Path.State.detail]?.name = "Pencil"
    }
    await store.send(.path(.element(id: 1, action: .detail(.saveButtonTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  func testDismissOutsidePresentationWarns() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Editor.State()) {
        Editor()
      } withDependencies: {
        $0.isPresented = true
      }
      await store.send(.saveButtonTapped)
      await store.finish()
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.hasPrefix("A reducer requested dismissal at \"ReducerProtocolTests/NavigationTests.swift:") ?? false,
      "\(issues)")
  }
}
