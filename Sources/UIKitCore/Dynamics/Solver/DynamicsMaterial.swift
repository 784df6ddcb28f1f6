import Foundation

/// What a body is made of, as `UIDynamicItemBehavior` sets it; these are Apple's defaults.
struct DynamicsMaterial: Equatable {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true
}
