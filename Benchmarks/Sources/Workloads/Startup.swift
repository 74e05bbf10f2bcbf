// Start-up: `store-shell` from exec to the end of an empty piped script (`store-shell <
// /dev/null`: it opens the demo game, reads end of input and exits; piped, it prints no
// prompt, so this bounds the time to the prompt from above), against exec of `/bin/true`.

let startupWorkloads: [Workload] = [
  Workload("start-true", ops: 1, iterations: 200) {
    {
      let run = runChild("/bin/true")
      precondition(run.status == 0)
      return run.peakResidentBytes.map { [.childPeakResident: $0] } ?? [:]
    }
  },
  Workload("start-store-shell", ops: 1, iterations: 100) {
    let binary = storeShellBinaryOrExit()
    return {
      let run = runChild(binary)
      precondition(run.status == 0, "store-shell < /dev/null exited with \(run.status)")
      return run.peakResidentBytes.map { [.childPeakResident: $0] } ?? [:]
    }
  },
]
