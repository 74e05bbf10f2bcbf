import ActionText
import Composable

extension ShellSession {
  /// The effects summary's line for `records`, fitted to the width (see ``SummaryFitting``).
  func fittedSummary(of records: [EffectRecord]) -> String {
    let items = records.map { record in
      let origin = ActionText.render(record.origin as! Action)
      let whole = describeInFlight(record)
      let head = "#\(record.id) \(record.kind) from "
      return SummaryFitting.Item(
        before: head, action: origin, after: String(whole.dropFirst(head.count + origin.count)))
    }
    return SummaryFitting.line(
      "effects: \(records.count) in flight: ", items, width: summaryWidth)
  }
}
