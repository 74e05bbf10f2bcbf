import Composable
import StoreShellExamples
import Foundation
import Testing

@testable import StateDiff
@testable import StoreShell

extension CPUBoundTests {
  /// `StateDiff` must print exactly what custom-dump's `diff` prints: on hand-picked shapes, on the
  /// demo's real states, and on thousands of random mutations of generated states. Value-only
  /// states must take the fast path (no fallback); states with objects fall back and still match.
  /// And on a 10,000-row state with one changed row it must be at least 20 times faster.
  @Suite(.serialized) struct StateDiffTests {
    // MARK: Hand-picked shapes

    @Test func structsAndNestedStructs() {
      var model = Model()
      model.flag = true
      expectSameDiff(Model(), model)
      var nested = Model()
      nested.inner.title = "changed"
      nested.inner.values = [1, 2, 3]
      expectSameDiff(Model(), nested)
      expectSameDiff(Inner(), Inner(title: "x", status: .idle, maybe: nil, values: []))
      expectSameDiff(Generic(value: 1, other: "a"), Generic(value: 2, other: "a"))
      expectSameDiff(Outer.Nested(depth: 1), Outer.Nested(depth: 2))
      expectSameDiff(Single(value: 1), Single(value: 2))
      expectSameDiff(Single(value: 1) as Any, "one" as Any)
      expectSameDiff(
        Wrapper(single: Single(value: 1), other: 0), Wrapper(single: Single(value: 2), other: 0))
    }

    @Test func plainStructsAreReadThroughTheirFields() {
      // Plain structs of values: read at their fields' offsets (`StructFields`).
      #expect(StructFields.of(Model()) != nil)
      #expect(StructFields.of(PlainRow(a: 1)) != nil)
      // Not: a class field, a weak one, a custom mirror, a custom description in a single field:
      // these keep the mirrors.
      #expect(StructFields.of(Holder(reference: Reference(value: 1), count: 0)) == nil)
      #expect(StructFields.of(WeakLink(count: 0)) == nil)
      #expect(StructFields.of(Secret(visible: 1, hidden: "a")) == nil)
      #expect(StructFields.of(OneToken(token: Token(raw: "a"))) == nil)
      // The same text through them: optionals appearing and changing, a value inside an `Any`
      // (`Any` in `Any`, as a mirror's child comes), a weak field left to the mirrors.
      expectSameDiff(Draft(), Draft(title: "b", count: 0, id: UUID(3), inner: nil))
      expectSameDiff(
        Draft(id: UUID(3), inner: Inner()), Draft(id: UUID(4), inner: Inner(title: "x")))
      expectSameDiff(Loose(pair: (1, label: "a"), items: [Draft()]),
        Loose(pair: (1, label: "a"), items: [Draft(count: 2)]))
      expectSameDiff(WeakLink(count: 1), WeakLink(count: 2))
    }

    @Test func bindableFieldsOfPlainStructsUseThePropertyNames() throws {
      #expect(StructFields.of(Note()) != nil)
      var new = Note()
      new.text = "changed"
      let text = try #require(try StateDiff.fastDiff(Note(), new))
      #expect(
        text == """
            Note(
          -   text: "",
          +   text: "changed",
              count: 1
            )
          """, "\(text)")
    }

    @Test func enumsWithPayloads() {
      expectSameDiff(Status.idle, .loading(progress: 1))
      expectSameDiff(Status.loading(progress: 1), .loading(progress: 2))
      expectSameDiff(Status.failed("a", code: 1), .failed("b", code: 1))
      expectSameDiff(Status.failed("a", code: 1), .failed("b", code: 2))
      expectSameDiff(Status.done(PlainRow(a: 1)), .done(PlainRow(a: 2)))
      expectSameDiff(Status.tagged(1), .tagged(2))
      expectSameDiff(Status.idle, .tagged(2))
      var model = Model()
      model.status = .done(PlainRow(a: 3, b: "x"))
      expectSameDiff(Model(), model)
      var other = model
      other.status = .done(PlainRow(a: 3, b: "y"))
      expectSameDiff(model, other)
      expectSameDiff(Tree.leaf(1), .node([.leaf(1), .leaf(2)]))
      expectSameDiff(Tree.node([.leaf(1), .leaf(2)]), .node([.leaf(1), .node([.leaf(3)])]))
    }

    @Test func optionals() {
      var some = Model()
      some.optionalInner = Inner()
      expectSameDiff(Model(), some)
      expectSameDiff(some, Model())
      var changed = some
      changed.optionalInner?.maybe = 4
      expectSameDiff(some, changed)
      expectSameDiff(Int?.none, 1)
      expectSameDiff(Int?.some(1), 2)
      expectSameDiff(Inner?.none, Inner())
      expectSameDiff(Int??.some(nil), .some(1))
      expectSameDiff([Row?](), [nil, Row(id: 1)])
      expectSameDiff([nil, Row(id: 1)], [Row(id: 1), nil])
    }

