// Exported by store-shell (export test): 5 steps on ProfileFeature.
import Composable
import StoreShellMultiClients
import StoreShellMultiFeature
import StoreShellMultiModels
import XCTest

final class ProfileSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async throws {
    let scheduler = DispatchQueue.test
    let store = TestStore(ProfileFeature.self, context: .test(scheduler: scheduler))

    await store.send(.load(id: 1)) { $0.isLoading = true }
    await store.receive(
      .loaded(
        .success(
          try Profile(
            name: "Blob",
            brand: Brand("Acme"),
            accounts: [Profile.Account(label: "Main", id: 1, balance: 0)]
          )
        )
      )
    ) {
      $0.profile = try Profile(
        name: "Blob",
        brand: Brand("Acme"),
        accounts: [Profile.Account(label: "Main", id: 1, balance: 0)]
      )
      $0.isLoading = false
    }
    await store.send(.rename(account: 0, label: "Daily")) {
      $0.profile?.accounts[0].label = "Daily"
    }
    await store.send(.addAccount(Profile.Account(label: "Savings", id: 2, balance: 5))) {
      $0.profile?.accounts.append(Profile.Account(label: "Savings", id: 2, balance: 5))
    }
    await store.send(
      .setTokens(StoreShellMultiClients.Token(3), StoreShellMultiModels.Token(value: "abc"))
    ) {
      $0.clientToken = StoreShellMultiClients.Token(3)
      $0.modelToken = StoreShellMultiModels.Token(value: "abc")
    }
    await store.send(.load(id: 7)) { $0.isLoading = true }
    await store.receive(.loaded(.failure(LoadError.notFound(id: 7)))) {
      $0.error = .notFound(id: 7)
      $0.isLoading = false
    }
  }
}
