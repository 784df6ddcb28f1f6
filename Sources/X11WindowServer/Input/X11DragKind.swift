internal import CX11
import Foundation
import CoreGraphics

/// What a button-1 drag becomes. As in the iOS Simulator, holding Alt (Option) turns the pointer into two fingers
/// mirrored about the window's centre (pinch and rotate); Alt with Shift moves both fingers together (two-finger pan).
enum X11DragKind: Equatable {
    case touch
    case pinch
    case parallel

    init(modifiers: UInt32) {
        if modifiers & UInt32(Mod1Mask) == 0 {
            self = .touch
        } else {
            self = modifiers & UInt32(ShiftMask) != 0 ? .parallel : .pinch
        }
    }

    /// The fingers' positions, in points, for a pointer at `pointer` that went down at `start`.
    func fingerPositions(pointer: CGPoint, start: CGPoint, center: CGPoint) -> [CGPoint] {
        switch self {
        case .touch:
            return [pointer]
        case .pinch:
            return [pointer, CGPoint(x: 2 * center.x - pointer.x, y: 2 * center.y - pointer.y)]
        case .parallel:
            let mirroredStart = CGPoint(x: 2 * center.x - start.x, y: 2 * center.y - start.y)
            return [pointer, CGPoint(x: mirroredStart.x + pointer.x - start.x, y: mirroredStart.y + pointer.y - start.y)]
        }
    }
}
