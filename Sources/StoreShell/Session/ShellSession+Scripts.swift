import Foundation

extension ShellSession {
  /// The header scripts of this session's store carry.
  public var header: ScriptHeader { ScriptHeader.of(State.self, Action.self) }

  func record(_ path: String?) throws(ShellError) {
    guard let path else {
      guard let recorder else { throw ShellError("not recording; start with 'record <file>'") }
      self.recorder = nil
      emit("recording stopped: \(recorder.path)", .note)
      return
    }
    recorder = try ScriptRecorder(path: path, header: header)
    emit("recording to \(path)", .note)
  }

  func save(_ path: String) throws(ShellError) {
    let script = Script(header: header, entries: transcript)
    do {
      try script.text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw ShellError("cannot save to '\(path)': \(error.localizedDescription)")
    }
    emit("saved \(transcript.count) command\(transcript.count == 1 ? "" : "s") to \(path)", .note)
  }

  /// What replaying a script found.
  struct ReplayOutcome {
    var checkFailed = false
    var hadError = false
  }

  /// Runs the script at `path` in this session; with `check`, stops at the first command whose
  /// output differs from the recorded one and shows a unified diff; with `update`, rewrites the
  /// recorded output.
  func replayScript(_ path: String, check: Bool, update: Bool) throws(ShellError) -> ReplayOutcome {
    guard replayDepth < 8 else {
      throw ShellError("replay of '\(path)' nests too deeply: does a script replay itself?")
    }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw ShellError("cannot read '\(path)': \(describeFileError(error))")
    }
    var script = try Script.parse(text, path: path)
    if let recorded = script.header, let mismatch = recorded.mismatch(with: header), !update {
      throw ShellError("\(path): \(mismatch); re-record it, or replay it with --update")
    }
    replayDepth += 1
    defer { replayDepth -= 1 }
    var outcome = ReplayOutcome()
    var commands = 0
    for index in script.entries.indices {
      let entry = script.entries[index]
      if Script.isInert(entry.command) { continue }
      commands += 1
      willReplay?(path, entry)
      if !runsTrappedSteps, let trap = entry.recordedTrap {
        emit([OutputLine("\(path):\(entry.line): error: \(trappedStepMessage(entry.command, trap))", .error)])
        outcome.hadError = true
        return outcome
      }
      let result = execute(entry.command)
      var lines = result.lines
      if let error = result.error, let at = lines.firstIndex(where: { $0.role == .error }) {
        lines[at].text = "\(path):\(entry.line): error: \(error.message)"
        outcome.hadError = true
      }
      if result.checkFailed { outcome.checkFailed = true }
      if check {
        if result.recordedText != entry.expected {
          emit([
            OutputLine(
              "\(path):\(entry.line): check failed: '\(entry.command)' printed something else",
              .error)
          ])
          emit(UnifiedDiff.lines(expected: entry.expected, actual: result.recordedText))
          outcome.checkFailed = true
          return outcome
        }
        if result.checkFailed { return outcome }
      } else {
        emit(lines)
      }
      if update { script.entries[index].expected = result.recordedText }
      if result.error != nil, bailsOnError { break }
      if result.quit { break }
    }
    if update {
      script.header = header
      do {
        try script.text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw ShellError("cannot update '\(path)': \(describeFileError(error))")
      }
      emit("updated the expectations of \(commands) command\(commands == 1 ? "" : "s") in \(path)", .note)
    } else if check {
      emit("\(path): \(commands) command\(commands == 1 ? "" : "s") checked, all match", .note)
    }
    return outcome
  }

  private func describeFileError(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    switch nsError.code {
    case NSFileReadNoSuchFileError: return "no such file"
    case NSFileReadNoPermissionError: return "permission denied"
    case NSFileReadInapplicableStringEncodingError: return "not UTF-8 text"
    default: return nsError.localizedDescription
    }
  }
}
