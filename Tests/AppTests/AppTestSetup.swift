import Foundation
import UIKitTestSupport

/// Where the apps are on the test servers: each app centres its 1000 x 640 window on a 1280 x 800 main screen.
enum AppTestSetup {
    static let windowOrigin = (x: 140, y: 80)

    /// A point of the window, in desktop pixels.
    static func desktop(_ x: Int, _ y: Int) -> (Int, Int) { (windowOrigin.x + x, windowOrigin.y + y) }

    /// X input reaches UIKit once the XInput2 work (Sources/X11WindowServer/Input) is in; until then the tests that
    /// click and drag through XTest are disabled by this condition rather than failing.
    static let xInputReachesUIKit = ProcessInfo.processInfo.environment["APP_TESTS_WITH_X_INPUT"] == "1"

    /// Clicks a point of the window, as a person's mouse would.
    static func click(_ input: XTestInput, window x: Int, _ y: Int) {
        let (dx, dy) = desktop(x, y)
        input.click(at: dx, dy)
    }
}
