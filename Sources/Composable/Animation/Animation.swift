// Where SwiftUI exists, the animation parameters take SwiftUI's own `Animation`.
#if !canImport(SwiftUI)
  /// SwiftUI's `Animation` where SwiftUI does not exist (Linux): a value with the same static
  /// members and modifiers, so that reducers and views' code written for SwiftUI compile.
  ///
  /// Composable has no views, so nothing is animated: the APIs that take an animation
  /// (``Effect/animation(_:)``, ``Send/callAsFunction(_:animation:)``,
  /// ``ViewStore/send(_:animation:)``, `AlertState.Button.ButtonAction.send(_:animation:)`)
  /// accept it and do what they do without one. Two animations are equal when they were built
  /// the same way; ``description`` spells that way (`easeInOut(duration: 0.3).delay(1.0)`).
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation was built, as Swift code.
    public let description: String

    private init(_ description: String) { self.description = description }

    /// This animation with `modifier` applied (`delay(1.0)`).
    private func modified(_ modifier: String) -> Self { Self("\(description).\(modifier)") }

    /// The default animation.
    public static let `default` = Self("default")
    /// A linear animation of the default duration.
    public static let linear = Self("linear")
    /// An ease-in animation of the default duration.
    public static let easeIn = Self("easeIn")
    /// An ease-out animation of the default duration.
    public static let easeOut = Self("easeOut")
    /// An ease-in-out animation of the default duration.
    public static let easeInOut = Self("easeInOut")
    /// A spring with the default parameters.
    public static let spring = Self("spring")
    /// An interactive spring with the default parameters.
    public static let interactiveSpring = Self("interactiveSpring")
    /// A smooth spring with no bounce.
    public static let smooth = Self("smooth")
    /// A spring with a small bounce that feels snappy.
    public static let snappy = Self("snappy")
    /// A spring with a larger bounce.
    public static let bouncy = Self("bouncy")

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Self { Self("linear(duration: \(duration))") }
    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Self { Self("easeIn(duration: \(duration))") }
    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      Self("easeOut(duration: \(duration))")
    }
    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Self("easeInOut(duration: \(duration))")
    }

    /// An animation along a cubic Bézier timing curve.
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Self {
      Self("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    /// A spring animation.
    public static func spring(
      response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Self {
      Self(
        "spring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))")
    }

    /// A spring animation of a given duration and bounce.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
      -> Self
    {
      Self("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// A spring animation suited to interactive gestures.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Self {
      Self(
        "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))")
    }

    /// A spring animation from physical parameters.
    public static func interpolatingSpring(
      mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Self {
      Self(
        "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
          + "initialVelocity: \(initialVelocity))")
    }

    /// A spring animation from a duration and bounce, interpolating.
    public static func interpolatingSpring(
      duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Self {
      Self(
        "interpolatingSpring(duration: \(duration), bounce: \(bounce), "
          + "initialVelocity: \(initialVelocity))")
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Self { modified("delay(\(delay))") }
    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Self { modified("speed(\(speed))") }
    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      modified("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    /// This animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      modified("repeatForever(autoreverses: \(autoreverses))")
    }
  }
#endif
