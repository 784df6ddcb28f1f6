import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport
import CX11

/// Bad input: no crash, no storm of X errors, one clear log line.
@MainActor @Suite(.serialized) struct CompositorBadInputTests {
    /// Captures UIKit's log lines while `body` runs.
    func logLines(_ body: () throws -> Void) rethrows -> [String] {
        let saved = UIKitLog.sink
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        try body()
        return lines
    }

    @Test func aHugeLayerIsDrawnWhereVisibleWithOneLogLine() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let huge = CALayer()
        huge.frame = CGRect(x: -50_000, y: -50_000, width: 100_000, height: 100_000)
        huge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        huge.cornerRadius = 20  // not a plain fill: it needs a sprite, which cannot be that large
        root.addSublayer(huge)
        var window: CompositorTestWindow?
        let lines = try logLines {
            window = try CompositorTestWindow(root: root, size: CGSize(width: 200, height: 100))
            window?.flush()
            huge.position.x += 1
            window?.flush()
        }
        let w = try #require(window)
        defer { w.close() }
        #expect(lines.count == 1 && lines[0].contains("too large"), "\(lines)")
        #expect(try w.screenshot().matches(100, 50, (0, 0, 255)))
        #expect(w.host.statistics.serverBytesHeld < 16 << 20)
    }

    /// A strip longer than any pixmap the X server makes (32,767 pixels a side) though small in memory: never asked
    /// for (the server would answer BadAlloc, and every composite of the missing picture another error), drawn on the
    /// client where visible, one line logged, and the limit for other pictures left as it was.
    @Test(arguments: [true, false])
    func aLayerLongerThanTheServersLargestPixmapIsDrawnWhereVisible(bordered: Bool) throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let strip = solidLayer(CGRect(x: -20_000, y: 30, width: 40_000, height: 12),
                               CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        strip.cornerRadius = 4  // not a plain fill: a sprite when bordered, else a fill through an outline mask
        if bordered {
            strip.borderWidth = 1
            strip.borderColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
        }
        root.addSublayer(strip)
        var window: CompositorTestWindow?
        let lines = try logLines {
            window = try CompositorTestWindow(root: root, size: CGSize(width: 200, height: 100))
            window?.flush()
            withoutImplicitAnimation { strip.position.x += 3 }
            window?.flush()
        }
        let w = try #require(window)
        defer { w.close() }
        // Asked for, the picture would not exist: nothing would show where the strip crosses the window.
        #expect(w.host.statistics.clientRasterizations > 0)
        #expect(lines.count == 1 && lines[0].contains("too large"), "\(lines)")
        #expect(w.host.compositor.picturePixelLimit == Int.max)
        #expect(try w.screenshot().matches(100, 36, (0, 0, 255)))
        #expect(try w.differenceFromReference(name: "long-strip-\(bordered)") <= CompositorDifferentialTests.tolerance)
    }

    /// The node with its geometry's transform replaced (CALayer itself refuses NaN, so only a hand-made render
    /// tree can carry one to the compositor).
    func replacingTransform(of node: RenderLayer, with transform: CATransform3D) -> RenderLayer {
        var geometry = node.geometry
        geometry.transform = transform
        return RenderLayer(
            layerID: node.layerID, version: node.version + 1, geometry: geometry, sublayerTransform: node.sublayerTransform,
            opacity: node.opacity, isHidden: node.isHidden, masksToBounds: node.masksToBounds,
            backgroundColor: node.backgroundColor, borderWidth: node.borderWidth, borderColor: node.borderColor,
            cornerRadius: node.cornerRadius, maskedCorners: node.maskedCorners, shadow: node.shadow,
            contents: node.contents, contentsGravity: node.contentsGravity, contentsRect: node.contentsRect,
            contentsCenter: node.contentsCenter, contentsScale: node.contentsScale,
            magnificationFilter: node.magnificationFilter, minificationFilter: node.minificationFilter,
            isDoubleSided: node.isDoubleSided, flattensSublayers: node.flattensSublayers, mask: node.mask,
            sublayers: node.sublayers)
    }

    @Test func aNaNTransformSkipsTheLayerWithOneLogLine() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 100, height: 60))
        defer { window.close() }
        let tree = try #require(window.layerHost.lastRenderTree)
        let lines = logLines {
            for step in 0..<5 {
                let bad = replacingTransform(of: tree.sublayers[0],
                                             with: CATransform3DMakeTranslation(.nan, CGFloat(step), 0))
                let newRoot = replacingTransform(of: tree, with: CATransform3DIdentity)
                window.host.present(RenderLayer(
                    layerID: newRoot.layerID, version: newRoot.version, geometry: newRoot.geometry,
                    sublayerTransform: newRoot.sublayerTransform, opacity: 1, isHidden: false, masksToBounds: false,
                    backgroundColor: newRoot.backgroundColor, borderWidth: 0, borderColor: nil, cornerRadius: 0,
                    maskedCorners: newRoot.maskedCorners, shadow: nil, contents: nil,
                    contentsGravity: newRoot.contentsGravity, contentsRect: newRoot.contentsRect,
                    contentsCenter: newRoot.contentsCenter, contentsScale: 1,
                    magnificationFilter: newRoot.magnificationFilter, minificationFilter: newRoot.minificationFilter,
                    isDoubleSided: true, flattensSublayers: false, mask: nil, sublayers: [bad]))
                window.host.finishPresentedFrames()
            }
        }
        #expect(lines.filter { $0.contains("not drawn") }.count == 1, "\(lines)")
        #expect(window.host.statistics.rejectedLayers == 5)
        #expect(try window.screenshot().matches(30, 30, (242, 242, 242)))
    }

    @Test func aZeroSizeWindowDrawsNothingAndDoesNotFail() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let window = try CompositorTestWindow(root: root, size: .zero)
        defer { window.close() }
        window.flush()
        root.sublayers?.first?.position.x += 3
        window.flush()
        #expect(window.host.statistics.frames >= 1)
    }

    @Test func aWindowDestroyedByAnotherClientStopsDrawing() throws {
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let mover = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.addSublayer(mover)
        let window = try CompositorTestWindow(root: root, size: CGSize(width: 100, height: 100))
        defer { window.close() }
        var events: [WindowServerEvent] = []
        try window.x11.start { events.append($0) }
        window.flush()
        let other = XOpenDisplay(window.server.display)!
        XDestroyWindow(other, window.host.windowID)
        XSync(other, 0)
        XCloseDisplay(other)
        window.x11.handlePendingEvents()
        #expect(events.contains { if case .windowCloseRequested = $0 { true } else { false } })
        // Later commits send nothing to the dead window.
        let serial = window.x11.requestSerial
        for _ in 0..<30 {
            mover.position.x += 1
            CATransaction.flush()
        }
        #expect(window.x11.requestSerial == serial)
    }
}

