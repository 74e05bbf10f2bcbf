// A client of the TCA 0.40 years, written against Combine as such apps wrote them (an
// `AnyPublisher` endpoint built from `Just`, `Fail`, `Future` and `Deferred`, delivered with
// `receive(on:)`); compiled unchanged on Linux, where `import Combine` finds store-shell's
// Combine module and Combine's names come from OpenCombine.
import Combine
import ComposableArchitecture
import Foundation

/// The forecast for a city.
public struct Forecast: Equatable {
  public var city: String
  public var degrees: Int

  public init(city: String, degrees: Int) {
    self.city = city
    self.degrees = degrees
  }
}

/// Looks up forecasts.
public struct WeatherClient {
  /// The forecast for `city`, or `WeatherError.unknownCity`.
  public var forecast: (_ city: String) -> AnyPublisher<Forecast, WeatherError>
  /// Forecasts as a server pushes them.
  public var updates: () -> AnyPublisher<Forecast, Never>

  public init(
    forecast: @escaping (_ city: String) -> AnyPublisher<Forecast, WeatherError>,
    updates: @escaping () -> AnyPublisher<Forecast, Never>
  ) {
    self.forecast = forecast
    self.updates = updates
  }
}

/// Why a forecast could not be had.
public enum WeatherError: Error, Equatable {
  case unknownCity(String)
}

extension WeatherClient {
  /// Forecasts from a table, computed on a background queue and delivered on `queue`.
  public static func table(
    _ degrees: [String: Int], deliveringOn queue: DispatchQueue = .main
  ) -> Self {
    Self(
      forecast: { city in
        Deferred {
          Future<Forecast, WeatherError> { promise in
            DispatchQueue.global().async {
              if let value = degrees[city] {
                promise(.success(Forecast(city: city, degrees: value)))
              } else {
                promise(.failure(.unknownCity(city)))
              }
            }
          }
        }
        .receive(on: queue)
        .eraseToAnyPublisher()
      },
      updates: {
        degrees.sorted { $0.key < $1.key }.publisher
          .map { Forecast(city: $0.key, degrees: $0.value) }
          .eraseToAnyPublisher()
      }
    )
  }

  /// A client that answers at once: `Just` a forecast for known cities, `Fail` for the rest.
  public static func immediate(_ degrees: [String: Int]) -> Self {
    Self(
      forecast: { city in
        guard let value = degrees[city] else {
          return Fail(error: .unknownCity(city)).eraseToAnyPublisher()
        }
        return Just(Forecast(city: city, degrees: value))
          .setFailureType(to: WeatherError.self)
          .eraseToAnyPublisher()
      },
      updates: { Empty().eraseToAnyPublisher() }
    )
  }
}