    @Test func arrays() {
      let base = (0..<8).map { PlainRow(a: $0) }
      for offset in [0, 3, 7] {
        var changed = base
        changed[offset].b = "changed"
        expectSameDiff(base, changed)
        var inserted = base
        inserted.insert(PlainRow(a: 100), at: offset)
        expectSameDiff(base, inserted)
        var removed = base
        removed.remove(at: offset)
        expectSameDiff(base, removed)
      }
      expectSameDiff([PlainRow](), base)
      expectSameDiff(base, [])
      expectSameDiff([1], [2])
      expectSameDiff([1, 2], [2, 1])
      expectSameDiff([1, 1, 1, 2], [1, 2, 1, 1])
      expectSameDiff([1, 2, 3], [1, 2])
      expectSameDiff([1, 2, 3], [1, 3])
      expectSameDiff([1, 2, 3, 4, 5], [1, 9, 3, 9, 5])
      expectSameDiff([[1, 2], [3]], [[1, 2], [4]])
      expectSameDiff(ContiguousArray([1, 2, 3]), ContiguousArray([1, 4, 3]))
      expectSameDiff([1, 2, 3, 4][1...], [1, 5, 3, 4][1...])
      expectSameDiff([Loose(pair: (1, "a"))], [Loose(pair: (1, "b"))])
      expectSameDiff([1, 2, 3] as [Any], [1, "2", 3] as [Any])
      expectSameDiff([Single(value: 1), Single(value: 2)], [Single(value: 1), Single(value: 3)])
    }

