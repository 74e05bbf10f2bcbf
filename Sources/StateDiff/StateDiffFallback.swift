/// Thrown inside ``StateDiff`` when a value's shape has no faithful fast path: the diff is then
/// computed by custom-dump itself.
///
/// custom-dump keeps one object tracker for a whole diff: a class instance (or a
/// `_CustomDiffObject`) dumped once changes how later dumps print it and other instances of its
/// type (`#1 Model(…)`, `Model(↩︎)`). The fast path renders each part separately, so it steps
/// aside as soon as it would diff or print such a value.
struct StateDiffFallback: Error {
  /// Why the fast path stepped aside, for debugging.
  var reason: String
}
