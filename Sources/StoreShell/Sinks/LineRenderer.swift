import Foundation
import ShellScripts
import SwiftSource

/// The text form of events: the lines a terminal, a pipe, a script's expectations and the
/// transcript show, shaped by the output settings (`diff`, `filter`, `timing`).
enum LineRenderer {
  /// The effects summary of a step that leaves none in flight.
  static let noEffectsSummary = "effects: none in flight"
  private static let noEffectsLine = OutputLine(noEffectsSummary, .note)

  /// Appends `event`'s lines to `lines`, as `settings` shape them; a full diff as one diff
  /// block (see `OutputLine+DiffBlock.swift`).
  static func append(_ event: ShellEvent, settings: ShellSettings, to lines: inout [OutputLine]) {
    switch event {
    case let .echo(command):
      if settings.echo { lines.append(.echo(of: command)) }
    case let .sent(action, change):
      lines.append(OutputLine("→ \(action)", .sent))
      change.appendDiff(mode: settings.diff, to: &lines)
    case let .delivered(action, effect, kind, change):
      guard !settings.hides(action) else { return }
      lines.append(OutputLine("← \(action)  (#\(effect) \(kind))", .received))
      change.appendDiff(mode: settings.diff, to: &lines)
    case let .change(change):
      change.appendDiff(mode: settings.diff, to: &lines)
    case let .effects(descriptions, summary):
      // Most steps leave none in flight: their line is made once.
      if descriptions.isEmpty, summary == noEffectsSummary { return lines.append(noEffectsLine) }
      lines.append(OutputLine(summary, .note))
    case let .info(text, kind):
      switch kind {
      case .plain: lines.append(OutputLine(text))
      case .note: lines.append(OutputLine(text, .note))
      case .volatileNote: lines.append(OutputLine(text, .note, isVolatile: true))
      }
    case let .breakHit(_, text):
      lines.append(OutputLine(text, .note))
    case let .error(message, location):
      lines.append(OutputLine(errorText(message, location: location), .error))
    case let .checkFailed(location, command, expected, actual):
      lines.append(
        OutputLine("\(location): check failed: '\(command)' printed something else", .error))
      lines += UnifiedDiff.lines(expected: expected, actual: actual)
    case let .trapped(command, summary, location):
      let mark = ScriptEntry.trapMarker + summary
      if let location {
        lines.append(OutputLine(errorText("'\(command ?? "")' \(mark)", location: location), .error))
      } else {
        lines.append(OutputLine(mark, .error))
      }
    case let .stepEnded(milliseconds):
      guard settings.timing else { return }
      lines.append(OutputLine("  (\(String(format: "%.3f", milliseconds)) ms)", .note, isVolatile: true))
    case let .lines(rendered):
      lines += rendered
    case .replaying, .replayEnded, .commandEnded:
      break
    }
  }

  /// `error: …`, or `path:line: error: …` within a replayed script.
  static func errorText(_ message: String, location: String?) -> String {
    let message = QuotedTextLimit.bounded(message)
    return location.map { "\($0): error: \(message)" } ?? "error: \(message)"
  }
}