    @Test func identifiedArrays() {
      let rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<6).map { Row(id: $0) })
      var changed = rows
      changed[id: 3]?.name = "changed"
      expectSameDiff(rows, changed)
      var moved = rows
      moved.swapAt(1, 4)
      expectSameDiff(rows, moved)
      var inserted = rows
      inserted.insert(Row(id: 99), at: 2)
      expectSameDiff(rows, inserted)
      var removed = rows
      removed.remove(id: 0)
      removed[id: 5]?.score = 2
      expectSameDiff(rows, removed)
      expectSameDiff(IdentifiedArrayOf<Row>(), rows)
    }

    @Test func dictionariesAndSets() {
      expectSameDiff(["a": 1, "b": 2], ["a": 1, "b": 3])
      expectSameDiff(["a": 1, "b": 2], ["a": 1, "c": 2])
      expectSameDiff(["a": 1], [String: Int]())
      expectSameDiff([1: PlainRow(a: 1), 2: PlainRow(a: 2)], [1: PlainRow(a: 1), 2: PlainRow(a: 3)])
      expectSameDiff(Set([1, 2, 3]), Set([1, 2, 4]))
      expectSameDiff(Set(["x"]), Set(["x", "y", "z"]))
      expectSameDiff(Set<Int>(), Set([5]))
      expectSameDiff(Set([PlainRow(a: 1), PlainRow(a: 2)]), Set([PlainRow(a: 1), PlainRow(a: 3)]))
      var model = Model()
      model.dictionary = ["k": 1, "l": 2]
      model.set = [1, 2]
      var changed = model
      changed.dictionary["l"] = nil
      changed.set.insert(3)
      expectSameDiff(model, changed)
    }

    @Test func strings() {
      expectSameDiff("a", "b")
      expectSameDiff("a\nb\nc", "a\nB\nc")
      expectSameDiff("a\nb", "a\nb\nc")
      expectSameDiff("", "a\nb")
      expectSameDiff("one line", "two\nlines")
      expectSameDiff("quote \"\"\" inside\nx", "quote \"\"\"## inside\ny")
      expectSameDiff("with \"quotes\"", "with \\ backslash")
      // custom-dump writes the CR as it is, in the line of its LF: here it is escaped, and the
      // LF ends the line (as Swift reads the literal back).
      #expect(StateDiff.diff("a\r\nb", "a\r\nc") == "  \"\"\"\n  a\\r\n- b\n+ c\n  \"\"\"")
      #expect(StateDiff.diff("a\\b\n", "a\\b\r") == "  #\"\"\"\n- a\\b\n+ a\\b\\#r\n- \n  \"\"\"#")
      expectSameDiff(Substring("a\nb"), Substring("a\nc"))
      var model = Model()
      model.text = "first\nsecond"
      var changed = model
      changed.text = "first\nthird\nfourth"
      expectSameDiff(model, changed)
      changed.text = ""
      expectSameDiff(model, changed)
    }

    @Test func datesUUIDsAndTuples() {
      expectSameDiff(Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1))
      expectSameDiff(UUID(0), UUID(1))
      var model = Model()
      model.date = Date(timeIntervalSince1970: 86_400)
      model.uuid = UUID(7)
      expectSameDiff(Model(), model)
      expectSameDiff((1, "a"), (2, "a"))
      expectSameDiff((x: 1, y: PlainRow(a: 1)), (x: 1, y: PlainRow(a: 2)))
      expectSameDiff(Loose(pair: (1, "a")), Loose(pair: (1, "b")))
      expectSameDiff(Loose(pair: (1, "a"), items: [1, 2]), Loose(pair: (1, "a"), items: [1, "2"]))
    }

    @Test func customDumpConformances() {
      expectSameDiff(Token(raw: "a"), Token(raw: "b"))
      expectSameDiff(Token(raw: "a"), Token(raw: "a\nb"))
      expectSameDiff(Wrapped(value: [1, 2]), Wrapped(value: [1, 3]))
      expectSameDiff(Secret(visible: 1, hidden: "a"), Secret(visible: 2, hidden: "a"))
      expectSameDiff(Secret(visible: 1, hidden: "a"), Secret(visible: 1, hidden: "b"))
      expectSameDiff(
        [Secret(visible: 1, hidden: "a"), Secret(visible: 2, hidden: "a")],
        [Secret(visible: 1, hidden: "a"), Secret(visible: 2, hidden: "b")])
      expectSameDiff(
        Identified(PlainRow(a: 1), id: UUID(1)), Identified(PlainRow(a: 2), id: UUID(1)))
      expectSameDiff(BindableState(wrappedValue: 1), BindableState(wrappedValue: 2))
      expectSameDiff(TextState("a"), TextState("b"))
      expectSameDiff(AlertState<GameAlertAction>.saveChanges, .saveFailed(SaveError(message: "x")))
      expectSameDiff(Observed(value: 1), Observed(value: 2))
      expectSameDiff(Observed(value: 1, _$marker: 1), Observed(value: 1, _$marker: 2))
    }

    @Test func edgeCases() {
      // NaN: arrays sharing their storage are equal (`==`), element by element they are not.
      let shared = Measurements(values: [.nan, 1], label: "a")
      var relabelled = shared
      relabelled.label = "b"
      expectSameDiff(shared, relabelled)
      var copied = shared
      copied.values[1] = 2
      expectSameDiff(shared, copied)
      expectSameDiff([Double.nan], [Double.nan])
      // Custom descriptions with line breaks, `\r\n` included, alone in a struct.
      expectSameDiff(OneToken(token: Token(raw: "a\r\nb")), OneToken(token: Token(raw: "a\r\nc")))
      expectSameDiff(OneToken(token: Token(raw: "a\nb")), OneToken(token: Token(raw: "a\nc")))
      expectSameDiff(OneToken(token: Token(raw: "a")), OneToken(token: Token(raw: "b")))
      expectSameDiff(Wrapped(value: [1]), Wrapped(value: []))
      expectSameDiff(TextBox(text: "one\ntwo"), TextBox(text: "one\nthree"))
      expectSameDiff([TextBox(text: "x\ny")], [TextBox(text: "x\nz")])
      // Keys and elements that dump on several lines, or sort by their dumps.
      expectSameDiff([PlainRow(a: 1): 1, PlainRow(a: 2): 2], [PlainRow(a: 1): 1, PlainRow(a: 3): 2])
      expectSameDiff([Status.idle: 1, .tagged(1): 2], [Status.idle: 1, .tagged(1): 3, .tagged(2): 0])
      expectSameDiff(Set([Row(id: 1), Row(id: 2)]), Set([Row(id: 1, name: "x"), Row(id: 2)]))
      expectSameDiff(["a": [1, 2], "b": [3]], ["a": [1, 2], "b": [3, 4]])
      expectSameDiff([Status.idle, .tagged(1)], [Status.idle, .tagged(2), .loading(progress: 1)])
      expectSameDiff([1, "a"] as [AnyHashable], [1, "b"] as [AnyHashable])
      // Values without `==`, closures included.
      expectSameDiff(
        WithClosure(count: 1, action: { $0 }), WithClosure(count: 2, action: { $0 + 1 }))
      expectSameDiff(Loose(pair: (1, "a"), items: [Loose(pair: (2, "b"))]),
        Loose(pair: (1, "a"), items: [Loose(pair: (2, "c"))]))
      // Equal values differing only by `==`, and equal values.
      expectSameDiff(Model(), Model())
      expectSameDiff(Secret(visible: 1, hidden: "a"), Secret(visible: 1, hidden: "a"))
      // Types: metatypes, and values whose dumps read the same.
      expectSameDiff(Int.self as Any.Type, String.self as Any.Type)
      expectSameDiff(1 as Any, 1.0 as Any)
      expectSameDiff([1 as Any], [Int8(1) as Any])
    }

    @Test func theRendererPrintsTheSameLines() {
      var model = Model()
      model.rows = IdentifiedArrayOf(uniqueElements: (0..<20).map { Row(id: $0) })
      var changed = model
      changed.rows[id: 7]?.score = 3
      changed.flag = true
      for mode in DiffMode.allCases where mode != .compact {
        let lines = StateDiffRenderer.lines(from: model, to: changed, mode: mode)
        let expected: [OutputLine] =
          mode == .off
          ? []
          : CustomDump.diff(model, changed)!.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
              let role: OutputLine.Role =
                line.hasPrefix("-") ? .removed : line.hasPrefix("+") ? .added : .plain
              return OutputLine("  " + line, role)
            }
        #expect(lines == expected, "\(mode)")
      }
      // Compact: one line per change, named by its path.
      #expect(
        StateDiffRenderer.lines(from: model, to: changed, mode: .compact).map(\.text)
          == ["  rows[id: 7].score: 0.0 → 3.0", "  flag: false → true"])
      #expect(
        StateDiffRenderer.lines(from: model, to: model, mode: .full)
          == [OutputLine("  (no state change)", .note)])
    }

    @Test func classesFallBackToCustomDump() {
      let shared = Reference(value: 1)
      expectSameDiff(Reference(value: 1), Reference(value: 2), fastPath: false)
      expectSameDiff(
        Holder(reference: shared, count: 1), Holder(reference: shared, count: 2), fastPath: false)
      expectSameDiff(
        [Holder(reference: shared, count: 1), Holder(reference: Reference(value: 2), count: 1)],
        [Holder(reference: shared, count: 2), Holder(reference: Reference(value: 3), count: 1)],
        fastPath: false)
      expectSameDiff([shared, shared], [shared, Reference(value: 5)], fastPath: false)
    }

    @Test func theOtherFormat() {
      var model = Model()
      model.rows = [Row(id: 1), Row(id: 2)]
      var changed = model
      changed.rows[id: 2]?.done = true
      changed.text = "a\nb"
      expectSameDiff(model, changed, format: .proportional)
      expectSameDiff(Status.idle, .tagged(2), format: .proportional)
    }

    // MARK: The demo's states

    @Test func gameStatesThroughTheGame() {
      let scheduler = DispatchQueue.test
      let environment = GameEnvironment.deterministic(mainQueue: scheduler.eraseToAnyScheduler())
      var state = GameState(environment: environment)
      let actions: [GameAction] = [
        .counter(.increment), .counter(.setCount("5")), .timer(.start), .timer(.timeUpdated),
        .counter(.playNext), .counter(.decrement), .counter(.playNext), .counter(.playNext),
        .setNavigation(Deterministic.uuid(99)), .listResult(.remove(offset: [0])),
        .counter(.playNext), .setNavigation(nil), .alertAction(.alertSaveButtonTapped),
        .saveResult(.success), .setNavigation(Deterministic.uuid(98)),
        .listResult(.remove(offset: [1, 2])), .setNavigation(nil),
        .alertAction(.alertCancelButtonTapped), .setNavigation(Deterministic.uuid(97)),
        .listResult(.remove(offset: [0])), .setNavigation(nil),
        .alertAction(.alertSaveButtonTapped), .saveResult(.failure(SaveError(message: "disk"))),
        .alertAction(.alertDismiss), .timer(.stop), .counter(.setCount("-7")),
      ]
      for action in actions {
        let before = state
        _ = gameReducer.run(&state, action, environment)
        expectSameDiff(before, state)
        expectSameDiff(state, before)
        expectSameDiff(before.results, state.results)
      }
      var big = state
      for _ in 0..<40 { _ = gameReducer.run(&big, .counter(.playNext), environment) }
      var edited = big
      edited.results.remove(at: 7)
      edited.results[3] = GameResult(
        counter: Counter(count: 1, secret: 2, id: edited.results[3].id), timeSpent: 9)
      expectSameDiff(big, edited)
    }

    @Test func gameStatesThroughRandomGames() {
      let scheduler = DispatchQueue.test
      let environment = GameEnvironment.deterministic(mainQueue: scheduler.eraseToAnyScheduler())
      var random = SeededRandom(seed: 2_003)
      var state = GameState(environment: environment)
      var failures = 0
      for step in 0..<600 {
        let action: GameAction
        switch random.int(in: 0...9) {
        case 0: action = .counter(.increment)
        case 1: action = .counter(.setCount(String(random.int(in: -5...5))))
        case 2, 3: action = .counter(.playNext)
        case 4: action = .timer(.timeUpdated)
        case 5:
          action = .setNavigation(random.bool() ? nil : Deterministic.uuid(random.int(in: 50...60)))
        case 6:
          let offsets = IndexSet([random.int(in: 0...6), random.int(in: 0...6)])
          action = .listResult(.remove(offset: offsets))
        case 7:
          let buttons: [GameAlertAction] = [
            .alertSaveButtonTapped, .alertCancelButtonTapped, .alertDismiss,
          ]
          action = .alertAction(buttons[random.int(in: 0...2)])
        case 8: action = .saveResult(random.bool() ? .success : .failure(SaveError(message: "full")))
        default: action = .timer(random.bool() ? .start : .stop)
        }
        let before = state
        _ = gameReducer.run(&state, action, environment)
        for (lhs, rhs) in [(before, state), (state, before)] where !sameDiff(lhs, rhs) {
          failures += 1
          if failures <= 3 { Issue.record("step \(step), \(action): differs from custom-dump") }
        }
      }
      #expect(failures == 0)
      #expect(state.results.count > 20)
    }

    @Test func appStatesThroughTheApp() {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("state-diff-tests-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let environment = PrimeTime.deterministicEnvironment(directory: directory)
      var state = AppState()
      let actions: [AppAction] = [
        .counterView(.counter(.incrTapped)), .counterView(.counter(.incrTapped)),
        .counterView(.primeModal(.saveFavoritePrimeTapped)), .counterView(.counter(.incrTapped)),
        .counterView(.primeModal(.saveFavoritePrimeTapped)),
        .counterView(.counter(.nthPrimeButtonTapped)),
        .counterView(.counter(.nthPrimeResponse(5))),
        .counterView(.counter(.alertDismissButtonTapped)),
        .favoritePrimes(.loadedFavoritePrimes([2, 3, 5, 7])),
        .favoritePrimes(.deleteFavoritePrimes([1])),
        .counterView(.primeModal(.removeFavoritePrimeTapped)),
        .counterView(.counter(.decrTapped)),
      ]
      for action in actions {
        let before = state
        _ = appReducer.run(&state, action, environment)
        expectSameDiff(before, state)
        expectSameDiff(state, before)
      }
    }

    // MARK: Random mutations

    @Test func randomMutationsOfGeneratedStates() {
      var random = SeededRandom(seed: 0x5EED)
      var checked = 0
      var failures = 0
      for round in 0..<3_000 {
        let original = Model.random(using: &random)
        var mutated = original
        for _ in 0..<random.int(in: 1...3) { mutated.mutate(using: &random) }
        for (lhs, rhs) in [(original, mutated), (mutated, original)] {
          checked += 1
          let format: DiffFormat = round % 10 == 0 ? .proportional : .default
          guard !sameDiff(lhs, rhs, format: format) else { continue }
          failures += 1
          if failures <= 3 {
            Issue.record(
              """
              round \(round): StateDiff differs from custom-dump
              custom-dump:
              \(CustomDump.diff(lhs, rhs) ?? "nil")
              StateDiff:
              \((try? StateDiff.fastDiff(lhs, rhs)).flatMap { $0 } ?? "nil or fallback")
              """)
          }
        }
      }
      #expect(failures == 0, "\(failures) of \(checked) random diffs differ")
    }

    @Test func randomEditsOfSmallArrays() {
      var random = SeededRandom(seed: 42)
      var failures = 0
      for _ in 0..<3_000 {
        let lhs = (0..<random.int(in: 0...8)).map { _ in random.int(in: 0...3) }
        var rhs = lhs
        for _ in 0..<random.int(in: 1...4) {
          switch random.int(in: 0...2) {
          case 0 where !rhs.isEmpty: rhs.remove(at: random.int(in: 0...(rhs.count - 1)))
          case 1 where !rhs.isEmpty: rhs[random.int(in: 0...(rhs.count - 1))] = random.int(in: 0...3)
          default: rhs.insert(random.int(in: 0...3), at: random.int(in: 0...rhs.count))
          }
        }
        let rows = { (values: [Int]) in values.map { PlainRow(a: $0) } }
        let identified = { (values: [Int]) in
          values.enumerated().map { Row(id: $1, score: Double($0)) }
        }
        let text = { (values: [Int]) in values.map(String.init).joined(separator: "\n") }
        // Rows compared by their memory first: labels long enough to be stored apart (their
        // bits differ where the values are equal), and rows that are not `Equatable`.
        let tagged = { (values: [Int]) in
          values.enumerated().map {
            TaggedRow(id: $1, label: $0 % 2 == 0 ? "short" : "a label stored on the heap \($1)")
          }
        }
        let loose = { (values: [Int]) in
          values.map { LooseRow(id: $0 % 2, value: $0, status: $0 == 2 ? .tagged($0) : .idle) }
        }
        // Dictionaries keyed so that their dumps sort apart from their numbers (`"10"` before
        // `"2"`), entries removed, inserted and changed between and beside unchanged ones.
        let keyed = { (values: [Int]) in
          Dictionary(
            values.enumerated().map { ($1 * 4 + $0 % 3, $0 % 2) }, uniquingKeysWith: { a, _ in a })
        }
        let looseKeyed = { (values: [Int]) in
          Dictionary(
            values.enumerated().map {
              ("k\($1 * 3 + $0 % 2)", LooseRow(id: $0, value: $1, status: .idle))
            }, uniquingKeysWith: { a, _ in a })
        }
        if !sameDiff(keyed(lhs), keyed(rhs)) || !sameDiff(looseKeyed(lhs), looseKeyed(rhs)) {
          failures += 1
          if failures <= 3 { Issue.record("dictionaries differ on \(lhs) → \(rhs)") }
        }
        if !sameDiff(lhs, rhs) || !sameDiff(rows(lhs), rows(rhs))
          || !sameDiff(tagged(lhs), tagged(rhs)) || !sameDiff(loose(lhs), loose(rhs))
          || !sameDiff(IdentifiedArray(tagged(lhs), uniquingIDsWith: { a, _ in a }),
            IdentifiedArray(tagged(rhs), uniquingIDsWith: { a, _ in a }))
          || !sameDiff(identified(lhs), identified(rhs))
          || !sameDiff(Set(lhs), Set(rhs))
          || !sameDiff(text(lhs), text(rhs))
        {
          failures += 1
          if failures <= 3 { Issue.record("differs on \(lhs) → \(rhs)") }
        }
      }
      #expect(failures == 0)
    }

    /// Elements moved (the alignment of one move is found without the standard library's
    /// search, unless repeated elements make two alignments equally short), with an edit beside
    /// them now and then; dictionaries keyed by negative and positive numbers (their order is
    /// their text's, worked out from the numbers).
    @Test func randomMovesOfSmallArrays() {
      var random = SeededRandom(seed: 7)
      var failures = 0
      for round in 0..<3_000 {
        let distinct = round % 2 == 0 ? 3 : 40
        let lhs = (0..<random.int(in: 2...12)).map { _ in random.int(in: 0...distinct) }
        var rhs = lhs
        for _ in 0..<random.int(in: 1...2) {
          let moved = rhs.remove(at: random.int(in: 0...(rhs.count - 1)))
          rhs.insert(moved, at: random.int(in: 0...rhs.count))
        }
        if round % 3 == 0 {
          rhs[random.int(in: 0...(rhs.count - 1))] = random.int(in: 0...distinct)
        }
        let rows = { (values: [Int]) in values.map { PlainRow(a: $0) } }
        let tagged = { (values: [Int]) in
          values.enumerated().map {
            TaggedRow(id: $1, label: $0 % 2 == 0 ? "short" : "a label stored on the heap \($1)")
          }
        }
        let keyed = { (values: [Int]) in
          Dictionary(
            values.enumerated().map { ($1 * 7 - 60 + $0 % 3, $0 % 2) },
            uniquingKeysWith: { a, _ in a })
        }
        if !sameDiff(lhs, rhs) || !sameDiff(rows(lhs), rows(rhs))
          || !sameDiff(tagged(lhs), tagged(rhs))
          || !sameDiff(IdentifiedArray(tagged(lhs), uniquingIDsWith: { a, _ in a }),
            IdentifiedArray(tagged(rhs), uniquingIDsWith: { a, _ in a }))
          || !sameDiff(keyed(lhs), keyed(rhs))
        {
          failures += 1
          if failures <= 3 { Issue.record("differs on \(lhs) → \(rhs)") }
        }
      }
      #expect(failures == 0)
    }

    /// The order of numbers by their text, for dictionary keys: as the strings compare.
    @Test func decimalTextOrderIsTheStringsOrder() {
      var random = SeededRandom(seed: 99)
      let edges = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1]
      var numbers = edges
      for _ in 0..<400 {
        let magnitude = random.int(in: 0...18)
        var value = random.int(in: 0...9)
        for _ in 0..<magnitude { value = value * 10 + random.int(in: 0...9) }
        numbers.append(random.int(in: 0...1) == 0 ? value : -value)
      }
      var failures = 0
      for lhs in numbers {
        for rhs in numbers
        where (DecimalTextOrder.place(of: lhs) < DecimalTextOrder.place(of: rhs)) != ("\(lhs)" < "\(rhs)") {
          failures += 1
          if failures <= 3 { Issue.record("\(lhs) against \(rhs)") }
        }
      }
      #expect(failures == 0)
    }

    /// Dictionaries edited in place, as a step edits a state: the new one keeps the old one's
    /// storage, read bucket by bucket (``DictionaryBuckets``), or walked in step. Entries
    /// changed, inserted and removed (a removal moves entries that had collided after it), in
    /// small and large tables, keyed by numbers and by strings, values `Equatable` or not, alone
    /// and as a field of a plain struct; and the equality alone, which stops at the first change.
    @Test func randomEditsOfDictionariesInPlace() {
      #if os(Linux)
        #expect(DictionaryBuckets.isReadable)
      #endif
      var random = SeededRandom(seed: 2_024)
      var failures = 0
      for round in 0..<400 {
        let size = round % 10 == 0 ? random.int(in: 100...400) : random.int(in: 1...30)
        var numbers: [Int: Int] = [:]
        for _ in 0..<size { numbers[random.int(in: -size...(size * 2))] = random.int(in: 0...3) }
        let rows = { (numbers: [Int: Int]) in
          LooseRows(
            rows: Dictionary(
              uniqueKeysWithValues: numbers.map {
                ("k\($0.key)", LooseRow(id: $0.key, value: $0.value, status: .idle))
              }),
            count: numbers.count)
        }
        let old = (numbers, rows(numbers))
        var new = old
        for _ in 0..<(round % 7 == 0 ? 12 : random.int(in: 1...3)) {
          let key = random.int(in: -size...(size * 2))
          let value = random.bool() ? nil : random.int(in: 0...4)
          new.0[key] = value
          new.1.rows["k\(key)"] = value.map { LooseRow(id: key, value: $0, status: .tagged($0)) }
        }
        if round % 5 == 0, let key = new.0.keys.first {
          // An entry changed and changed back: equal, in another storage.
          new.0[key]! += 1
          new.0[key]! -= 1
        }
        if DictionaryChanges.areEqual(old.0, new.0) != (old.0 == new.0)
          || DictionaryChanges.of(old.0, new.0)?.isEqual != (old.0 == new.0)
          || !sameDiff(old.0, new.0) || !sameDiff(new.0, old.0)
          || !sameDiff(old.1, new.1) || !sameDiff(new.1, old.1)
        {
          failures += 1
          if failures <= 3 { Issue.record("round \(round): \(old.0) → \(new.0)") }
        }
      }
      #expect(failures == 0)
    }

    // MARK: Large states

    /// Ten thousand rows, one changed: custom-dump's text. (How fast is the benchmarks' to say:
    /// `diff-shell-10000` against custom-dump in one run, not a timed test on a shared machine.)
    @Test func tenThousandRowsGiveCustomDumpsText() throws {
      var state = Model()
      state.rows = IdentifiedArrayOf(uniqueElements: (0..<10_000).map { Row(id: $0) })
      var changed = state
      changed.rows[5_000].name = "changed"
      try expectCustomDumpsText(state, changed)

      var plain = Model()
      plain.plain = (0..<10_000).map { PlainRow(a: $0) }
      var plainChanged = plain
      plainChanged.plain[5_000].b = "changed"
      try expectCustomDumpsText(plain, plainChanged)
    }

    private func expectCustomDumpsText<T>(_ lhs: T, _ rhs: T) throws {
      let expected = CustomDump.diff(lhs, rhs)
      #expect(expected != nil)
      #expect(try StateDiff.fastDiff(lhs, rhs) == expected)
      #expect(StateDiff.diff(lhs, rhs) == expected)
    }
  }
}

