/// An action type and the shape of a text of it (the text's bytes with its literals' contents
/// left out): what `RenderCheckCache` and `DecodePlans`' text plans keep their answers by.
struct ShapeKey: Hashable {
  let type: ObjectIdentifier
  let shape: [UInt8]

  /// The shape's bytes hashed at once (the synthesized hash combines them one by one).
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    shape.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
