import Composable
import Foundation
import Testing

@Suite struct EffectDeferredAndCatchingTests {
  @Test func deferredStartsTheEffectAfterTheDueTime() {
    let scheduler = DispatchQueue.test
    var started = false
    let recorder = EffectRecorder(
      Effect<Int, Never>.deferred {
        started = true
        return Effect(value: 1)
      }
      .deferred(for: .milliseconds(10), scheduler: scheduler))
    scheduler.advance(by: .milliseconds(9))
    #expect(!started && recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(started && recorder.values == [1])
    #expect(recorder.completions == ["finished"])
  }

  @Test func catchingDeliversTheValueOrTheError() {
    #expect(EffectRecorder(Effect<Int, any Error>.catching { 3 }).values == [3])
    let failing = EffectRecorder(Effect<Int, any Error>.catching { throw TestError(code: 2) })
    #expect(failing.values.isEmpty)
    #expect(failing.completions == ["failure(TestError(2))"])
  }
}