// MARK: - Checking

/// Whether `StateDiff`, on its fast path, prints what custom-dump prints.
private func sameDiff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> Bool {
  do {
    let fast = try StateDiff.fastDiff(lhs, rhs, format: format)
    return fast == CustomDump.diff(lhs, rhs, format: format)
  } catch {
    return false
  }
}

/// Expects `StateDiff` to print what custom-dump prints; on its fast path unless `fastPath` is
/// false (then the fast path must step aside).
private func expectSameDiff<T>(
  _ lhs: T, _ rhs: T, format: DiffFormat = .default, fastPath: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let expected = CustomDump.diff(lhs, rhs, format: format)
  #expect(
    StateDiff.diff(lhs, rhs, format: format) == expected, sourceLocation: sourceLocation)
  if fastPath {
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
      _ = try StateDiff.fastDiff(lhs, rhs, format: format)
    }
  } else {
    #expect(throws: StateDiffFallback.self, sourceLocation: sourceLocation) {
      _ = try StateDiff.fastDiff(lhs, rhs, format: format)
    }
  }
}

// MARK: - Shapes

private struct Row: Equatable, Identifiable, Hashable {
  var id: Int
  var name = "row"
  var score = 0.0
  var done = false
}

private struct TaggedRow: Equatable, Identifiable {
  var id: Int
  var label: String
}

