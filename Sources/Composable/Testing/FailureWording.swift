/// Whose words a test store's failures use: those of TCA 0.40 for a 0.40 feature, of 0.56 for a
/// ``ReducerProtocol`` one (they differ in a few sentences: "clock/scheduler" where 0.40 says
/// "scheduler", and the list of unhandled actions at the end of a test).
enum FailureWording {
  case tca040
  case tca056
}
