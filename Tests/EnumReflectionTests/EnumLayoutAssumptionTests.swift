import EnumReflection
import Testing

/// Guards the metadata layout `EnumReflection` reads for Composable's case paths: payload
/// types, indirect cases, tuple elements, tags and taking a payload out through the value
/// witnesses. If a Swift release moves any of these, these fail before a case path does.
@Suite struct EnumLayoutAssumptionTests {
  enum Action: Equatable {
    case counter(Int)
    case named(String)
    case row(id: Int, action: String)
    case labelled(id: Int)
    case pair(Int, Int)
    indirect case nested(Action)
    case reset
    case tick
  }

  enum Loadable<Value> {
    case loaded(Value)
    case failed(String)
    case loading
  }

  indirect enum Tree: Equatable {
    case leaf(Int)
    case node(Tree, Tree)
  }

  enum Only { case only(Int) }

  @Test func readsTagsInTagOrder() {
    // Payload cases first, in declaration order, then the cases without payload.
    #expect(EnumMetadata.tag(of: Action.counter(1)) == 0)
    #expect(EnumMetadata.tag(of: Action.labelled(id: 1)) == 3)
    #expect(EnumMetadata.tag(of: Action.nested(.reset)) == 5)
    #expect(EnumMetadata.tag(of: Action.reset) == 6)
    #expect(EnumMetadata.tag(of: Action.tick) == 7)
    #expect(EnumMetadata.tag(of: Loadable<[Int]>.loading) == 2)
    #expect(EnumMetadata.tag(of: Int?.none) == 1)
  }

  @Test func countsCasesAndFindsTheirRecords() {
    #expect(EnumMetadata.caseCount(of: Action.self) == 8)
    #expect(EnumMetadata.caseCount(of: Only.self) == 1)
    #expect(EnumMetadata.caseCount(of: Int.self) == 0)
    #expect(EnumMetadata.hasCaseRecords(Action.self))
    #expect(!EnumMetadata.hasCaseRecords(Int.self))
  }

  @Test func readsDeclaredPayloadTypes() {
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 0) == Int.self)
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 1) == String.self)
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 2) == (id: Int, action: String).self)
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 4) == (Int, Int).self)
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 5) == Action.self)
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 6) == nil)
    #expect(EnumMetadata.payloadType(of: Action.self, tag: 99) == nil)
    #expect(EnumMetadata.payloadType(of: Loadable<[Int]>.self, tag: 0) == [Int].self)
    #expect(EnumMetadata.payloadType(of: Loadable<Action>.self, tag: 0) == Action.self)
    #expect(EnumMetadata.payloadType(of: Int?.self, tag: 0) == Int.self)
  }

  @Test func unwrapsASingleLabelledValueAsATupleOfOne() {
    let labelled = EnumMetadata.payloadType(of: Action.self, tag: 3)
    #expect(labelled.flatMap(EnumMetadata.tupleElements(of:))?.count == 1)
    #expect(labelled.flatMap(EnumMetadata.tupleElements(of:))?.first == Int.self)
    let pair = EnumMetadata.tupleElements(of: (Int, String).self)
    #expect(pair?.count == 2 && pair?[0] == Int.self && pair?[1] == String.self)
    #expect(EnumMetadata.tupleElements(of: Int.self) == nil)
  }

  @Test func findsIndirectCases() {
    #expect(EnumMetadata.isIndirect(Action.self, tag: 0) == false)
    #expect(EnumMetadata.isIndirect(Action.self, tag: 5) == true)
    #expect(EnumMetadata.isIndirect(Action.self, tag: 6) == false)
    #expect(EnumMetadata.isIndirect(Tree.self, tag: 0) == true)
    #expect(EnumMetadata.isIndirect(Action.self, tag: 99) == nil)
  }

  @Test func takesPayloadsOutAndLeavesTheValue() {
    let named = Action.named("a longer string than fits inline, on the heap")
    #expect(
      EnumMetadata.payload(of: named, tag: 1, as: String.self, isIndirect: false) as? String
        == "a longer string than fits inline, on the heap")
    #expect(named == .named("a longer string than fits inline, on the heap"))
    let row = Action.row(id: 7, action: "go")
    let tuple = EnumMetadata.payload(
      of: row, tag: 2, as: (id: Int, action: String).self, isIndirect: false)
    #expect((tuple as? (Int, String)).map { $0.0 == 7 && $0.1 == "go" } == true)
    let nested = Action.nested(.counter(3))
    #expect(
      EnumMetadata.payload(of: nested, tag: 5, as: Action.self, isIndirect: true) as? Action
        == .counter(3))
    let node = Tree.node(.leaf(1), .leaf(2))
    let children = EnumMetadata.payload(of: node, tag: 1, as: (Tree, Tree).self, isIndirect: true)
    #expect((children as? (Tree, Tree)).map { $0.0 == .leaf(1) && $0.1 == .leaf(2) } == true)
    #expect(
      EnumMetadata.payload(of: Loadable<[Int]>.loaded([1, 2]), tag: 0, as: [Int].self, isIndirect: false)
        as? [Int] == [1, 2])
  }

  @Test func witnessesRoundTripAValue() {
    var value = Action.named("round trip, long enough to be stored on the heap")
    let metadata = unsafeBitCast(Action.self, to: UnsafeRawPointer.self)
    let witnesses = EnumMetadata.Witnesses(enumMetadata: metadata)
    withUnsafeMutableBytes(of: &value) { bytes in
      let address = bytes.baseAddress!
      #expect(witnesses.getTag(UnsafeRawPointer(address), metadata) == 1)
      witnesses.project(address, metadata)
      #expect(address.load(as: String.self) == "round trip, long enough to be stored on the heap")
      witnesses.inject(address, 1, metadata)
    }
    #expect(value == .named("round trip, long enough to be stored on the heap"))
  }
}