/// Not `Equatable`, and no floating point inside: compared by memory, then mirrors.
private struct LooseRow: Identifiable {
  var id: Int
  var value: Int
  var status: Status
}

/// Rows keyed by name in a plain struct: not `Equatable`, compared field by field.
private struct LooseRows {
  var rows: [String: LooseRow]
  var count: Int
}

private struct PlainRow: Equatable, Hashable {
  var a: Int
  var b = "b"
  var c = false
  var d = 1.5
}

private enum Status: Hashable {
  case idle
  case loading(progress: Int)
  case failed(String, code: Int)
  case done(PlainRow)
  case tagged(Int)
}

private indirect enum Tree: Equatable {
  case leaf(Int)
  case node([Tree])
}

private struct Inner: Equatable {
  var title = "inner"
  var status = Status.idle
  var maybe: Int? = nil
  var values: [Int] = []
}

private struct Model: Equatable {
  var rows: IdentifiedArrayOf<Row> = []
  var plain: [PlainRow] = []
  var numbers: [Int] = []
  var dictionary: [String: Int] = [:]
  var set: Set<Int> = []
  var inner = Inner()
  var optionalInner: Inner? = nil
  var text = ""
  var date = Date(timeIntervalSince1970: 0)
  var uuid = UUID(0)
  var status = Status.idle
  var optionalRows: [Row?] = []
  var nested: [[Int]] = []
  var flag = false
}

