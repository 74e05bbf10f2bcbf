/// The store of a reducer `R`: `StoreOf<Feature>`.
public typealias StoreOf<R: ReducerProtocol> = Store<R.State, R.Action>
