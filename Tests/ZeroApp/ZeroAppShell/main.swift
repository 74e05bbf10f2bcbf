import StoreShell
import ZeroAppFeatures

// The app on the shell: the one line a ReducerProtocol app writes (Swift 5 mode).
try await StoreShell.main(initialState: AppFeature.State()) { AppFeature() }
