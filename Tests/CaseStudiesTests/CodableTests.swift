import StoreShellCaseStudies
import Composable
import XCTest

/// States and actions survive a JSON round trip: the shell decodes actions from text and
/// shows states.
final class CodableTests: XCTestCase {
  func roundTrip<T: Codable & Equatable>(
    _ value: T, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let data = try JSONEncoder().encode(value)
    XCTAssertEqual(try JSONDecoder().decode(T.self, from: data), value, file: file, line: line)
  }

  func testTodos() throws {
    try roundTrip(
      TodosState(
        filter: .active,
        todos: [Todo(description: "Milk", id: UUID(counting: 1), isComplete: true)]))
    try roundTrip(TodosAction.todo(id: UUID(counting: 1), action: .textFieldChanged("Eggs")))
    try roundTrip(TodosAction.move([0, 2], 1))
    try roundTrip(TodosAction.filterPicked(.completed))
  }

  func testSearchState() throws {
    try roundTrip(
      SearchState(
        searchQuery: "Li", results: [Place(id: 1, name: "Lisbon", country: "Portugal")],
        details: PlaceDetails(id: 1, population: 1, summary: "")))
  }

  func testSettingsState() throws {
    try roundTrip(SettingsState(displayName: "Ana", notificationsEnabled: true))
  }

  func testPlaylist() throws {
    try roundTrip(
      PlaylistState(selection: Identified(SongDetailState(title: "So What", plays: 2), id: 2)))
    try roundTrip(PlaylistAction.setNavigation(selection: 2))
    try roundTrip(PlaylistAction.setNavigation(selection: nil))
    try roundTrip(PlaylistAction.songDetail(.playButtonTapped))
  }

  func testCartWithItsDialogAndAlert() throws {
    var cart = CartState()
    cart.confirmationDialog = ConfirmationDialogState(
      title: TextState("Empty the cart?"),
      titleVisibility: .visible,
      buttons: [.destructive(TextState("Empty cart"), action: .send(.clearConfirmed)), .cancel()]
    )
    cart.alert = AlertState(
      title: TextState("Your cart is empty"),
      dismissButton: .default(TextState("OK"), action: .send(.alertDismissed)))
    try roundTrip(cart)
    try roundTrip(CartAction.keepOneTapped)
  }

  func testStopwatch() throws {
    try roundTrip(StopwatchState(isRunning: true, secondsElapsed: 3, laps: [1, 2]))
    try roundTrip(StopwatchAction.toggleButtonTapped)
  }

  func testDraftState() throws {
    try roundTrip(
      DraftState(text: "Hi", savedText: "H", lastSavedAt: Date(timeIntervalSince1970: 2)))
  }
}
