import Foundation
import UIKitTestSupport

/// Where the apps are on the test servers: each app centres its 1000 x 640 window on a 1280 x 800 main screen.
enum AppTestSetup {
    static let windowOrigin = (x: 140, y: 80)

    /// A point of the window, in desktop pixels.
    static func desktop(_ x: Int, _ y: Int) -> (Int, Int) { (windowOrigin.x + x, windowOrigin.y + y) }

    /// Clicks a point of the window, as a person's mouse would.
    static func click(_ input: XTestInput, window x: Int, _ y: Int) {
        let (dx, dy) = desktop(x, y)
        input.click(at: dx, dy)
    }
}
