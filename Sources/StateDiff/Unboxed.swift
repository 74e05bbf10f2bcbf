/// `value`, whose dynamic type is `T`, as a `T`: when it holds a `T` itself, without a runtime
/// cast (the types are compared, then the value reinterpreted); otherwise (an `Any` in an `Any`)
/// by `as!`. Returns no optional: in code generic over `T`, `T?` is a runtime metadata lookup.
func unboxed<T>(_ value: Any, as _: T.Type) -> T {
  func open<Value>(_ value: Value) -> T {
    Value.self == T.self ? unsafeBitCast(value, to: T.self) : value as! T
  }
  return _openExistential(value, do: open)
}