private struct Generic<Value: Equatable>: Equatable {
  var value: Value
  var other: String
}

private enum Outer {
  struct Nested: Equatable { var depth: Int }
}

private struct Single: Equatable { var value: Int }

private struct Wrapper: Equatable {
  var single: Single
  var other: Int
}

/// Not `Equatable` (a tuple, and `Any`s): compared through mirrors.
private struct Loose {
  var pair: (Int, label: String)
  var items: [Any] = []
}

private struct Token: Equatable, CustomDumpStringConvertible {
  var raw: String
  var customDumpDescription: String { "Token(\(raw))" }
}

private struct Wrapped: Equatable, CustomDumpRepresentable {
  var value: [Int]
  var customDumpValue: Any { value }
}

/// Hides `hidden` from dumps: a change there is "not equal but no difference detected".
private struct Secret: Equatable, CustomDumpReflectable {
  var visible: Int
  var hidden: String
  var customDumpMirror: Mirror {
    Mirror(self, children: ["visible": visible], displayStyle: .struct)
  }
}

/// A property such as macros add: hidden from dumps.
private struct Observed: Equatable {
  var value: Int
  var _$marker = 0
}

private struct Measurements: Equatable {
  var values: [Double]
  var label: String
}

private struct OneToken: Equatable {
  var token: Token
}

