import Composable
import Foundation
import Testing

@Suite struct UnimplementedSchedulerTests {
  @Test func schedulingReportsAnIssueNamingTheScheduler() {
    var ran: [String] = []
    let issues = collectIssues {
      let scheduler = AnySchedulerOf<DispatchQueue>.unimplemented
      scheduler.schedule { ran.append("now") }
      _ = scheduler.now
      let named = AnySchedulerOf<DispatchQueue>.unimplemented("mainQueue")
      named.schedule(after: .init(.now())) { ran.append("later") }
      _ = named.schedule(after: .init(.now()), interval: .seconds(1)) { ran.append("timer") }
      _ = RunLoop.unimplemented.minimumTolerance
      AnySchedulerOf<RunLoop>.unimplemented("loop").schedule {}
    }
    #expect(ran == ["now", "later", "timer"])
    #expect(
      issues == [
        "DispatchQueue - An unimplemented scheduler scheduled an action to run immediately.",
        "DispatchQueue - An unimplemented scheduler was asked the current time.",
        // `schedule(after:)` without a tolerance asks for the minimum, as Combine's does.
        "mainQueue - An unimplemented scheduler was asked its minimum tolerance.",
        "mainQueue - An unimplemented scheduler scheduled an action to run later.",
        "mainQueue - An unimplemented scheduler was asked its minimum tolerance.",
        "mainQueue - An unimplemented scheduler scheduled an action to run on a timer.",
        "RunLoop - An unimplemented scheduler was asked its minimum tolerance.",
        "loop - An unimplemented scheduler scheduled an action to run immediately.",
      ])
  }

  @Test func anEffectThatSchedulesFailsTheTestAndOneThatDoesNotPasses() {
    let scheduler = DispatchQueue.unimplemented("mainQueue")
    let quiet = collectIssues { _ = EffectRecorder(Effect<Int, Never>(value: 1)) }
    #expect(quiet.isEmpty)
    var recorder: EffectRecorder<Int, Never>?
    let issues = collectIssues {
      recorder = EffectRecorder(Effect<Int, Never>(value: 1).receive(on: scheduler))
    }
    #expect(recorder?.values == [1])
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.hasPrefix("mainQueue - An unimplemented scheduler") })
  }
}
