import QuartzCore

extension UIView {
    /// Options of the block-based animation methods (UIKit's bit values).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
        public static let allowAnimatedContent = Self(rawValue: 1 << 7)
        public static let showHideTransitionViews = Self(rawValue: 1 << 8)
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

        public static let curveEaseInOut = Self(rawValue: 0 << 16)
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        public static let curveLinear = Self(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
        public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
        public static let transitionCurlUp = Self(rawValue: 3 << 20)
        public static let transitionCurlDown = Self(rawValue: 4 << 20)
        public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
        public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

        public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

        /// The curve bits (16...19) as a curve.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition bits (20...23): 0 for none.
        var transitionIndex: UInt { (rawValue >> 20) & 0xF }
    }

    /// The timing curve of a view animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of `animateKeyframes`: the animation options' low bits plus a calculation mode (bits 10...12).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = Self(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction = Self(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = Self(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let `repeat` = Self(rawValue: AnimationOptions.repeat.rawValue)
        public static let autoreverse = Self(rawValue: AnimationOptions.autoreverse.rawValue)
        public static let overrideInheritedDuration = Self(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        public static let overrideInheritedOptions = Self(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        public static let calculationModeLinear = Self(rawValue: 0 << 10)
        public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
        public static let calculationModePaced = Self(rawValue: 2 << 10)
        public static let calculationModeCubic = Self(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

        var calculationMode: CAKeyframeAnimation.CalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// The begin/commit API's transitions.
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }
}
