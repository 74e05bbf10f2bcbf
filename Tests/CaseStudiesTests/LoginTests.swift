import StoreShellCaseStudies
import Composable
import ConcurrencyExtras
import XCTest

@MainActor
final class LoginTests: XCTestCase {
  let mainQueue = DispatchQueue.test

  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func makeStore(initialState: LoginState = LoginState())
    -> TestStore<LoginState, LoginAction, LoginEnvironment>
  {
    TestStore(
      initialState: initialState,
      reducer: loginReducer,
      environment: LoginEnvironment(authenticationClient: .unimplemented)
    )
  }

  func testLoginWithoutTwoFactor() async {
    let store = makeStore()
    store.environment.authenticationClient.login = { email, password in
      XCTAssertEqual(email, "ana@example.com")
      XCTAssertEqual(password, "password")
      return AuthenticationResponse(token: "session", twoFactorRequired: false)
    }

    await store.send(.emailChanged("ana@example.com")) {
      $0.email = "ana@example.com"
    }
    await store.send(.passwordChanged("password")) {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.loginResponse(.success(AuthenticationResponse(token: "session", twoFactorRequired: false)))) {
      $0.isLoginRequestInFlight = false
      $0.sessionToken = "session"
    }
  }

  func testLoginFailure() async {
    let store = makeStore()
    store.environment.authenticationClient.login = { _, _ in
      throw AuthenticationError.invalidUserPassword
    }

    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.loginResponse(.failure(AuthenticationError.invalidUserPassword))) {
      $0.alert = AlertState(title: TextState("Unknown user or wrong password."))
      $0.isLoginRequestInFlight = false
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
  }

  func testLoginWithTwoFactor() async {
    let store = makeStore()
    store.environment.authenticationClient.login = { _, _ in
      AuthenticationResponse(token: "token", twoFactorRequired: true)
    }
    store.environment.authenticationClient.twoFactor = { code, token in
      XCTAssertEqual(code, "1234")
      XCTAssertEqual(token, "token")
      return AuthenticationResponse(token: "session", twoFactorRequired: false)
    }

    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.loginResponse(.success(AuthenticationResponse(token: "token", twoFactorRequired: true)))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactorState(token: "token")
    }
    await store.send(.twoFactor(.codeChanged("123"))) {
      $0.twoFactor?.code = "123"
    }
    await store.send(.twoFactor(.codeChanged("1234"))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.submitButtonTapped)) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(.twoFactor(.twoFactorResponse(.success(AuthenticationResponse(token: "session", twoFactorRequired: false))))) {
      $0.twoFactor = nil
      $0.sessionToken = "session"
    }
  }

  func testTwoFactorFailure() async {
    var state = LoginState()
    state.twoFactor = TwoFactorState(token: "token")
    let store = makeStore(initialState: state)
    store.environment.authenticationClient.twoFactor = { _, _ in
      throw AuthenticationError.invalidTwoFactor
    }

    await store.send(.twoFactor(.submitButtonTapped)) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(.twoFactor(.twoFactorResponse(.failure(AuthenticationError.invalidTwoFactor)))) {
      $0.twoFactor?.alert = AlertState(title: TextState("Wrong code."))
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.send(.twoFactor(.alertDismissed)) {
      $0.twoFactor?.alert = nil
    }
  }

  func testDismissingTwoFactorCancelsItsRequest() async {
    var state = LoginState()
    state.twoFactor = TwoFactorState(token: "token")
    let store = makeStore(initialState: state)
    let mainQueue = self.mainQueue
    store.environment.authenticationClient.twoFactor = { _, _ in
      try await mainQueue.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "session", twoFactorRequired: false)
    }

    await store.send(.twoFactor(.submitButtonTapped)) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.send(.twoFactorDismissed) {
      $0.twoFactor = nil
    }
    // The request was cancelled: its answer never arrives.
    await mainQueue.advance(by: .seconds(1))
  }

  func testLoginAgainCancelsTheFirstRequest() async {
    let store = makeStore()
    let mainQueue = self.mainQueue
    let calls = LockIsolated(0)
    store.environment.authenticationClient.login = { _, _ in
      let call = calls.withValue { calls -> Int in
        calls += 1
        return calls
      }
      try await mainQueue.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "session \(call)", twoFactorRequired: false)
    }

    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.send(.loginButtonTapped)
    await mainQueue.advance(by: .seconds(1))
    await store.receive(.loginResponse(.success(AuthenticationResponse(token: "session 2", twoFactorRequired: false)))) {
      $0.isLoginRequestInFlight = false
      $0.sessionToken = "session 2"
    }
  }
}
