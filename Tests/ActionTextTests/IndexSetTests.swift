import ActionText
import Foundation
import Testing

/// `IndexSet` payloads (the seeds' `remove(offset: IndexSet)`), written as arrays of integers.
@Suite struct IndexSetTests {
  enum ListAction: Codable, Equatable {
    case remove(offset: IndexSet)
    case delete(IndexSet)
  }

  @Test func decodesAnArrayOfIntegers() throws {
    #expect(try ActionText.decode("remove(offset: [0, 2, 3])", as: ListAction.self) == .remove(offset: [0, 2, 3]))
    #expect(try ActionText.decode("delete([])", as: ListAction.self) == .delete([]))
    #expect(try ActionText.decode("delete([5, 1, 5])", as: ListAction.self) == .delete([1, 5]))
  }

  @Test func readsIndexSetAsSwiftAndCustomDumpWriteIt() throws {
    #expect(try ActionText.decode("delete(IndexSet([0]))", as: ListAction.self) == .delete([0]))
    #expect(try ActionText.decode("remove(offset: .init([1, 2]))", as: ListAction.self) == .remove(offset: [1, 2]))
  }

  @Test func rendersAsAnArrayAndReadsBack() throws {
    let action = ListAction.remove(offset: [0, 1, 2, 7])
    #expect(ActionText.render(action) == "remove(offset: [0, 1, 2, 7])")
    #expect(try ActionText.decode(ActionText.render(action), as: ListAction.self) == action)
  }

  @Test func rejectsWhatIsNotAnIndex() {
    #expect(throws: ActionTextError.self) { try ActionText.decode("delete([-1])", as: ListAction.self) }
    #expect(throws: ActionTextError.self) { try ActionText.decode("delete([\"a\"])", as: ListAction.self) }
    #expect(throws: ActionTextError.self) { try ActionText.decode("delete(3)", as: ListAction.self) }
  }

  @Test func theSignatureNamesIndexSet() {
    #expect(ActionSchema.of(ListAction.self).signatures == ["remove(offset: IndexSet)", "delete(_: IndexSet)"])
  }
}
