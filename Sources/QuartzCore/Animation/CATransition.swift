/// A transition between a layer's old and new appearance: fade, push, move in or reveal, from a side.
@preconcurrency @MainActor open class CATransition: CAAnimation {
    public struct TransitionType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fade = Self(rawValue: "fade")
        public static let moveIn = Self(rawValue: "moveIn")
        public static let push = Self(rawValue: "push")
        public static let reveal = Self(rawValue: "reveal")
        /// A turn in depth, seen with perspective (UIKit's flip transitions): about the vertical axis from the left
        /// or right, about the horizontal one from the top or bottom.
        package static let flip = Self(rawValue: "flip")
        /// The old content lifting away from its bottom edge, revealing the new (UIKit's curl up).
        package static let pageCurl = Self(rawValue: "pageCurl")
        /// The new content laid down over the old from the top edge (UIKit's curl down).
        package static let pageUnCurl = Self(rawValue: "pageUnCurl")
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

    /// The layer's render node from before the transition was added (set on the added copy): what was on screen,
    /// a still of the transition this one replaced if one was running.
    var oldAppearance: RenderLayer?
    /// The layer's own node from before the transition was added, without any transition drawn around it.
    var plainOldAppearance: RenderLayer?
    /// The identities of the node holding both appearances, of the old appearance's root, of the clip around a
    /// curling page and of the page's back; and those given to the old appearance's other nodes.
    let containerID = CALayer.makeLayerID()
    let oldPartID = CALayer.makeLayerID()
    let pageClipID = CALayer.makeLayerID()
    let pageBackID = CALayer.makeLayerID()
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

    /// How a flip shows at `progress` (0...1) for a layer of `size`: which side faces the viewer and its matrix about
    /// the layer's centre. The old side turns from 0 to 90° in the first half, edge-on at the middle, and the new
    /// side turns on from -90° to 0 in the second, so the back of neither is ever seen. From the left (right), the
    /// left (right) edge comes toward the viewer and the turn is about the vertical axis; from the top (bottom), the
    /// top (bottom) edge comes forward about the horizontal axis. The eye sits twice the turned extent away.
    package static func flip(subtype: TransitionSubtype?, progress p: Double, size: CGSize)
        -> (showsNew: Bool, transform: CATransform3D) {
        let p = min(max(p, 0), 1)
        let showsNew = p >= 0.5
        let turn = (showsNew ? p - 1 : p) * Double.pi
        let rotation: CATransform3D
        let extent: Double
        // With y pointing down and z toward the viewer, a positive turn about y brings the left edge forward and a
        // negative turn about x brings the top edge forward.
        switch subtype {
        case .fromRight: rotation = CATransform3DMakeRotation(-turn, 0, 1, 0); extent = size.width
        case .fromTop: rotation = CATransform3DMakeRotation(-turn, 1, 0, 0); extent = size.height
        case .fromBottom: rotation = CATransform3DMakeRotation(turn, 1, 0, 0); extent = size.height
        default: rotation = CATransform3DMakeRotation(turn, 0, 1, 0); extent = size.width
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(2 * extent, 1)
        return (showsNew, CATransform3DConcat(rotation, perspective))
    }

    /// For a page curl at `progress`: whether the curling page is the new appearance (curl down lays it over the
    /// old) rather than the old one (curl up lifts it off the new), and the fraction of the page's height, from its
    /// top, that still lies flat. The rest is folded back over the flat part along a horizontal line.
    package static func curl(type: TransitionType, progress p: Double) -> (pageIsNew: Bool, flatFraction: Double) {
        let p = min(max(p, 0), 1)
        return type == .pageUnCurl ? (true, p) : (false, 1 - p)
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
