import Dispatch
import Foundation

/// Takes over the work features schedule on `DispatchQueue.main` and `RunLoop.main` through the
/// ``Scheduler`` protocol (`.receive(on: DispatchQueue.main)`, `.delay(for: 0.8, scheduler:
/// DispatchQueue.main)`, `AnySchedulerOf<DispatchQueue>.main`), for a host whose own thread
/// owns the store but never drains the main queue or turns the main run loop: the shell, which
/// waits for input in its own loop (and whose process, with an async `main`, has the main queue
/// drained on another thread, racing with the store).
///
/// Written by hand: combine-schedulers and dispatch have no seam for this.
public protocol MainThreadWorkHost: AnyObject, Sendable {
  /// Runs `action` on the host's thread at `due` (then every `interval` nanoseconds, if given)
  /// of real time; the cancellable stops it.
  func schedule(
    at due: DispatchTime, every interval: UInt64?, _ action: @escaping () -> Void
  ) -> SchedulerCancellable
}

/// Where main-queue and main-run-loop work goes (see ``MainThreadWorkHost``).
public enum MainThreadWork {
  /// The host main-thread work scheduled on the calling thread goes to, if one is installed
  /// there; `nil` gives the work back to the queue and the run loop. Each thread has its own:
  /// a host takes the work of the store whose thread installed it, and no other thread's (tests
  /// running beside it, another store).
  public static var host: (any MainThreadWorkHost)? {
    get { pthread_getspecific(key).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue().host } }
    set {
      if let old = pthread_getspecific(key) { Unmanaged<Box>.fromOpaque(old).release() }
      let box = newValue.map { Unmanaged.passRetained(Box(host: $0)).toOpaque() }
      pthread_setspecific(key, box)
    }
  }

  private final class Box {
    let host: any MainThreadWorkHost
    init(host: any MainThreadWorkHost) { self.host = host }
  }

  // With a destructor: a thread that ends with a host installed releases it (the key's value
  // holds a retain of the host's box).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { value in
      // Optional on Linux, not on Apple platforms.
      guard let value = value as UnsafeMutableRawPointer? else { return }
      Unmanaged<Box>.fromOpaque(value).release()
    }
    return key
  }()

  /// Whether `scheduler` is `DispatchQueue.main` or `RunLoop.main` (erased or not) while a host
  /// takes their work: its work then runs in real time on the host's thread.
  public static func isHosted(_ scheduler: some Scheduler) -> Bool {
    host != nil && isMain(scheduler)
  }

  /// `DispatchQueue.main` or `RunLoop.main`, for descriptions: `nil` for other schedulers.
  static func mainName(_ scheduler: Any) -> String? {
    if let erased = scheduler as? any ErasedScheduler { return mainName(erased.base) }
    if let queue = scheduler as? DispatchQueue, isMainQueue(queue) { return "DispatchQueue.main" }
    if let loop = scheduler as? RunLoop, loop === RunLoop.main { return "RunLoop.main" }
    return nil
  }

  private static func isMain(_ scheduler: Any) -> Bool { mainName(scheduler) != nil }

  /// Whether `queue` is the main queue: `DispatchQueue.main` makes a new wrapper on each call,
  /// so identity does not tell.
  static func isMainQueue(_ queue: DispatchQueue) -> Bool {
    queue.getSpecific(key: mainQueueKey) == true
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The host for work on `queue`, when it is the main queue and a host is installed.
  static func host(for queue: DispatchQueue) -> (any MainThreadWorkHost)? {
    guard let host else { return nil }
    return isMainQueue(queue) ? host : nil
  }

  /// The host for work on `loop`, when it is the main run loop and a host is installed.
  static func host(for loop: RunLoop) -> (any MainThreadWorkHost)? {
    guard let host else { return nil }
    return loop === RunLoop.main ? host : nil
  }

  /// The dispatch time `date` stands for, on the uptime clock.
  static func dispatchTime(of date: Date) -> DispatchTime {
    let seconds = date.timeIntervalSinceNow
    let now = DispatchTime.now().uptimeNanoseconds
    guard seconds > 0 else { return DispatchTime(uptimeNanoseconds: now) }
    return DispatchTime(uptimeNanoseconds: now + UInt64(min(seconds, 1e9) * 1e9))
  }
}

/// A scheduler wrapping another (``AnyScheduler``), looked through to find the main queue.
protocol ErasedScheduler {
  var base: Any { get }
}

extension AnyScheduler: ErasedScheduler {}

/// `in 800ms on DispatchQueue.main (real time)` (`on DispatchQueue.main (real time)` for work
/// due at once): when work hosted on the main thread fires, as listings say it, the same on
/// every run: its whole interval, not what is left of it.
func describeHostedWork(on scheduler: some Scheduler, interval: Any?) -> String? {
  guard MainThreadWork.host != nil, let name = MainThreadWork.mainName(scheduler) else {
    return nil
  }
  guard let interval else { return "on \(name) (real time)" }
  return "in \(interval) on \(name) (real time)"
}
