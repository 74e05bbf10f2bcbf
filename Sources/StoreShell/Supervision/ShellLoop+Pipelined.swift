import Foundation

extension ShellLoop {
  /// Runs piped input on a supervised store with the commands sent ahead: a thread reads the
  /// input and sends each line as it comes, this one prints the answers in order. Waiting for
  /// each answer before sending the next line would cost a round trip between two processes a
  /// line. After a trap, the lines sent to the worker that died go to the new one.
  func runPipelined(_ runner: SupervisedRunner, output: OutputSelector) -> Int32 {
    runner.isPipelined = true
    // The worker is reaped before the shell exits (not left to its parent-death signal).
    defer { runner.endWorker() }
    let pipeline = CommandPipeline()
    // The lines after the one the worker died in go to the new one, unless they must not run;
    // that line too when the worker died idle, before it.
    runner.didRestart = { worker, commandRan in
      pipeline.adopt(worker, from: commandRan ? (options.bail ? nil : 1) : 0)
    }
    Thread.detachNewThread { pipeline.feed(from: STDIN_FILENO) }
    var status: Int32 = 0
    var lineNumber = 0
    while let line = pipeline.front() {
      lineNumber += 1
      output.setInputLine(lineNumber)
      // The worker starts with the first line: empty input costs no second process.
      if pipeline.worker == nil, let worker = runner.currentWorker { pipeline.adopt(worker, from: 0) }
      let result =
        if let worker = pipeline.worker {
          runner.answer(from: worker, to: line, step: line)
        } else {
          runner.execute(line)
        }
      pipeline.removeFront()
      output.commandDone(result)
      if let stop = pipedStatus(after: result, &status) { return stop }
      if result.quit { return status }
    }
    return status
  }
}

/// The lines of piped input sent to a worker and not answered yet, in order; `nil` stands for
/// the end of the input. Shared by the thread that reads the input and the one that prints.
///
/// `@unchecked Sendable`: the queue and the worker are read and written with `condition`
/// locked, which is never held while writing to a pipe (a full pipe would block the printing
/// thread, which empties the other one). Requests to a worker are written with its own lock
/// held; lines resent after a trap are queued and written under the new worker's lock, so that
/// no line read later overtakes them.
final class CommandPipeline: @unchecked Sendable {
  private let condition = NSCondition()
  /// The lines from ``head`` on wait for their answers (the array is compacted now and then).
  private var queue: [String?] = []
  private var head = 0
  private var current: WorkerProcess?
  /// How many lines may wait for their answers.
  private let window = 4096


  private var waiting: Int { queue.count - head }

  /// The worker the lines go to.
  var worker: WorkerProcess? {
    condition.lock()
    defer { condition.unlock() }
    return current
  }

  /// Reads lines from `descriptor` to its end and sends them, as many in one write as a read
  /// brought (a file or a fast pipe: thousands).
  func feed(from descriptor: Int32) {
    var splitter = PipedLineSplitter()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      submit(count > 0 ? splitter.append(chunk[..<count]) : splitter.finish())
      if count <= 0 { break }
    }
    submit([nil])
  }

  /// Queues `lines` and sends them to the worker, waiting while the window is full.
  private func submit(_ lines: [String?]) {
    var index = 0
    while index < lines.count {
      condition.lock()
      while waiting >= window { condition.wait() }
      let batch = lines[index..<min(lines.count, index + window - waiting)]
      queue += batch
      let worker = current
      condition.broadcast()
      condition.unlock()
      index += batch.count
      let requests = batch.compactMap { $0 }
      if !requests.isEmpty { worker?.send { writer in requests.forEach { writer.frame("y", $0) } } }
    }
  }

  /// The oldest line not answered yet, waiting for one; `nil` at the end of the input.
  func front() -> String? {
    condition.lock()
    defer { condition.unlock() }
    while waiting == 0 { condition.wait() }
    return queue[head]
  }

  /// Forgets the oldest line: it was answered.
  func removeFront() {
    condition.lock()
    defer { condition.unlock() }
    head += 1
    if head >= window {
      queue.removeFirst(head)
      head = 0
    }
    condition.broadcast()
  }

  /// Sends the lines from the `offset`th waiting one on to `worker` (none when `nil`), and the
  /// lines read later: the first worker, or one that replaces a worker that died in the oldest
  /// line (offset 1).
  ///
  /// The lines waiting may be more than the pipe holds, and the worker reads more only as its
  /// answers are read, by the caller: they are written by a thread of their own (written by the
  /// caller, they deadlocked the two processes). This returns once the worker is the one lines
  /// go to, its lock held by that thread, so that no line read later overtakes them.
  func adopt(_ worker: WorkerProcess, from offset: Int?) {
    let adopted = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [self] in
      var tookOver = false
      worker.send { writer in
        condition.lock()
        current = worker
        let lines = offset.map { queue[min(head + $0, queue.count)...].compactMap { $0 } } ?? []
        condition.unlock()
        tookOver = true
        adopted.signal()
        lines.forEach { writer.frame("y", $0) }
      }
      // A worker whose requests were closed took nothing.
      if !tookOver { adopted.signal() }
    }
    adopted.wait()
  }
}
