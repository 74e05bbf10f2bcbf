// Exported by store-shell (export test): 13 steps on LoginFeature.
import Composable
import XCTest

@testable import StoreShellCaseStudies

final class LoginFlowSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(LoginFeature.self, context: .test(scheduler: scheduler))

    await store.send(.emailChanged("blob@example.com")) { $0.email = "blob@example.com" }
    await store.send(.passwordChanged("wrong")) {
      $0.password = "wrong"
      $0.isFormValid = true
    }
    await store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.loginResponse(.failure(AuthenticationError.invalidUserPassword))) {
      $0.isLoginRequestInFlight = false
      $0.alert = AlertState(title: TextState("Unknown user or wrong password."))
    }
    await store.send(.alertDismissed) { $0.alert = nil }
    await store.send(.emailChanged("blob+2fa@example.com")) { $0.email = "blob+2fa@example.com" }
    await store.send(.passwordChanged("password")) { $0.password = "password" }
    await store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    await scheduler.advance(by: .seconds(1))
    await store.receive(
      .loginResponse(.success(AuthenticationResponse(token: "token", twoFactorRequired: true)))
    ) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactorState(
        token: "token",
        code: "",
        isFormValid: false,
        isTwoFactorRequestInFlight: false,
        alert: nil
      )
    }
    await store.send(.twoFactor(.codeChanged("1234"))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.submitButtonTapped)) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(
      .twoFactor(
        .twoFactorResponse(
          .success(AuthenticationResponse(token: "session", twoFactorRequired: false))
        )
      )
    ) {
      $0.twoFactor = nil
      $0.sessionToken = "session"
    }
    await store.send(.loginResponse(.failure(TaskFailure("network down")))) {
      $0.alert = AlertState(title: TextState("network down"))
    }
  }
}
