@testable import UIKitCore
import Testing

/// `CAReplicatorLayer` colours its copies as Core Animation does: copy i multiplies what it draws by `instanceColor`
/// plus i times each component's offset, clamped to 0...1 (alpha included).
@MainActor @Suite struct ReplicatorColourTests {
    /// Five copies, 20 points apart, of a white square (top row) and a yellow one (bottom row), over grey.
    func render(_ configure: (CAReplicatorLayer) -> Void) -> CGImage? {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        configure(replicator)
        for (y, color) in [(0.0, CGColor.white), (20.0, CGColor(red: 1, green: 1, blue: 0, alpha: 1))] {
            let square = CALayer()
            square.frame = CGRect(x: 0, y: y, width: 16, height: 16)
            square.backgroundColor = color
            replicator.addSublayer(square)
        }
        root.addSublayer(replicator)
        let context = try! CGContext(pixelWidth: 100, pixelHeight: 40, flipped: true)
        root.render(in: context)
        return context.makeImage()
    }

    func rgb(_ r: Double, _ g: Double, _ b: Double) -> RGBA8 {
        RGBA8(r: Int(r * 255), g: Int(g * 255), b: Int(b * 255), a: 255)
    }

    @Test func instanceColourMultipliesAndOffsetsAccumulatePerCopy() {
        let image = render { replicator in
            replicator.instanceColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            replicator.instanceRedOffset = 0.25
            replicator.instanceGreenOffset = 0.125
            replicator.instanceBlueOffset = -0.25
        }
        for copy in 0..<5 {
            let i = Double(copy)
            let colour = (r: 0.25 * i, g: 0.5 + 0.125 * i, b: 1 - 0.25 * i)
            expectPixel(image, 8 + copy * 20, 8, rgb(colour.r, colour.g, colour.b), tolerance: 2,
                        name: "replicator-white-\(copy)")
            // Yellow (1, 1, 0) times the copy's colour: no blue at all.
            expectPixel(image, 8 + copy * 20, 28, rgb(colour.r, colour.g, 0), tolerance: 2,
                        name: "replicator-yellow-\(copy)")
        }
    }

    @Test func componentsAreClampedAndAlphaFadesTheCopies() {
        let image = render { replicator in
            replicator.instanceRedOffset = -0.6 // 1, 0.4, then clamped at 0
            replicator.instanceAlphaOffset = -0.3 // 1, 0.7, 0.4, 0.1, then clamped at 0: the last copy is gone
        }
        expectPixel(image, 8, 8, .white, tolerance: 2, name: "replicator-clamp-0")
        // Copy 1: (0.4, 1, 1) at alpha 0.7 over grey 0.5.
        expectPixel(image, 28, 8, rgb(0.4 * 0.7 + 0.15, 0.85, 0.85), tolerance: 2, name: "replicator-clamp-1")
        // Copy 2: (0, 1, 1) at alpha 0.4.
        expectPixel(image, 48, 8, rgb(0.3, 0.4 + 0.3, 0.7), tolerance: 2, name: "replicator-clamp-2")
        expectPixel(image, 88, 8, rgb(0.5, 0.5, 0.5), tolerance: 2, name: "replicator-clamp-4")
    }
}
