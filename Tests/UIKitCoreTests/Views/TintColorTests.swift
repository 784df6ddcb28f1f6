import Testing
@testable import UIKitCore
@testable import CoreGraphics

/// A view's tint is its own or its superview's; changing it tells the view and every subview that inherits it
/// (`tintColorDidChange`), and not those with a tint of their own.
@MainActor struct TintColorTests {
    final class Listening: UIView {
        var heard = 0
        override func tintColorDidChange() { heard += 1 }
    }

    @Test func aTintChangeReachesTheSubviewsThatInheritIt() {
        let root = Listening(), child = Listening(), grandchild = Listening(), own = Listening(), underOwn = Listening()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .systemRed
        #expect(own.heard == 1 && underOwn.heard == 1)
        root.tintColor = .systemPurple
        #expect(root.heard == 1 && child.heard == 1 && grandchild.heard == 1)
        #expect(own.heard == 1 && underOwn.heard == 1, "a view with its own tint keeps it, and so do its subviews")
        #expect(grandchild.tintColor == .systemPurple && underOwn.tintColor == .systemRed)
    }

    @Test func aSwitchOutlinesItsOffTrackOnlyInItsOwnTint() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        window.addSubview(toggle)
        func edgePixel() throws -> RGBA8 {
            let image = try #require(UIGraphicsImageRenderer(bounds: toggle.bounds).image { context in
                toggle.layer.render(in: context.cgContext)
            }.cgImage)
            return image.pixel(1, Int(toggle.bounds.midY))
        }
        let inherited = try edgePixel()
        #expect(!(inherited.b > inherited.r + 40), "the window's blue accent does not outline an off switch")
        toggle.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let own = try edgePixel()
        #expect(own.r > own.b + 40, "a tint set on the switch outlines it")
    }
}
