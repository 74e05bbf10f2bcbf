import ActionText
import Composable
import Foundation
import ShellCommands
import ShellScripts
import StateDiff
import SwiftSource

/// Turns the steps of a session into an XCTest case that replays them on a `TestStore` built
/// from the feature's declaration, asserting every state change and every delivered action.
///
/// The steps are replayed on a fresh store, exactly as `goto` replays them (virtual time makes
/// the replay the session), watching each action reduced and the state before and after it:
///
/// - `send a` becomes `store.send(.a) { $0.path = value }`, with the changes the action made
///   (see ``StateChangeFinder``), and each action its effects delivered becomes
///   `store.receive(.b) { … }`, in order;
/// - `advance 35ms` becomes `scheduler.advance(by: .milliseconds(35))`, `run`
///   `scheduler.run()`, each followed by the actions delivered;
/// - `cancel n` cancels the task of the send that started effect n (`await task1.cancel()`),
///   and an effect left running at the end is cancelled the same way, with a comment saying so;
/// - `receive` steps add nothing: every delivered action is received anyway.
///
/// - `wait 1500ms` (real time) receives what arrived in it with `timeout: .milliseconds(1500)`.
/// - `set state` and `load state` become `store.editState { … }`; before any other step, they
///   build the test's initial state instead: the feature's own, edited, passed to
///   `TestStore(initialState:reducer:environment:)`.
///
/// The test is `async` (with `await` on each step, as TCA 0.40.2 expects) when the session ran
/// async effects or cancels a task. Structs new to the state are written with the initializers
/// the user's sources declare (see ``SourceDeclarations``; memberwise when a struct declares
/// none in its body); the test imports every module whose types it names. Changed `var`
/// properties are assigned; `let` ones are found in the runtime's metadata and written by
/// assigning the value that holds them. What the test cannot write (a value with no Swift
/// spelling, a field with a private setter, a received action holding a non-`Equatable` error)
/// is left out with a comment naming it, the step checked non-exhaustively or the received
/// actions skipped, so that the test still compiles and passes.
struct TestExporter<State, Action: Codable> {
  let feature: ShellFeature<State, Action>
  let declaration: FeatureDeclarationName
  /// The XCTestCase subclass's name.
  let className: String

  /// Whether the feature is a `ReducerProtocol` one: the test is then TCA 0.56's
  /// (`@MainActor`, `async`, `TestStore(initialState:) { Feature() } withDependencies: { … }`,
  /// a `DispatchQueue.test` as `\.mainQueue` and a `TestClock` as the clocks, both advanced
  /// where the session advanced its one virtual time).
  var isReducerProtocol: Bool { feature.declaration == nil && feature.reducerDeclaration != nil }

  /// The package whose sources declare the user's types (``SourceDeclarations``); `nil` for
  /// none: their initializers are written memberwise.
  var packageRoot: URL?

  /// Whether Ctrl-C asks the export to stop (the session's): it stops between two steps of its
  /// replay, and nothing is written.
  var isInterrupted: () -> Bool = { false }
  /// Shows the replay's progress at a terminal (the session's ``ShellSession/reportsProgress``).
  var reportsProgress: ((String?) -> Void)?

  /// The test's source for `steps` (command lines as `history` lists them, with their numbers).
  ///
  /// Written twice: first to learn the type names it writes, then with the names two modules
  /// declare qualified by their module; the second time with the user's declarations (read
  /// from the package's sources, module by module as they are needed).
  func export(_ steps: [(number: Int, line: String)]) throws(ShellError) -> String {
    let replay = try Replay(
      feature: feature, steps: steps, isInterrupted: isInterrupted, reportsProgress: reportsProgress)
    let first = ExportNotes()
    _ = try source(for: replay, writer: writer(notes: first, declarations: nil, ambiguous: []))
    let declarations = SourceDeclarations(packageAt: packageRoot)
    let notes = ExportNotes()
    // The feature's declaration itself: `@testable` unless it is public.
    let feature = declarations.type(declaration.typeName, in: declaration.module)
    if feature?.isDeclared != true || feature?.isPublic != true {
      notes.testableModules.insert(declaration.module)
    }
    let text = try source(
      for: replay, writer: writer(notes: notes, declarations: declarations, ambiguous: first.ambiguousNames))
    return header(notes: notes, stepCount: replay.stepCount) + text
  }

