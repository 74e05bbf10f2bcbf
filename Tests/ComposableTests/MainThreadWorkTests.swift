import Composable
import Dispatch
import Foundation
import Testing

/// Main-thread work hosts are per thread: one a thread installed goes with the thread.
@Suite struct MainThreadWorkTests {
  private final class Host: MainThreadWorkHost {
    func schedule(
      at due: DispatchTime, every interval: UInt64?, _ action: @escaping () -> Void
    ) -> SchedulerCancellable { .empty }
  }

  private final class Probe: @unchecked Sendable {
    weak var host: Host?
  }

  @Test func aHostLeftInstalledOnAThreadThatEndsIsReleased() {
    let probe = Probe()
    let installed = DispatchSemaphore(value: 0)
    do {
      let host = Host()
      probe.host = host
      Thread { [host] in
        MainThreadWork.host = host
        #expect(MainThreadWork.host === host)
        installed.signal()
      }.start()
      installed.wait()
    }
    #expect(MainThreadWork.host == nil)
    // The thread's values are destroyed once it has ended.
    let deadline = DispatchTime.now() + .seconds(5)
    while probe.host != nil, DispatchTime.now() < deadline { usleep(1_000) }
    #expect(probe.host == nil)
  }
}