private struct TextBox: Equatable, CustomDumpRepresentable {
  var text: String
  var customDumpValue: Any { text }
}

private struct Draft: Equatable {
  var title = "a"
  var count = 1
  var id: UUID? = nil
  var inner: Inner? = nil
}

private struct Note: Equatable {
  @BindableState var text = ""
  var count = 1
}

private struct WeakLink {
  weak var object: Reference?
  var count: Int
}

private struct WithClosure {
  var count: Int
  var action: (Int) -> Int
}

private final class Reference: Equatable {
  var value: Int
  init(value: Int) { self.value = value }
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.value == rhs.value }
}

private struct Holder: Equatable {
  var reference: Reference
  var count: Int
}

extension UUID {
  fileprivate init(_ n: Int) { self = Deterministic.uuid(n) }
}

// MARK: - Random states

/// SplitMix64: the same numbers on every run.
private struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func bool() -> Bool { next() % 2 == 0 }

  mutating func word() -> String { ["a", "b", "c", "quote\"", "x\ny", "long text"][int(in: 0...5)] }

  mutating func text() -> String {
    (0..<int(in: 0...4)).map { _ in ["one", "two", "three", "\"\"\"", ""][int(in: 0...4)] }
      .joined(separator: "\n")
  }
}

extension Row {
  fileprivate static func random(id: Int, using random: inout SeededRandom) -> Row {
    Row(id: id, name: random.word(), score: Double(random.int(in: 0...3)), done: random.bool())
  }
}