  private func writer(
    notes: ExportNotes, declarations: SourceDeclarations?, ambiguous: Set<String>
  ) -> MutationWriter {
    var values = SwiftValueWriter()
    values.featureModule = declaration.module
    values.notes = notes
    values.declarations = declarations
    values.ambiguousNames = ambiguous
    return MutationWriter(values: values)
  }

  /// The comment and imports: the feature's module and every other module whose types the
  /// test names, `@testable` only where it uses an internal declaration (or one whose source
  /// was not found).
  private func header(notes: ExportNotes, stepCount: Int) -> String {
    var lines = [
      "// Exported by store-shell (export test): \(stepCount) step\(stepCount == 1 ? "" : "s") on \(declaration.typeName).",
      "import Composable",
    ]
    let modules = notes.modules.union([declaration.module])
    lines += modules.subtracting(notes.testableModules).sorted().map { "import \($0)" }
    lines.append("import XCTest")
    let testable = modules.intersection(notes.testableModules)
    if !testable.isEmpty { lines += [""] + testable.sorted().map { "@testable import \($0)" } }
    lines.append("")
    return lines.map { $0 + "\n" }.joined()
  }

  private func source(for replay: Replay, writer: MutationWriter) throws(ShellError) -> String {
    let isAsync = replay.isAsync || isReducerProtocol
    let awaitPrefix = isAsync ? "await " : ""
    let taskSends = Set(replay.statements.compactMap(\.cancelledSend) + replay.leftovers.compactMap(\.send))
    var body: [String] = []
    /// Set while the received actions after one the test cannot write are skipped, up to the
    /// next statement that is not a receive.
    var skippingReceives = false
    // State edits before any other step make the test's initial state.
    let initialEdits = replay.statements.prefix { $0.editsState }
    for statement in replay.statements.dropFirst(initialEdits.count) {
      if case .receive = statement.kind, skippingReceives { continue }
      skippingReceives = false
      switch statement.kind {
      case let .send(index, action, changes), let .receive(index, action, changes):
        let isSend = if case .send = statement.kind { true } else { false }
        let actionText: SwiftExpression
        let mutations: [String]
        do {
          actionText = try writer.values.expression(action)
        } catch {
          guard !isSend else { throw refusal(statement, "the action holds \(error.reason)") }
          // A received action the test cannot write: it and those received after it in the
          // step are skipped, the state catching up with them.
          body.append("    // Not asserted: the action received here and those after it (it holds \(error.reason)).")
          body.append("    \(awaitPrefix)store.skipReceivedActions()")
          skippingReceives = true
          continue
        }
        let (written, leftOut) = writer.partialStatements(
          changes, before: statement.before, after: statement.after, indent: 6)
        mutations = written
        var call = awaitPrefix + "store.\(isSend ? "send" : "receive")("
        if isSend, let index, taskSends.contains(index) { call = "let task\(index + 1) = " + call }
        var items = [Item(actionText)]
        if let timeout = statement.timeout {
          items.append(Item(label: "timeout", .atom(Self.stride(timeout).replacingOccurrences(of: "by: ", with: ""))))
        }
        // A change the test cannot write is left out, and the step checked without it.
        for refusal in leftOut {
          body.append("    // Not asserted: \(refusal.field) (\(refusal.reason)).")
        }
        if !leftOut.isEmpty { body.append("    store.exhaustivity = .off") }
        body += assertion(.list(open: call, items: items, close: ")"), mutations)
        if !leftOut.isEmpty { body.append("    store.exhaustivity = .on") }
      case let .advance(duration) where isReducerProtocol:
        body.append("    await mainQueue.advance(\(Self.stride(duration)))")
        body.append("    await clock.advance(\(Self.stride(duration)))")
      case .run where isReducerProtocol:
        body.append("    await mainQueue.run()")
        body.append("    await clock.run()")
      case let .advance(duration): body.append("    \(awaitPrefix)scheduler.advance(\(Self.stride(duration)))")
      case .run: body.append("    \(awaitPrefix)scheduler.run()")
      case let .cancel(send, description):
        body.append("    // cancel \(description)")
        body.append("    await task\(send + 1).cancel()")
      case let .editState(changes):
        do {
          body += assertion(.atom("store.editState"), try writer.statements(changes, indent: 6))
        } catch {
          throw refusal(statement, "field \(error.field) holds \(error.reason)")
        }
      }
    }
    for leftover in replay.leftovers {
      guard let send = leftover.send else {
        throw ShellError(
          "export test: effect \(leftover.description) is still running, and a delivered action "
            + "started it: a test can only cancel the effects of a send; stop it before exporting")
      }
      body.append("    // The session left effect \(leftover.description) running: cancelled so the test ends clean.")
      body.append("    await task\(send + 1).cancel()")
    }
    if replay.waitsRealTime, replay.leftovers.isEmpty {
      // Effects that ran in real time end on their own threads: awaited here rather than left
      // to the store's end, which blocks the thread they may need to report on.
      body.append("    await store.finish()")
    }
    var lines = [(isReducerProtocol ? "@MainActor " : "") + "final class \(className): XCTestCase {"]
    if isAsync {
      // Tasks on the main serial executor run in the same order on every run, however busy the
      // machine: the async steps then mean the same thing every time.
      lines += [
        "  \(isReducerProtocol ? "nonisolated " : "")override func invokeTest() {",
        "    withMainSerialExecutor { super.invokeTest() }",
        "  }",
        "",
      ]
    }
    let start = try storeLines(initialEdits, writer: writer)
    lines += [
      "  func testSession()\(isAsync ? " async" : "")\(writer.values.notes?.usesTry == true ? " throws" : "") {"
    ] + start
    if !body.isEmpty { lines.append("") }
    lines += body
    lines += ["  }", "}"]
    return lines.map { $0 + "\n" }.joined()
  }

