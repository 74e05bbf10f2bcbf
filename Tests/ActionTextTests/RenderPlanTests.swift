@testable import ActionText
import Foundation
import Testing

/// Cases the plans write (a labelled string, both signs of an `Int`, a `Bool`, nested action
/// enums) beside cases they leave to the general renderer.
private enum PlannedRenderAction: Codable, Equatable {
  case rename(name: String)
  case setCount(Int)
  case enable(Bool)
  case inner(Inner)
  case pair(Int, Int)
  case optional(String?)
  case reset

  enum Inner: Codable, Equatable {
    case deeper(Deeper)
    case say(String)
    case stop
  }

  enum Deeper: Codable, Equatable {
    case level(Int)
    case clear
  }
}

/// A hand-written `Codable` action coded as its number alone: its schema is no enum, so no plan
/// writes it.
private enum VolumeAction: Codable, Equatable {
  case volume(Int)

  init(from decoder: any Decoder) throws {
    self = .volume(try decoder.singleValueContainer().decode(Int.self))
  }

  func encode(to encoder: any Encoder) throws {
    guard case .volume(let level) = self else { return }
    var container = encoder.singleValueContainer()
    try container.encode(level)
  }
}

@Suite struct RenderPlanTests {
  fileprivate static let plannedActions: [PlannedRenderAction] = [
    .rename(name: "Ada"), .rename(name: "quote \" and \\ and \n"), .rename(name: ""),
    .setCount(0), .setCount(42), .setCount(-7), .setCount(.min), .setCount(.max),
    .enable(true), .enable(false),
    .inner(.say("hi")), .inner(.stop), .inner(.deeper(.level(-1))), .inner(.deeper(.level(3))),
    .inner(.deeper(.clear)), .pair(1, -2), .optional(nil), .optional("x"), .reset,
  ]

  /// Each action three times (the first learns and confirms its case, the others are written
  /// by the plan) gives the general renderer's text, and decodes back.
  @Test func writesWhatTheGeneralRendererWrites() throws {
    for round in 0..<3 {
      for action in Self.plannedActions {
        let text = ActionText.render(action)
        #expect(text == ActionText.renderChecked(action), "round \(round)")
        #expect(try ActionText.decode(text, as: PlannedRenderAction.self) == action)
      }
      for action in RenderTests.gameActions {
        #expect(ActionText.render(action) == ActionText.renderChecked(action), "round \(round)")
      }
      for action in RenderTests.appActions {
        #expect(ActionText.render(action) == ActionText.renderChecked(action), "round \(round)")
      }
      for action in RenderTests.profileActions {
        #expect(ActionText.render(action) == ActionText.renderChecked(action), "round \(round)")
      }
      for level in [-3, 0, 3] {
        let action = VolumeAction.volume(level)
        #expect(ActionText.render(action) == ActionText.renderChecked(action), "round \(round)")
      }
    }
  }

  @Test func confirmsACaseOnceTheGeneralRendererWroteTheSameText() {
    let schema = { ActionSchema.of(PlannedRenderAction.self) }
    _ = ActionText.render(PlannedRenderAction.inner(.deeper(.level(5))))
    let positive = RenderPlans.shared.text(of: PlannedRenderAction.inner(.deeper(.level(9))), schema: schema)
    #expect(positive?.text == "inner.deeper.level(9)")
    #expect(positive?.isConfirmed == true)
    // A negative number has another shape: confirmed on its own.
    let negative = RenderPlans.shared.text(of: PlannedRenderAction.inner(.deeper(.level(-9))), schema: schema)
    #expect(negative?.text == "inner.deeper.level(-9)")
    _ = ActionText.render(PlannedRenderAction.inner(.deeper(.level(-5))))
    #expect(
      RenderPlans.shared.text(of: PlannedRenderAction.inner(.deeper(.level(-9))), schema: schema)?
        .isConfirmed == true)
  }

  @Test func leavesOtherCasesAndTypesToTheGeneralRenderer() {
    let schema = { ActionSchema.of(PlannedRenderAction.self) }
    #expect(RenderPlans.shared.text(of: PlannedRenderAction.pair(1, 2), schema: schema) == nil)
    #expect(RenderPlans.shared.text(of: PlannedRenderAction.optional("x"), schema: schema) == nil)
    #expect(
      RenderPlans.shared.text(of: VolumeAction.volume(1), schema: { ActionSchema.of(VolumeAction.self) })
        == nil)
  }
}