extension PlainRow {
  fileprivate static func random(using random: inout SeededRandom) -> PlainRow {
    PlainRow(a: random.int(in: 0...3), b: random.word(), c: random.bool(), d: 1.5)
  }
}

extension Status {
  fileprivate static func random(using random: inout SeededRandom) -> Status {
    switch random.int(in: 0...4) {
    case 0: return .idle
    case 1: return .loading(progress: random.int(in: 0...2))
    case 2: return .failed(random.word(), code: random.int(in: 0...2))
    case 3: return .done(.random(using: &random))
    default: return .tagged(random.int(in: 0...2))
    }
  }
}

extension Inner {
  fileprivate static func random(using random: inout SeededRandom) -> Inner {
    Inner(
      title: random.word(), status: .random(using: &random),
      maybe: random.bool() ? nil : random.int(in: 0...3),
      values: (0..<random.int(in: 0...4)).map { _ in random.int(in: 0...3) })
  }
}

extension Model {
  fileprivate static func random(using random: inout SeededRandom) -> Model {
    var model = Model()
    model.rows = IdentifiedArrayOf(
      uniqueElements: (0..<random.int(in: 0...12)).map { Row.random(id: $0, using: &random) })
    model.plain = (0..<random.int(in: 0...8)).map { _ in PlainRow.random(using: &random) }
    model.numbers = (0..<random.int(in: 0...10)).map { _ in random.int(in: 0...3) }
    for _ in 0..<random.int(in: 0...5) { model.dictionary[random.word()] = random.int(in: 0...3) }
    for _ in 0..<random.int(in: 0...5) { model.set.insert(random.int(in: 0...9)) }
    model.inner = .random(using: &random)
    model.optionalInner = random.bool() ? nil : .random(using: &random)
    model.text = random.text()
    model.status = .random(using: &random)
    model.optionalRows = (0..<random.int(in: 0...4)).map {
      random.bool() ? nil : Row.random(id: $0, using: &random)
    }
    model.nested = (0..<random.int(in: 0...3)).map { _ in
      (0..<random.int(in: 0...3)).map { _ in random.int(in: 0...2) }
    }
    return model
  }

  fileprivate mutating func mutate(using random: inout SeededRandom) {
    switch random.int(in: 0...15) {
    case 0:
      if let index = rows.indices.randomElement(using: &random) {
        rows[index] = Row.random(id: rows[index].id, using: &random)
      }
    case 1:
      let id = (rows.ids.max() ?? 0) + 1
      rows.insert(Row.random(id: id, using: &random), at: random.int(in: 0...rows.count))
    case 2:
      if !rows.isEmpty { rows.remove(at: random.int(in: 0...(rows.count - 1))) }
    case 3:
      if rows.count > 1 {
        rows.swapAt(random.int(in: 0...(rows.count - 1)), random.int(in: 0...(rows.count - 1)))
      }
    case 4:
      if !plain.isEmpty, random.bool() {
        plain[random.int(in: 0...(plain.count - 1))] = .random(using: &random)
      } else {
        plain.insert(.random(using: &random), at: random.int(in: 0...plain.count))
      }
    case 5:
      if !plain.isEmpty { plain.remove(at: random.int(in: 0...(plain.count - 1))) }
    case 6:
      if !numbers.isEmpty, random.bool() {
        numbers.remove(at: random.int(in: 0...(numbers.count - 1)))
      } else {
        numbers.insert(random.int(in: 0...3), at: random.int(in: 0...numbers.count))
      }
    case 7:
      if random.bool(), let key = dictionary.keys.randomElement(using: &random) {
        dictionary[key] = random.bool() ? nil : random.int(in: 0...3)
      } else {
        dictionary[random.word()] = random.int(in: 0...3)
      }
    case 8:
      let element = random.int(in: 0...9)
      if set.contains(element) { set.remove(element) } else { set.insert(element) }
    case 9:
      inner = random.bool() ? .random(using: &random) : {
        var inner = self.inner
        inner.maybe = inner.maybe == nil ? random.int(in: 0...3) : nil
        return inner
      }()
    case 10:
      if optionalInner == nil || random.bool() {
        optionalInner = random.bool() ? nil : .random(using: &random)
      } else {
        optionalInner?.status = .random(using: &random)
      }
    case 11:
      text = random.bool() ? random.text() : text + "\n" + random.word()
    case 12:
      status = .random(using: &random)
    case 13:
      if !optionalRows.isEmpty {
        let index = random.int(in: 0...(optionalRows.count - 1))
        optionalRows[index] =
          optionalRows[index] == nil ? Row.random(id: index, using: &random) : nil
      } else {
        optionalRows.append(nil)
      }
    case 14:
      if !nested.isEmpty {
        nested[random.int(in: 0...(nested.count - 1))].append(random.int(in: 0...2))
      } else {
        nested.append([])
      }
    default:
      date += Double(random.int(in: 1...100))
      uuid = UUID(random.int(in: 0...5))
      flag.toggle()
    }
  }
}
