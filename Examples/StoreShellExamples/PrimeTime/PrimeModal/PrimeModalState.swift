/// The prime modal's state (seed 004): a tuple, a view into ``CounterViewState``.
///
/// A tuple is neither `Equatable` nor `Codable`; it is kept because the seed's tests build and
/// destructure it as a tuple (`var state = (count: 2, favoritePrimes: [3, 5])`). The modal runs
/// in a store only as part of ``CounterViewState`` or ``AppState``, which are both.
public typealias PrimeModalState = (count: Int, favoritePrimes: [Int])
