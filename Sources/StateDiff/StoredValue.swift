/// Reads a value where it is stored in a struct's storage, without copying it out first.
///
/// In code generic over the value's type, `pointer.pointee == other.pointee` (or
/// `pointer.pointee.isEmpty`) copies each value into a temporary before the call: a value-witness
/// copy that retains every reference the value holds, and a destroy that releases them after. A
/// diff compares the root state and every field this way each step. Handed to a function as
/// `inout`, the value is read at its address, as the callee's own argument.
///
/// Nothing here writes: `inout` is only how Swift passes a stored value by address (the storage
/// may be a borrowed value's, from `withUnsafeBytes(of:)`, which must not be written).
enum StoredValue {
  /// `body` run on the `Value` stored at `storage`, read in place.
  static func read<Value, Result>(
    _ storage: UnsafeRawPointer, as _: Value.Type, _ body: (inout Value) -> Result
  ) -> Result {
    body(&UnsafeMutablePointer(mutating: storage.assumingMemoryBound(to: Value.self)).pointee)
  }

  /// `==` of the two `Value`s stored at `lhs` and `rhs`, read in place.
  static func areEqual<Value: Equatable>(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, as _: Value.Type
  ) -> Bool {
    func areEqual(_ lhs: inout Value, _ rhs: inout Value) -> Bool { lhs == rhs }
    return areEqual(
      &UnsafeMutablePointer(mutating: lhs.assumingMemoryBound(to: Value.self)).pointee,
      &UnsafeMutablePointer(mutating: rhs.assumingMemoryBound(to: Value.self)).pointee)
  }
}