  /// The lines that make the store: from the feature's declaration, or, when the session
  /// edited its state before any other step (`set state`, `load state`), from the initial
  /// state the declaration builds with those edits made.
  private func storeLines(_ edits: ArraySlice<Replay.Statement>, writer: MutationWriter) throws(ShellError) -> [String] {
    let feature = declaration.typeName
    if isReducerProtocol { return try reducerProtocolStoreLines(edits, writer: writer) }
    let scheduler = "    let scheduler = DispatchQueue.test"
    guard !edits.isEmpty else {
      return [scheduler, "    let store = TestStore(\(feature).self, context: .test(scheduler: scheduler))"]
    }
    var writer = writer
    writer.root = "initialState"
    var lines = [
      scheduler,
      "    let (state, environment) = \(feature).start(in: .test(scheduler: scheduler))",
      "    var initialState = state",
    ]
    for edit in edits {
      guard case let .editState(changes) = edit.kind else { continue }
      do {
        lines += try writer.statements(changes, indent: 4)
      } catch {
        throw refusal(edit, "field \(error.field) holds \(error.reason)")
      }
    }
    return lines + [
      "    let store = TestStore(",
      "      initialState: initialState, reducer: \(feature).reducer, environment: environment)",
    ]
  }

  /// A `ReducerProtocol` feature's store: TCA 0.56's, from the state's `init()` (what the
  /// shell's one line starts from), edited as the session edited it before any other step, with
  /// the dependencies the shell set on virtual time.
  private func reducerProtocolStoreLines(
    _ edits: ArraySlice<Replay.Statement>, writer: MutationWriter
  ) throws(ShellError) -> [String] {
    let feature = declaration.typeName
    var lines = ["    let mainQueue = DispatchQueue.test", "    let clock = TestClock()"]
    var initialState = "\(feature).State()"
    if !edits.isEmpty {
      var writer = writer
      writer.root = "initialState"
      lines.append("    var initialState = \(feature).State()")
      for edit in edits {
        guard case let .editState(changes) = edit.kind else { continue }
        do {
          lines += try writer.statements(changes, indent: 4)
        } catch {
          throw refusal(edit, "field \(error.field) holds \(error.reason)")
        }
      }
      initialState = "initialState"
    }
    return lines + [
      "    let store = TestStore(initialState: \(initialState)) {",
      "      \(feature)()",
      "    } withDependencies: {",
      "      $0.context = .preview  // The app's clients at their previewValue, as in the shell.",
      "      $0.mainQueue = mainQueue.eraseToAnyScheduler()",
      "      $0.continuousClock = clock",
      "      $0.suspendingClock = clock",
      "      $0.uuid = UUIDGenerator(UUID.incrementing())",
      "    }",
    ]
  }

  /// `store.send(.a) { $0.x = 1 }` on one line when it fits, else the closure's statements one
  /// a line.
  private func assertion(_ call: SwiftExpression, _ mutations: [String]) -> [String] {
    var lines = call.lines(indent: 4, column: 4)
    lines[0] = "    " + lines[0]
    guard !mutations.isEmpty else { return lines }
    if lines.count == 1, mutations.count == 1 {
      let line = lines[0] + " { " + mutations[0].drop { $0 == " " } + " }"
      if line.count <= 100 { return [line] }
    }
    lines[lines.count - 1] += " {"
    return lines + mutations + ["    }"]
  }

