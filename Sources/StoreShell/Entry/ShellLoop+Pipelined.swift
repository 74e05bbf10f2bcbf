import Foundation

extension ShellLoop {
  /// Runs piped input on a supervised store with the commands sent ahead: a thread reads the
  /// input and sends each line as it comes, this one prints the answers in order. Waiting for
  /// each answer before sending the next line would cost a round trip between two processes a
  /// line. After a trap, the lines sent to the worker that died go to the new one.
  func runPipelined(_ runner: SupervisedRunner, printer: Printer) -> Int32 {
    let pipeline = CommandPipeline(worker: runner.currentWorker)
    runner.didRestart = { worker in pipeline.resume(with: worker, resending: !options.bail) }
    Thread.detachNewThread {
      while let line = Swift.readLine(strippingNewline: true) { pipeline.submit(line) }
      pipeline.submit(nil)
    }
    var status: Int32 = 0
    while let line = pipeline.front() {
      let result =
        if let worker = pipeline.worker {
          runner.answer(from: worker, to: line, step: line)
        } else {
          runner.execute(line)
        }
      pipeline.removeFront()
      printer.print(result.lines)
      if result.error != nil {
        status = 1
        if options.bail { return 1 }
      }
      if result.checkFailed { status = 3 }
      if result.quit { return status }
    }
    return status
  }
}

/// The lines of piped input sent to a worker and not answered yet, in order; `nil` stands for
/// the end of the input. Shared by the thread that reads the input and the one that prints.
///
/// `@unchecked Sendable`: every property is read and written with `condition` locked.
final class CommandPipeline: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [String?] = []
  private var current: WorkerProcess?
  /// How many lines may wait for their answers.
  private let window = 256

  init(worker: WorkerProcess?) { current = worker }

  /// The worker the lines go to.
  var worker: WorkerProcess? {
    condition.lock()
    defer { condition.unlock() }
    return current
  }

  /// Sends `line` (or notes the end of the input), waiting while the window is full.
  func submit(_ line: String?) {
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= window { condition.wait() }
    queue.append(line)
    if let line { current?.send { $0.frame("y", line) } }
    condition.broadcast()
  }

  /// The oldest line not answered yet, waiting for one; `nil` at the end of the input.
  func front() -> String? {
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty { condition.wait() }
    return queue[0]
  }

  /// Forgets the oldest line: it was answered.
  func removeFront() {
    condition.lock()
    defer { condition.unlock() }
    queue.removeFirst()
    condition.broadcast()
  }

  /// A new worker replaces one that died in the oldest line: the lines after it go to the new
  /// one, unless they must not run (`--bail`).
  func resume(with worker: WorkerProcess, resending: Bool) {
    condition.lock()
    defer { condition.unlock() }
    current = worker
    guard resending else { return }
    let lines = queue.dropFirst().compactMap { $0 }
    if !lines.isEmpty { worker.send { writer in lines.forEach { writer.frame("y", $0) } } }
  }
}
