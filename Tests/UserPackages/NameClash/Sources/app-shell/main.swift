import CaseStudies
import Clients
import ExampleFeatures
import Feature
import Logging
import MCP
import NIOCore
import NumberFactApp
import StoreShell

AppLog.log("\(Assistant.greeting): \(Wire(bytes: [1]).bytes.count) byte")
try await StoreShell.main(
  initialState: TallyState(),
  reducer: tallyReducer,
  environment: { _ in TallyEnvironment(stepClient: .live) })