  private func refusal(_ statement: Replay.Statement, _ what: String) -> ShellError {
    ShellError(
      "export test: step \(statement.step) (\(statement.command)): \(what), which a test cannot "
        + "write as Swift; nothing was written")
  }

  /// `by: .milliseconds(35)`, or nothing for an advance that runs what is due now.
  static func stride(_ duration: ShellDuration?) -> String {
    guard let nanoseconds = duration?.nanoseconds, nanoseconds != 0 else { return "" }
    if nanoseconds % 1_000_000_000 == 0 { return "by: .seconds(\(nanoseconds / 1_000_000_000))" }
    if nanoseconds % 1_000_000 == 0 { return "by: .milliseconds(\(nanoseconds / 1_000_000))" }
    if nanoseconds % 1_000 == 0 { return "by: .microseconds(\(nanoseconds / 1_000))" }
    return "by: .nanoseconds(\(nanoseconds))"
  }

  /// The steps replayed on a fresh store, as test statements.
  struct Replay {
    struct Statement {
      enum Kind {
        /// A send (its index among the sends) or a delivered action, with the changes it made.
        case send(Int?, Any, [StateChange])
        case receive(Int?, Any, [StateChange])
        case advance(ShellDuration?)
        case run
        /// Cancelling the effects of a send.
        case cancel(send: Int, description: String)
        /// A state edit (`set state`, `load state`), with the changes it made.
        case editState([StateChange])
      }
      var kind: Kind
      /// The state before and after a send or a receive.
      var before: Any?
      var after: Any?
      /// How long a receive may wait: the real time the session waited for it (`wait 1500ms`).
      var timeout: ShellDuration?
      /// The step's number and command line, for error messages.
      var step: Int
      var command: String

      /// Whether it is a state edit.
      var editsState: Bool {
        if case .editState = kind { return true }
        return false
      }

      var cancelledSend: Int? {
        if case let .cancel(send, _) = kind { return send }
        return nil
      }
    }

    /// An effect still running after the last step.
    struct Leftover {
      var send: Int?
      var description: String
    }

    var statements: [Statement] = []
    var leftovers: [Leftover] = []
    var isAsync = false
    /// Whether a step waited real time (`wait`).
    var waitsRealTime = false
    var stepCount = 0

