/// A transition between a layer's old and new appearance: fade, push, move in or reveal, from a side.
@MainActor open class CATransition: CAAnimation {
    public struct TransitionType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fade = Self(rawValue: "fade")
        public static let moveIn = Self(rawValue: "moveIn")
        public static let push = Self(rawValue: "push")
        public static let reveal = Self(rawValue: "reveal")
        /// A turn about the vertical axis (UIKit's flip transitions), drawn without depth.
        package static let flip = Self(rawValue: "flip")
    }

    public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fromRight = Self(rawValue: "fromRight")
        public static let fromLeft = Self(rawValue: "fromLeft")
        public static let fromTop = Self(rawValue: "fromTop")
        public static let fromBottom = Self(rawValue: "fromBottom")
    }

    public var type: TransitionType = .fade
    public var subtype: TransitionSubtype?
    public var startProgress: Float = 0
    public var endProgress: Float = 1

    /// The layer's render node from before the transition was added (set on the added copy).
    var oldAppearance: RenderLayer?
    /// The identity of the node holding both appearances, and those given to the old appearance's nodes.
    let containerID = CALayer.makeLayerID()
    var renumbering: [UInt64: UInt64] = [:]

    open override func copy() -> CAAnimation {
        let copy = super.copy() as! CATransition
        copy.type = type; copy.subtype = subtype
        copy.startProgress = startProgress; copy.endProgress = endProgress
        return copy
    }

    /// The transition's progress (0 = old appearance, 1 = new) at parent time `time`, or nil when inactive.
    func transitionProgress(atParentTime time: CFTimeInterval) -> Double? {
        guard let progress = progress(atParentTime: time) else { return nil }
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * progress.fraction
    }

    /// Where the old and new appearances sit at `progress`, as offsets in units of the layer's size and
    /// opacities: what a renderer needs to draw the transition.
    public static func placement(type: TransitionType, subtype: TransitionSubtype?, progress p: Double)
        -> (oldOffset: CGPoint, oldOpacity: Double, newOffset: CGPoint, newOpacity: Double) {
        // The direction the new content comes from.
        let from: CGPoint
        switch subtype {
        case .fromLeft: from = CGPoint(x: -1, y: 0)
        case .fromTop: from = CGPoint(x: 0, y: -1)
        case .fromBottom: from = CGPoint(x: 0, y: 1)
        default: from = CGPoint(x: 1, y: 0)
        }
        let incoming = CGPoint(x: from.x * (1 - p), y: from.y * (1 - p))
        let outgoing = CGPoint(x: -from.x * p, y: -from.y * p)
        switch type {
        case .push: return (outgoing, 1, incoming, 1)
        case .moveIn: return (.zero, 1, incoming, 1)
        case .reveal: return (outgoing, 1, .zero, 1)
        default: return (.zero, 1 - p, .zero, p)
        }
    }
}
