import Foundation
import CoreGraphics

/// A touchpad gesture (XI 2.4 pinch or swipe) shown to UIKit as fingers on the window: a pinch as two fingers about
/// the pointer whose distance follows the gesture's scale and whose line turns with its angle, a swipe as its
/// fingers moving together. Pinch, rotation and pan recognizers then see what they would see from a touch screen.
struct X11GestureFingers {
    enum Kind: Equatable { case pinch, swipe }

    let kind: Kind
    let window: UInt
    let sourceID: Int32
    let ids: [Int]
    /// Where the gesture began, in points.
    let origin: CGPoint
    /// The fingers' common movement so far, in points.
    var translation = CGVector.zero
    /// The pinch's scale relative to its beginning (XI reports it absolute).
    var scale: CGFloat = 1
    /// The pinch's rotation so far, in radians, clockwise on screen.
    var angle: CGFloat = 0

    /// Half the distance between a pinch's two fingers at scale 1, and the spacing of a swipe's fingers, in points:
    /// small, so that the fingers stay on the view under the pointer.
    static let spread: CGFloat = 20

    var positions: [CGPoint] {
        let center = CGPoint(x: origin.x + translation.dx, y: origin.y + translation.dy)
        switch kind {
        case .pinch:
            let dx = cos(angle) * Self.spread * scale, dy = sin(angle) * Self.spread * scale
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        case .swipe:
            let first = center.x - Self.spread * CGFloat(ids.count - 1) / 2
            return ids.indices.map { CGPoint(x: first + Self.spread * CGFloat($0), y: center.y) }
        }
    }
}
