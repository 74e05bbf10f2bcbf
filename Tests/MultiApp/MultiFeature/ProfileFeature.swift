import Composable
import MultiClients
import MultiModels

/// The state of the profile screen.
public struct ProfileState: Equatable {
  public var profile: Profile?
  public var error: LoadError?
  public var clientToken: MultiClients.Token?
  public var modelToken: MultiModels.Token?
  public var ledger = Ledger(count: 0)
  public var isLoading = false
  public var refreshCount = 0

  public init() {}
}

/// What the profile screen does.
public enum ProfileAction: Equatable, Codable {
  case load(id: Int)
  case loaded(TaskResult<Profile>)
  case rename(account: Int, label: String)
  case addAccount(Profile.Account)
  case setTokens(MultiClients.Token, MultiModels.Token)
  case record(Int)
  case refresh
  case refreshed
}

/// The profile screen's dependencies.
public struct ProfileEnvironment {
  public var client: ProfileClient

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
