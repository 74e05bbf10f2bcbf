// A feature over the Combine client as TCA 0.40 apps wrote one (Swift 5 mode): the client's
// publishers become effects with `catchToEffect`, `eraseToEffect` and `Effect(publisher)`.
import Combine
import ComposableArchitecture
import XCTest

@testable import StoreShellCombineClientApp

private struct WeatherState: Equatable {
  var forecast: Forecast?
  var error: WeatherError?
  var updates: [String] = []
}

private enum WeatherAction: Equatable {
  case fetch(String)
  case forecastResponse(Result<Forecast, WeatherError>)
  case startUpdates
  case stopUpdates
  case updated(Forecast)
}

private struct WeatherEnvironment {
  var weather: WeatherClient
}

private enum UpdatesID {}

private let weatherReducer = Reducer<WeatherState, WeatherAction, WeatherEnvironment> {
  state, action, environment in
  switch action {
  case let .fetch(city):
    return environment.weather.forecast(city).catchToEffect(WeatherAction.forecastResponse)

  case let .forecastResponse(.success(forecast)):
    state.forecast = forecast
    state.error = nil
    return .none

  case let .forecastResponse(.failure(error)):
    state.error = error
    return .none

  case .startUpdates:
    return Effect(environment.weather.updates())
      .map(WeatherAction.updated)
      .cancellable(id: UpdatesID.self)

  case .stopUpdates:
    return .cancel(id: UpdatesID.self)

  case let .updated(forecast):
    state.updates.append(forecast.city)
    return .none
  }
}

final class PublisherEffectsTests: XCTestCase {
  func testCatchToEffectTurnsAPublishersValueAndFailureIntoActions() {
    let store = TestStore(
      initialState: WeatherState(),
      reducer: weatherReducer,
      environment: WeatherEnvironment(weather: .immediate(["Lisbon": 21]))
    )
    store.send(.fetch("Lisbon"))
    store.receive(.forecastResponse(.success(Forecast(city: "Lisbon", degrees: 21)))) {
      $0.forecast = Forecast(city: "Lisbon", degrees: 21)
    }
    store.send(.fetch("Atlantis"))
    store.receive(.forecastResponse(.failure(.unknownCity("Atlantis")))) {
      $0.error = .unknownCity("Atlantis")
    }
  }

  func testAnEffectOfASubjectDeliversUntilCancelled() {
    let subject = PassthroughSubject<Forecast, Never>()
    let store = TestStore(
      initialState: WeatherState(),
      reducer: weatherReducer,
      environment: WeatherEnvironment(
        weather: WeatherClient(
          forecast: { _ in Empty().eraseToAnyPublisher() },
          updates: { subject.eraseToAnyPublisher() }
        )
      )
    )
    store.send(.startUpdates)
    subject.send(Forecast(city: "Rome", degrees: 25))
    store.receive(.updated(Forecast(city: "Rome", degrees: 25))) { $0.updates = ["Rome"] }
    subject.send(Forecast(city: "Kyiv", degrees: 12))
    store.receive(.updated(Forecast(city: "Kyiv", degrees: 12))) { $0.updates = ["Rome", "Kyiv"] }
    store.send(.stopUpdates)
    subject.send(Forecast(city: "Nuuk", degrees: 1))
  }

  func testEraseToEffectMergeAndFireAndForgetOfAPublisher() {
    var cities: [String] = []
    var cancellables = Set<AnyCancellable>()
    ["Oslo", "Rome"].publisher
      .eraseToEffect { $0.uppercased() }
      .sink { cities.append($0) }
      .store(in: &cancellables)
    XCTAssertEqual(cities, ["OSLO", "ROME"])

    var merged: [String] = []
    Effect<String, Never>(value: "Oslo")
      .merge(with: Just("Rome"))
      .sink { merged.append($0) }
      .store(in: &cancellables)
    XCTAssertEqual(merged.sorted(), ["Oslo", "Rome"])

    var completed = false
    Just(1).fireAndForget()
      .sink(receiveCompletion: { _ in completed = true }, receiveValue: { (_: Never) in })
      .store(in: &cancellables)
    XCTAssertTrue(completed)
  }
}
