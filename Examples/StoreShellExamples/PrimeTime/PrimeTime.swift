/// The PrimeTime app of seed 004 (Point-Free): a counter that asks for the nth prime, a modal
/// that saves the count to the favourite primes, and the favourite primes saved to and loaded
/// from a file.
///
/// In the seed each part is a module; here they share this module with seed 002's game, whose
/// `CounterAction`, `CounterEnvironment` and `counterReducer` would collide with the PrimeTime
/// counter's. So the PrimeTime counter's own declarations live in this namespace, standing for
/// the seed's `Counter` module: `PrimeTime.CounterAction`, `PrimeTime.counterReducer`,
/// `PrimeTime.nthPrime` (the seed's `Counter.nthPrime`). Everything else keeps its seed name
/// at the top level: `CounterViewState`, `counterViewReducer`, `PrimeModalAction`,
/// `primeModalReducer`, `FavoritePrimesAction`, `favoritePrimesReducer`, `FileClient`,
/// `AppState`, `AppAction`, `AppEnvironment`, `appReducer`, `logging`, `activityFeed`.
public enum PrimeTime {}
