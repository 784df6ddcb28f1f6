import Foundation
import UIKitTestSupport

/// Pixel checks against the live screen: waits until a point shows a colour (the app draws asynchronously), and on
/// failure leaves a PNG of the whole screen in /tmp for a person to look at.
enum PixelWait {
    @discardableResult
    static func until(_ display: String, _ x: Int, _ y: Int, _ colour: (Int, Int, Int), tolerance: Int = 6,
                      timeout: TimeInterval = 5, name: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var shot = try Screenshot.capture(display: display)
        while !shot.matches(x, y, colour, tolerance: tolerance) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.03)
            shot = try Screenshot.capture(display: display)
        }
        if shot.matches(x, y, colour, tolerance: tolerance) { return true }
        let path = "/tmp/app-test-\(name).png"
        try? shot.writePNG(to: path)
        print("\(name): (\(x), \(y)) is \(shot.rgb(x, y)), expected \(colour); screen written to \(path)")
        return false
    }
}
