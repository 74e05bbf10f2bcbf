import EnumReflection
import Testing

@testable import ActionText

/// Guards `EnumMetadata`, the one place that reads the runtime's type metadata layout. If a Swift
/// release changes that layout, these fail before anything else does.
@Suite struct EnumMetadataTests {
  @Test func namesTheCasesOfAPlainEnum() {
    #expect(EnumMetadata.caseNames(of: TimerAction.self) == ["start", "stop", "timeUpdated"])
  }

  @Test func namesPayloadCasesFirstInAMixedEnum() {
    // Tag order: cases with a payload, then those without, each in declaration order.
    #expect(
      EnumMetadata.caseNames(of: CounterAction.self)
        == ["setCount", "increment", "decrement", "playNext"])
  }

  @Test func namesTheCasesOfAGenericEnum() {
    #expect(EnumMetadata.caseNames(of: Loadable<String>.self) == ["loading", "loaded", "idle"])
    #expect(EnumMetadata.caseNames(of: Loadable<[Int]>.self) == ["loading", "loaded", "idle"])
    #expect(EnumMetadata.caseNames(of: Int?.self) == ["some", "none"])
  }

  @Test func namesTheCasesOfIndirectEnums() {
    #expect(EnumMetadata.caseNames(of: Expression.self) == ["number", "add", "negate"])
    #expect(EnumMetadata.caseNames(of: Tree.self) == ["node", "leaf"])
  }

  @Test func namesTheCaseOfASingleCaseEnum() {
    #expect(EnumMetadata.caseNames(of: SingleCase.self) == ["only"])
  }

  @Test func namesTheCasesOfALargeEnum() {
    let names = EnumMetadata.caseNames(of: LargeEnum.self)
    #expect(names?.count == 300)
    #expect(names?.first == "c0")
    #expect(names?.last == "c299")
  }

  @Test func refusesTypesThatAreNotEnums() {
    #expect(EnumMetadata.caseNames(of: Point.self) == nil)
    #expect(EnumMetadata.caseNames(of: Int.self) == nil)
    #expect(EnumMetadata.caseNames(of: [Int].self) == nil)
    #expect(EnumMetadata.caseNames(of: (Int, Int).self) == nil)
    #expect(!EnumMetadata.isEnum(String.self))
    #expect(EnumMetadata.isEnum(GameAction.self))
  }

  @Test func buildsEveryValueOfAnEnumWithoutPayloads() {
    #expect(EnumMetadata.allCases(of: TimerAction.self) == [.start, .stop, .timeUpdated])
    #expect(EnumMetadata.allCases(of: SingleCase.self) == [.only])
    #expect(EnumMetadata.allCases(of: Filter.self) == [.all, .active, .completed])
    #expect(EnumMetadata.allCases(of: Priority.self) == [.low, .high])
    let large = EnumMetadata.allCases(of: LargeEnum.self)
    #expect(large?.count == 300)
    #expect(large?[299] == .c299)
    #expect(large?[256] == .c256)
  }

  @Test func buildsNoValuesOfEnumsWithPayloads() {
    #expect(EnumMetadata.allCases(of: CounterAction.self) == nil)
    #expect(EnumMetadata.allCases(of: Int?.self) == nil)
    #expect(EnumMetadata.allCases(of: Point.self) == nil)
  }

  @Test func namesTheCaseOfAValue() {
    #expect(EnumMetadata.caseName(of: CounterAction.playNext) == "playNext")
    #expect(EnumMetadata.caseName(of: CounterAction.setCount("1")) == "setCount")
    #expect(EnumMetadata.caseName(of: Expression.add(.number(1), .number(2))) == "add")
    #expect(EnumMetadata.caseName(of: Loadable<Int>.loaded(1)) == "loaded")
    #expect(EnumMetadata.caseName(of: LargeEnum.c299) == "c299")
    let erased: Any = GameAction.reset
    #expect(EnumMetadata.caseName(of: erased) == "reset")
    #expect(EnumMetadata.caseName(of: 42) == nil)
  }
}
