import ShellCommands
import ShellScripts
extension TestExporter.Replay {
  /// Throws when a step stopped partway through the actions due at one moment (`step`, an
  /// `advance … --deliveries`) and `command` (`nil`: the session's end) comes before the rest
  /// of them are delivered, if the rest deliver an action (`runDueWork` runs them and says):
  /// a test's store delivers them all at that moment, so its test would have actions left to
  /// receive before a `send` (or at its end) that the session had not. Steps that move time on
  /// deliver them first, in the same order, and are fine.
  static func requireDelivered(
    _ stopped: (step: Int, line: String), before command: Command?, step: Int?, line: String?,
    runDueWork: () throws(ShellError) -> Bool
  ) throws(ShellError) {
    switch command {
    case .advance?, .run?, .debug(.step)?: return
    default: break
    }
    guard try runDueWork() else { return }
    let next = step.map { "step \($0) (\(line ?? ""))" } ?? "the session's end"
    throw ShellError(
      "export test: step \(stopped.step) (\(stopped.line)) stopped partway through the actions due at one "
        + "moment, and \(next) comes before the rest are delivered; a test's store delivers them at once: "
        + "'advance 0ms' after step \(stopped.step) delivers them, then export")
  }
}
