import CaseStudies
import Clients
import ExampleFeatures
import Feature
import NumberFactApp
import StoreShell

try await StoreShell.main(
  initialState: TallyState(),
  reducer: tallyReducer,
  environment: { _ in TallyEnvironment(stepClient: .live) })