    init(
      feature: ShellFeature<State, Action>, steps: [(number: Int, line: String)],
      isInterrupted: @escaping () -> Bool = { false }, reportsProgress: ((String?) -> Void)? = nil
    ) throws(ShellError) {
      let session = ShellSession(feature: feature, mode: .test)
      session.output.mute()
      session.isInterrupted = isInterrupted
      session.reportsProgress = reportsProgress
      let began = session.beginProgress("export test", total: steps.count, unit: "steps")
      defer { session.endProgress(began) }
      let reduced = ReducedActions(state: session.state)
      let observation = session.store.observeActions { [unowned session] action, origin in
        reduced.append(action, origin: origin, state: session.state)
      }
      defer { observation.cancel() }
      /// Which send started each effect in flight (by record id), when a send did.
      var startedBy: [Int: Int] = [:]
      var sendCount = 0
      var lastRecordID = -1
      /// The step that stopped partway through the actions due at one moment, while the rest
      /// of them are still due.
      var stoppedPartway: (step: Int, line: String)?
      // Ctrl-C: the test would not be the session's; nothing is written.
      func stopIfInterrupted(after done: Int) throws(ShellError) {
        guard isInterrupted() else { return }
        throw ShellError(
          "export test stopped (Ctrl-C) after \(done) of \(steps.count) steps replayed; nothing written")
      }
      for (index, (step, line)) in steps.enumerated() {
        try stopIfInterrupted(after: index)
        session.noteProgress(done: index)
        guard let command = try? CommandParser.parse(line), command.isStep else { continue }
        if let stopped = stoppedPartway {
          try Self.requireDelivered(stopped, before: command, step: step, line: line) { () throws(ShellError) in
            try Self.runDueWork(of: session, reduced: reduced)
          }
        }
        stepCount += 1
        reduced.events = []
        var sendIndex: Int?
        var timeout: ShellDuration?
        // As a command runs in the shell: the effects' tasks run on this thread until each
        // finishes or waits, so the replay sees what the session saw.
        try session.runningEffectTasks { () throws(ShellError) in
          switch command {
          case let .send(text):
            let action = try session.decodeAction(text)
            session.store.send(action)
            sendIndex = sendCount
            sendCount += 1
            for record in session.store.effects.records where record.id > lastRecordID {
              if record.isAsync { isAsync = true }
              if ActionText.render(record.origin as! Action) == ActionText.render(action) {
                startedBy[record.id] = sendIndex
              }
            }
            session.settle()
          case .receive: break
          case let .advance(duration, force, deliveries):
            // With `--deliveries`, stopped partway through a moment: the test advances as far;
            // its store delivers all the actions due then at once, which the test receives one
            // by one, as the steps that follow did (as for `step`).
            try session.advance(duration, force: force, deliveries: deliveries)
            statements.append(Statement(kind: .advance(duration), step: step, command: line))
          case .run:
            try session.runUntilIdle()
            statements.append(Statement(kind: .run, step: step, command: line))
          case let .cancel(number):
            guard let send = startedBy[number] else {
              throw ShellError(
                "export test: step \(step) (\(line)): a delivered action started effect #\(number); "
                  + "a test can only cancel the effects of a send")
            }
            let description = session.store.effects.records.first { $0.id == number }
              .map(session.describe) ?? "#\(number)"
            try session.cancel(number)
            isAsync = true
            statements.append(
              Statement(kind: .cancel(send: send, description: description), step: step, command: line))
          case let .wait(duration):
            // Real time: what arrives in it is received with the wait as its timeout.
            try session.wait(duration)
            timeout = duration
            isAsync = true
            waitsRealTime = true
          case .debug(.step):
            // A `step` the history keeps: it stopped partway through the actions due at one
            // moment; the test advances over the time it covered. A test store's scheduler
            // delivers all the actions due at that moment at once; the test receives them one
            // by one, as the steps that follow did.
            let covered = try session.stepToNextDelivery()
            statements.append(Statement(kind: .advance(covered), step: step, command: line))
          case let .debug(edit):
            // `set state` and `load state`: `store.editState { … }` makes the same change.
            let before = session.state
            var ignored = CommandResult()
            try session.runDebug(edit, result: &ignored)
            let changes = StateChangeFinder.changes(from: before, to: session.state)
            reduced.rebase(on: session.state)
            if !changes.isEmpty {
              statements.append(Statement(kind: .editState(changes), step: step, command: line))
            }
          default: break
          }
        }
        if case let .test(scheduler) = session.clock, let next = scheduler.nextDate, next <= scheduler.now {
          stoppedPartway = stoppedPartway ?? (step, line)
        } else {
          stoppedPartway = nil
        }
        lastRecordID = max(lastRecordID, session.store.effects.records.map(\.id).max() ?? -1)
        for event in reduced.events {
          if event.origin?.isAsync == true { isAsync = true }
          let changes = StateChangeFinder.changes(from: event.before, to: event.after)
          let kind: Statement.Kind =
            event.origin == nil
            ? .send(sendIndex, event.action, changes) : .receive(nil, event.action, changes)
          statements.append(
            Statement(
              kind: kind, before: event.before, after: event.after, timeout: event.origin == nil ? nil : timeout, step: step,
              command: line))
        }
      }
      // A last step Ctrl-C stopped partway.
      try stopIfInterrupted(after: steps.count - 1)
      if let stopped = stoppedPartway {
        try Self.requireDelivered(stopped, before: nil, step: nil, line: nil) { () throws(ShellError) in
          try Self.runDueWork(of: session, reduced: reduced)
        }
      }
      for record in session.store.effects.records {
        leftovers.append(Leftover(send: startedBy[record.id], description: session.describe(record)))
      }
      if !leftovers.isEmpty { isAsync = true }
    }
  }
}

extension TestExporter.Replay {
  /// Runs the work due at the session's moment, as the test's store ran it at the advance
  /// before; returns whether it reduced an action.
  fileprivate static func runDueWork(
    of session: ShellSession<State, Action>, reduced: ReducedActions
  ) throws(ShellError) -> Bool {
    let count = reduced.events.count
    try session.runningEffectTasks { () throws(ShellError) in try session.advance(nil) }
    return reduced.events.count > count
  }
}

/// The actions a store reduced, with the state before and after each.
private final class ReducedActions {
  var events: [(action: Any, origin: EffectRecord?, before: Any, after: Any)] = []
  private var last: Any

  init(state: Any) { last = state }

  func append(_ action: Any, origin: EffectRecord?, state: Any) {
    events.append((action, origin, last, state))
    last = state
  }

  /// Takes `state`, reached without an action (a state edit), as the state before the next.
  func rebase(on state: Any) { last = state }
}
