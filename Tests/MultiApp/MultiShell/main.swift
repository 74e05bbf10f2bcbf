import StoreShellMultiFeature
import StoreShell

#if canImport(Glibc)
  import Glibc
#endif

// The multi-module app on the shell, as its users would run it (Swift 5 mode).
exit(StoreShell.run(features: [AnyShellFeature(ProfileFeature.self)]))
