/// The name of a value function: which transform a `CAValueFunction` makes of an animation's values.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A rotation by one number, in radians, about the x, y or z axis.
    public static let rotateX = Self(rawValue: "rotateX")
    public static let rotateY = Self(rawValue: "rotateY")
    public static let rotateZ = Self(rawValue: "rotateZ")
    /// A scale by three numbers (x, y, z).
    public static let scale = Self(rawValue: "scale")
    /// A scale by one number along one axis.
    public static let scaleX = Self(rawValue: "scaleX")
    public static let scaleY = Self(rawValue: "scaleY")
    public static let scaleZ = Self(rawValue: "scaleZ")
    /// A translation by three numbers (x, y, z).
    public static let translate = Self(rawValue: "translate")
    /// A translation by one number along one axis.
    public static let translateX = Self(rawValue: "translateX")
    public static let translateY = Self(rawValue: "translateY")
    public static let translateZ = Self(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into the transform it animates: with
/// `valueFunction = CAValueFunction(name: .rotateZ)`, an animation of `transform` from 0 to `.pi` turns the layer
/// half a turn through every angle between (interpolating the matrices themselves would pass through a scale of
/// zero instead).
/// Immutable, so it may be shared between threads as Core Animation's is.
open class CAValueFunction: CustomStringConvertible, @unchecked Sendable {
    public let name: CAValueFunctionName

    /// Nil for a name that is not one of `CAValueFunctionName`'s (as Core Animation answers).
    public init?(name: CAValueFunctionName) {
        guard Self.arity(of: name) != nil else {
            CALog.error("CAValueFunction: unknown function name '\(name.rawValue)'")
            return nil
        }
        self.name = name
    }

    /// How many numbers the function takes: 1 or 3; nil for an unknown name.
    static func arity(of name: CAValueFunctionName) -> Int? {
        switch name {
        case .rotateX, .rotateY, .rotateZ, .scaleX, .scaleY, .scaleZ, .translateX, .translateY, .translateZ: 1
        case .scale, .translate: 3
        default: nil
        }
    }

    /// The input that gives the identity transform: what an animation's missing endpoint stands for (an animation
    /// with only `toValue` runs from no rotation, no translation, a scale of one).
    var identityInput: Any {
        let one: Double = name == .scale || name == .scaleX || name == .scaleY || name == .scaleZ ? 1 : 0
        return Self.arity(of: name) == 3 ? [one, one, one] as [Any] : one
    }

    /// The transform for an interpolated value: a number, or an array of three numbers for `scale` and
    /// `translate` (a single number there applies to every axis). Nil when the value is neither or not finite.
    func transform(for value: Any) -> CATransform3D? {
        let numbers: [Double]
        if let number = AnimationValue.number(value) {
            numbers = [number, number, number]
        } else if let array = value as? [Any] {
            let converted = array.compactMap(AnimationValue.number)
            guard converted.count == array.count, !converted.isEmpty else { return nil }
            numbers = converted.count >= 3 ? Array(converted.prefix(3)) : [converted[0], converted[0], converted[0]]
        } else {
            return nil
        }
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        let (x, y, z) = (CGFloat(numbers[0]), CGFloat(numbers[1]), CGFloat(numbers[2]))
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, y, z)
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(x, y, z)
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, x)
        default: return nil
        }
    }

    open var description: String { "<CAValueFunction \(name.rawValue)>" }
}
