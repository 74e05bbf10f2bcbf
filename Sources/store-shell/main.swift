import StoreShellDemo
import StoreShell

#if canImport(Glibc)
  import Glibc
#endif

// The demo: the seeds' features on the shell. `store-shell --help` lists them.
exit(StoreShell.run(features: DemoFeatures.commandLine()))
