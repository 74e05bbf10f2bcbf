import Foundation
import Testing

@testable import ActionText

@Suite struct SchemaTests {
  @Test func listsEveryActionWithItsSignatureInDeclarationOrder() {
    #expect(
      ActionSchema.of(GameAction.self).signatures == [
        "counter.increment",
        "counter.decrement",
        "counter.setCount(_: String)",
        "counter.playNext",
        "timer.start",
        "timer.stop",
        "timer.timeUpdated",
        "listResult.remove(offset: [Int])",
        "setNavigation(_: UUID?)",
        "alertAction.alertSaveButtonTapped",
        "alertAction.alertCancelButtonTapped",
        "alertAction.alertDismiss",
        "move(_: Point)",
        "tag(_: String, count: Int)",
        "rename(name: String?)",
        "bulk(_: [Int])",
        "record(_: GameRecord)",
        "setFilter.all",
        "setFilter.active",
        "setFilter.completed",
        "prioritize(_: Priority, at: Date)",
        "scale(_: Double)",
        "enable(_: Bool)",
        "row(id: Int, action: CounterAction)",
        "scores(_: [String: Int])",
        "small(_: Int8, _: UInt8)",
        "reset",
      ])
  }

  @Test func namesTheRootType() {
    #expect(ActionSchema.of(GameAction.self).typeName == "GameAction")
    #expect(ActionSchema.of(Loadable<Int>.self).typeName == "Loadable<Int>")
  }

  @Test func findsTheSignatureOfAPath() {
    let schema = ActionSchema.of(GameAction.self)
    #expect(schema.signature(of: "counter.setCount") == "counter.setCount(_: String)")
    #expect(schema.signature(of: "tag") == "tag(_: String, count: Int)")
    #expect(schema.signature(of: "counter") == nil)
    #expect(schema.signature(of: "nothing") == nil)
  }

  @Test func describesGenericIndirectAndWrappedTypes() {
    #expect(
      ActionSchema.of(AppAction.self).signatures.filter { !$0.hasPrefix("game.") } == [
        "loadable.idle",
        "loadable.loading(progress: Double)",
        "loadable.loaded(_: String)",
        "expression.number(_: Int)",
        "expression.add(_: Expression, _: Expression)",
        "expression.negate(_: Expression)",
        "tree.node(_: Tree, _: Tree)",
        "tree.leaf(_: Int)",
        "single.only",
        "rows(_: RowCollection)",
        "identifier(_: Identifier)",
      ])
  }

  @Test func stopsARecursivePathWhereItRevisitsAType() {
    indirect enum Menu: Codable {
      case item(String)
      case submenu(Menu)
    }
    #expect(ActionSchema.of(Menu.self).signatures == ["item(_: String)", "submenu(_: Menu)"])
  }

  @Test func outlinesEveryType() {
    let outline = ActionSchema.of(ProfileAction.self).outline
    #expect(
      outline.hasPrefix(
        """
        enum ProfileAction
          save(_: Profile)
          setAvatar(_: Data)
          setWeight(_: Decimal)
          setRatio(_: Float)
          setLimits(_: [Int: String])
          large(_: LargeEnum)
          default
        struct Profile
          name: String
          nickname: String?
          tags: [String]
          homepage: URL?
          born: Date
        enum LargeEnum
          c0
        """))
    #expect(ActionSchema.of(AppAction.self).outline.contains("RowCollection of Point"))
    #expect(ActionSchema.of(AppAction.self).outline.contains("Identifier wraps String"))
    #expect(ActionSchema.of(GameAction.self).outline.contains("  completed = \"done\""))
  }

  @Test func describesFieldsReadWithDecodeIfPresentAsOptional() throws {
    let schema = ActionSchema.of(ProfileAction.self)
    guard case .named(let index) = schema.root, let save = schema.types[index].enumeration?["save"],
      case .named(let profileIndex) = save.payload.fieldList[0].shape,
      case .structure(let fields, let isComplete) = schema.types[profileIndex].kind
    else {
      Issue.record("no Profile structure")
      return
    }
    #expect(isComplete)
    #expect(fields.map(\.key) == ["name", "nickname", "tags", "homepage", "born"])
    #expect(fields.map(\.isOptional) == [false, true, false, true, false])
    #expect(fields[1].shape == .optional(.string))
  }

  @Test func cachesSchemas() {
    let first = ActionSchema.of(GameAction.self)
    let second = ActionSchema.of(GameAction.self)
    #expect(first.types.count == second.types.count)
    #expect(zip(first.types, second.types).allSatisfy { $0 === $1 })
  }

  @Test func buildsSchemasFromManyThreadsAtOnce() async {
    enum Fresh: Codable {
      case a(Int)
      case b(label: [String])
      case c
    }
    let outlines = await withTaskGroup(of: String.self) { group in
      for _ in 0..<8 { group.addTask { ActionSchema.of(Fresh.self).outline } }
      return await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(Set(outlines).count == 1)
  }

  @Test func passesValuesOfATypeItCannotProbeToTheTypeItself() throws {
    struct Refusing: Decodable {
      struct Refusal: Error {}
      init(from decoder: any Decoder) throws { throw Refusal() }
    }
    #expect(ActionSchema.of(Refusing.self).outline == "Refusing (not described)")
    let error = #expect(throws: ActionTextError.self) {
      try ActionText.decode("anything", as: Refusing.self)
    }
    #expect(error?.message.hasPrefix("can't make a Refusing from this text: ") == true)
  }
}
