import Composable
import StoreShellExamples
import Testing

/// A feature declaration and the context tools build it from.
@Suite struct FeatureContextTests {
  @Test func aTestContextCountsIdsFromOne() {
    let context = FeatureContext.test(scheduler: DispatchQueue.test)
    #expect(context.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(context.uuid().uuidString == "00000000-0000-0000-0000-000000000002")
    #expect(FeatureContext.test(scheduler: DispatchQueue.test).uuid() == UUID(counting: 1))
  }

  @Test func aTestContextsDateFollowsVirtualTime() {
    let scheduler = DispatchQueue.test
    let context = FeatureContext.test(scheduler: scheduler)
    #expect(context.date() == Date(timeIntervalSince1970: 0))
    scheduler.advance(by: .milliseconds(1500))
    #expect(context.date() == Date(timeIntervalSince1970: 1.5))
  }

  @Test func aSeededSourceRepeatsItselfAndStaysInRange() {
    let a = RandomSource(seed: 7)
    let b = RandomSource(seed: 7)
    let first = (0..<100).map { _ in a(1...6) }
    #expect(first == (0..<100).map { _ in b(1...6) })
    #expect(first.allSatisfy { (1...6).contains($0) })
    #expect(Set(first).count == 6)
    #expect(RandomSource(seed: 8)(Int.min...Int.max) != RandomSource(seed: 7)(Int.min...Int.max))
  }

  @Test func aSeededSourceMatchesTheDeterministicGame() {
    // The game's deterministic secrets and a seeded context draw the same numbers.
    let draw = Deterministic.random(seed: 0)
    let source = RandomSource(seed: 0)
    #expect((0..<20).map { _ in draw(1...100) } == (0..<20).map { _ in source(1...100) })
  }

  @Test func aFeaturesNameIsItsTypeNameWithoutFeature() {
    #expect(GameFeature.name == "game")
    #expect(SampleTextFeature.name == "sampletext")
    #expect(PrimesFeature.name == "primes")
  }

  @Test func aTestStoreFromADeclarationStartsWhereTheDeclarationSays() {
    let context = FeatureContext.test(scheduler: DispatchQueue.test)
    let store = TestStore(GameFeature.self, context: context)
    let expected = GameState(environment: .deterministic(mainQueue: .immediate))
    #expect(store.state == expected)
  }

  @Test func liveContextsAreLive() {
    let context = FeatureContext.live()
    #expect(context.isLive)
    #expect(context.uuid() != context.uuid())
  }
}
