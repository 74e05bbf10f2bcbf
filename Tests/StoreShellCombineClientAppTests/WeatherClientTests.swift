// The client's tests as its authors wrote them (Swift 5 mode, `import Combine`), unchanged on
// Linux.
import Combine
import ComposableArchitecture
import XCTest

@testable import StoreShellCombineClientApp

final class WeatherClientTests: XCTestCase {
  func testImmediateForecast() {
    let client = WeatherClient.immediate(["Lisbon": 21])
    var forecasts: [Forecast] = []
    var failures: [WeatherError] = []
    let cancellable = client.forecast("Lisbon")
      .append(client.forecast("Atlantis"))
      .sink(
        receiveCompletion: { completion in
          if case let .failure(error) = completion { failures.append(error) }
        },
        receiveValue: { forecasts.append($0) }
      )
    XCTAssertEqual(forecasts, [Forecast(city: "Lisbon", degrees: 21)])
    XCTAssertEqual(failures, [.unknownCity("Atlantis")])
    cancellable.cancel()
  }

  func testTableForecastArrivesOnTheMainQueue() {
    let client = WeatherClient.table(["Oslo": -3])
    let delivered = expectation(description: "forecast")
    let cancellable = client.forecast("Oslo")
      .sink(
        receiveCompletion: { _ in },
        receiveValue: { forecast in
          XCTAssertTrue(Thread.isMainThread)
          XCTAssertEqual(forecast, Forecast(city: "Oslo", degrees: -3))
          delivered.fulfill()
        }
      )
    wait(for: [delivered], timeout: 5)
    cancellable.cancel()
  }

  func testUpdatesThroughASubject() {
    let subject = PassthroughSubject<Forecast, Never>()
    let client = WeatherClient(
      forecast: { _ in Empty().eraseToAnyPublisher() },
      updates: { subject.eraseToAnyPublisher() }
    )
    var cities: [String] = []
    let cancellable = client.updates().map(\.city).sink { cities.append($0) }
    subject.send(Forecast(city: "Rome", degrees: 25))
    subject.send(Forecast(city: "Kyiv", degrees: 12))
    cancellable.cancel()
    subject.send(Forecast(city: "Nuuk", degrees: 1))
    XCTAssertEqual(cities, ["Rome", "Kyiv"])
  }

  func testTableUpdatesInOrder() {
    var batches: [[String]] = []
    _ = WeatherClient.table(["B": 2, "A": 1]).updates().map(\.city).collect()
      .sink { batches.append($0) }
    XCTAssertEqual(batches, [["A", "B"]])
  }
}
