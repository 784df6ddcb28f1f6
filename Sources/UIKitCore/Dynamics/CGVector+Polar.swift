import CoreGraphics
import Foundation

/// A direction given as an angle and a length, which gravity and push behaviours offer beside their vector.
extension CGVector {
    /// The vector's angle in radians (0 is +x, π/2 straight down in UIKit's coordinates).
    var polarAngle: CGFloat { atan2(dy, dx) }

    var length: CGFloat { (dx * dx + dy * dy).squareRoot() }

    init(polarAngle angle: CGFloat, length: CGFloat) {
        self.init(dx: cos(angle) * length, dy: sin(angle) * length)
    }
}
