// The 0.40 API stays beside the ReducerProtocol one, soft-deprecated as TCA 0.41-0.56 has it:
// deprecated on Apple platforms "in version 9999", which no compiler warns about, so that 0.40
// code keeps compiling without a warning while the documentation points to the new API. (On
// Linux the attributes name no platform the build is for, so they say nothing either.)

/// TCA 0.40's reducer under its old name, for source compatibility: `AnyReducer` since 0.41.
@available(
  iOS, deprecated: 9999,
  message: "'Reducer' has been deprecated in favor of 'ReducerProtocol'. Use 'AnyReducer' for a reducer of closures."
)
@available(
  macOS, deprecated: 9999,
  message: "'Reducer' has been deprecated in favor of 'ReducerProtocol'. Use 'AnyReducer' for a reducer of closures."
)
@available(
  tvOS, deprecated: 9999,
  message: "'Reducer' has been deprecated in favor of 'ReducerProtocol'. Use 'AnyReducer' for a reducer of closures."
)
@available(
  watchOS, deprecated: 9999,
  message: "'Reducer' has been deprecated in favor of 'ReducerProtocol'. Use 'AnyReducer' for a reducer of closures."
)
public typealias Reducer = AnyReducer