/// A server short of memory: it refuses a large picture (BadAlloc), and the compositor draws on.
@MainActor @Suite(.serialized) struct CompositorPictureRefusalTests {
    @Test func aRefusedPictureIsLoggedOnceAndTheLayerDrawnOnTheClient() throws {
        // About 40 MiB above what an idle Xvfb maps: a 4,000 x 4,000 sprite (61 MiB) cannot be had.
        let server = try XServer(memoryLimit: 270 << 20)
        defer { server.stop() }
        let root = solidLayer(.zero, CGColor(gray: 0.95, alpha: 1))
        let big = CALayer()
        big.frame = CGRect(x: -1_900, y: -1_950, width: 4_000, height: 4_000)
        big.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        big.cornerRadius = 20
        big.borderWidth = 1  // a sprite, not a fill or a background painted through an outline mask
        root.addSublayer(big)
        let small = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30),
                               CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        small.cornerRadius = 4
        root.addSublayer(small)
        var window: CompositorTestWindow?
        let lines = try CompositorBadInputTests().logLines {
            window = try CompositorTestWindow(root: root, size: CGSize(width: 200, height: 100), server: server)
            window?.flush()
            withoutImplicitAnimation { big.position.x += 1 }
            window?.flush()
        }
        let w = try #require(window)
        defer { w.close(stopServer: false) }
        #expect(lines.count == 1 && lines[0].contains("refused"), "\(lines)")
        let shot = try w.screenshot()
        #expect(shot.matches(150, 50, (0, 0, 255)))
        #expect(shot.matches(25, 25, (255, 0, 0)))
        #expect(try w.differenceFromReference(name: "refused") <= CompositorDifferentialTests.tolerance)
    }
}
