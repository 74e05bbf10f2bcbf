/// A weak reference held as a value, for closures that must not keep an object alive.
///
/// A closure reads a captured `WeakReference` as it reads any constant; a `[weak object]`
/// capture is kept in a mutable box instead, and each read of it is checked for exclusive
/// access at run time (~75 instructions: on every value a timer delivers to its store).
@usableFromInline
struct WeakReference<Object: AnyObject> {
  /// The object, while something else keeps it alive.
  @usableFromInline weak var object: Object?

  @inlinable
  init(_ object: Object) { self.object = object }
}
