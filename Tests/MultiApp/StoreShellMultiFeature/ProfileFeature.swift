import Composable
import StoreShellMultiClients
import StoreShellMultiModels

/// The state of the profile screen.
public struct ProfileState: Equatable {
  /// The profile loaded, if any.
  public var profile: Profile?
  /// Why the last load failed.
  public var error: LoadError?
  /// The client's token.
  public var clientToken: StoreShellMultiClients.Token?
  /// The models' token.
  public var modelToken: StoreShellMultiModels.Token?
  /// Amounts recorded.
  public var ledger = Ledger(count: 0)
  /// Whether a load is in flight.
  public var isLoading = false
  /// How many refreshes finished.
  public var refreshCount = 0

  /// The screen before anything loaded.
  public init() {}
}

/// What the profile screen does.
public enum ProfileAction: Equatable, Codable {
  /// Load the profile with an id.
  case load(id: Int)
  /// The client answered.
  case loaded(TaskResult<Profile>)
  /// Rename the account at an offset.
  case rename(account: Int, label: String)
  /// Add an account.
  case addAccount(Profile.Account)
  /// Set both tokens.
  case setTokens(StoreShellMultiClients.Token, StoreShellMultiModels.Token)
  /// Record an amount in the ledger.
  case record(Int)
  /// Refresh, in real time.
  case refresh
  /// The refresh finished.
  case refreshed
}

/// The profile screen's dependencies.
public struct ProfileEnvironment {
  /// Loads profiles.
  public var client: ProfileClient

  /// An environment from its client.
  public init(client: ProfileClient) { self.client = client }
}

/// The profile screen: loads a profile through a client of another module.
public enum ProfileFeature: ComposableFeature {
  public static var reducer: Reducer<ProfileState, ProfileAction, ProfileEnvironment> {
    Reducer { state, action, environment in
      switch action {
      case let .load(id):
        state.isLoading = true
        return .task { await .loaded(TaskResult { try await environment.client.load(id) }) }
      case let .loaded(.success(profile)):
        state.isLoading = false
        state.profile = profile
        state.error = nil
        return .none
      case let .loaded(.failure(error)):
        state.isLoading = false
        state.error = error as? LoadError
        return .none
      case let .rename(account, label):
        state.profile?.accounts[account].label = label
        return .none
      case let .addAccount(account):
        state.profile?.accounts.append(account)
        return .none
      case let .setTokens(client, model):
        state.clientToken = client
        state.modelToken = model
        return .none
      case let .record(amount):
        state.ledger.add(amount)
        return .none
      case .refresh:
        // Real time, not the scheduler's: the shell's `wait` lets it finish.
        return .task {
          try? await Task.sleep(nanoseconds: 100_000_000)
          return .refreshed
        }
      case .refreshed:
        state.refreshCount += 1
        return .none
      }
    }
  }

  public static func environment(_ context: FeatureContext) -> ProfileEnvironment {
    ProfileEnvironment(client: .mock)
  }

  public static func initialState(_ context: FeatureContext, _ environment: ProfileEnvironment)
    -> ProfileState
  {
    ProfileState()
  }
}
