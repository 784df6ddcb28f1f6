import Testing
import UIKit
import X11WindowServer
import UIKitTestSupport
import GoldenScenes

/// Backdrop layers (UIVisualEffectView's blur) through the X11 compositor: averaged down on the server by X Render's
/// convolution filter, blurred and saturated small on the client, read back equal to the reference renderer within the differential tolerance, kept while
/// nothing behind them changes and blurred anew when something does.
@MainActor @Suite(.serialized) struct BackdropXvfbTests {
    /// Stripes, a view in front of a full-width blur, and one behind it.
    static func scene() -> (root: CALayer, behind: CALayer, blur: UIVisualEffectView, front: UIView) {
        let root = CALayer()
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let colours = [CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
                       CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1), CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)]
        for index in 0..<15 {
            root.addSublayer(solidLayer(CGRect(x: index * 16, y: 0, width: 16, height: 180), colours[index % 4]))
        }
        let behind = solidLayer(CGRect(x: 20, y: 60, width: 40, height: 40), .white)
        root.addSublayer(behind)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialLight))
        // 15 pixels' deviation: it reads 44 pixels round its box (see `BackdropBlur`), not the top-left corner.
        blur.frame = CGRect(x: 100, y: 60, width: 130, height: 100)
        let front = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        front.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        blur.contentView.addSubview(front)
        root.addSublayer(blur.layer)
        return (root, behind, blur, front)
    }

    @Test func theBlurGoldenScenesMatchTheReferenceRenderer() throws {
        let server = try XServer()
        defer { server.stop() }
        for name in ["blur-light-over-stripes", "blur-dark-material-vibrancy"] {
            let scene = try #require(GoldenScenes.named(name))
            let window = try CompositorTestWindow(root: scene.makeRootLayer(), size: scene.size, server: server)
            #expect(window.host.statistics.backdropBlurs > 0, "\(name) was blurred on the server")
            #expect(try window.differenceFromReference(name: name) <= CompositorDifferentialTests.tolerance, "\(name)")
            window.close(stopServer: false)
        }
    }

    @Test func theBlurIsKeptWhileOnlyWhatIsInFrontOfItMovesAndMadeAnewWhenWhatIsBehindMoves() throws {
        let (root, behind, blur, front) = Self.scene()
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 240, height: 180))
        defer { window.close() }
        window.flush()
        let blurs = window.host.statistics.backdropBlurs
        #expect(blurs == 1)
        for step in 1...3 {
            withoutImplicitAnimation { front.frame.origin.x += 20 }
            window.flush()
            #expect(window.host.statistics.backdropBlurs == blurs, "step \(step): nothing behind the blur changed")
            #expect(try window.differenceFromReference(name: "backdrop-front-\(step)") <= CompositorDifferentialTests.tolerance)
        }
        withoutImplicitAnimation { behind.position.x += 50 }
        window.flush()
        #expect(window.host.statistics.backdropBlurs == blurs + 1, "what lies behind moved")
        // Only the cells under the moved layer were averaged again, and only as far as the blur carries it repainted.
        #expect(window.host.statistics.partialBackdropBlurs == 1)
        let sample = try #require(BackdropBlur(box: blur.frame, sigma: 15, surface: CGRect(x: 0, y: 0, width: 240, height: 180)))
        #expect(window.host.statistics.lastDamage.reduce(0) { $0 + $1.width * $1.height } < sample.sample.width * sample.sample.height)
        #expect(try window.differenceFromReference(name: "backdrop-behind") <= CompositorDifferentialTests.tolerance)
        // Moved again, in the middle of the blur: still equal to a blur made whole.
        withoutImplicitAnimation { behind.position.x += 60 }
        window.flush()
        #expect(window.host.statistics.partialBackdropBlurs == 2)
        #expect(try window.differenceFromReference(name: "backdrop-behind-2") <= CompositorDifferentialTests.tolerance)
        try window.screenshot().writePNG(to: FileManager.default.temporaryDirectory
            .appendingPathComponent("backdrop-partial-update.png").path)
        // A change outside the area the blur reads leaves it alone too.
        #expect(try #require(BackdropBlur(box: blur.frame, sigma: 15, surface: CGRect(x: 0, y: 0, width: 240, height: 180)))
            .sample.minX > 4)
        let far = solidLayer(CGRect(x: 0, y: 0, width: 4, height: 4), .black)
        withoutImplicitAnimation { root.insertSublayer(far, at: 0) }
        window.flush()
        #expect(window.host.statistics.backdropBlurs == blurs + 2)
        // No effect: the blur goes, the stripes show sharp again.
        blur.effect = nil
        window.flush()
        #expect(try window.differenceFromReference(name: "backdrop-none") <= CompositorDifferentialTests.tolerance)
    }

    @Test func aCompositingFilterCombinesTheLayerWithWhatIsBehindIt() throws {
        let root = CALayer()
        root.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
        for (index, name) in ["multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "additionCompositing",
                              "differenceBlendMode", "luminosityBlendMode"].enumerated() {
            let group = solidLayer(CGRect(x: 10 + index * 36, y: 10, width: 30, height: 60),
                                   CGColor(red: 0.8, green: 0.5, blue: 0.1, alpha: 0.8))
            group.addSublayer(solidLayer(CGRect(x: 5, y: 20, width: 20, height: 20), CGColor(gray: 0.5, alpha: 1)))
            group.compositingFilter = name
            root.addSublayer(group)
        }
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 240, height: 80))
        defer { window.close() }
        #expect(try window.differenceFromReference(name: "compositing-filters") <= CompositorDifferentialTests.tolerance)
    }
}
