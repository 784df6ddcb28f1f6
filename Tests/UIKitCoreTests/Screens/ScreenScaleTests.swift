import Foundation
import Testing
@testable import UIKitCore

/// HiDPI per monitor: a screen's native scale is the desktop's (fractional when it says so), its `scale` is UIKit's
/// whole number, and a desktop window the user drags onto a monitor of another scale takes that screen: its traits,
/// its views' drawing scale, its platform window's scale and its scene's screen follow.
@MainActor @Suite(.serialized) struct ScreenScaleTests {
    static func screen(_ id: String, x: CGFloat, scale: CGFloat, primary: Bool = false) -> ScreenDescription {
        let mode = ScreenModeDescription(id: 1, width: 1280, height: 800)
        return ScreenDescription(id: id, name: id, pixelFrame: CGRect(x: x, y: 0, width: 1280, height: 800), scale: scale,
                                 isPrimary: primary, modes: [mode], currentMode: mode, preferredMode: mode)
    }

    @Test func aFractionalDesktopScaleIsTheNativeScaleAndRoundsUpToUIKitsScale() {
        let screen = UIScreen(Self.screen("fractional", x: 0, scale: 1.5))
        #expect(screen.nativeScale == 1.5)
        #expect(screen.scale == 2)
        #expect(screen.bounds.size == CGSize(width: 1280 / 1.5, height: 800 / 1.5))
        #expect(screen.nativeBounds.size == CGSize(width: 1280, height: 800))
        #expect([1, 1.25, 1.5, 2, 2.608, 3, 4].map(UIScreen.wholeScale) == [1, 2, 2, 2, 3, 3, 3])
    }

    @Test func aViewInAWindowOnAFractionalScreenDrawsAtTheNativeScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.screen = UIScreen(Self.screen("fractional", x: 0, scale: 1.5))
        #expect(view.contentScaleFactor == 1.5)
        #expect(view.traitCollection.displayScale == 1.5)
        let late = UIView()
        window.addSubview(late)
        #expect(late.layer.contentsScale == 1.5)
    }

    /// Launches headless with a second monitor of scale 2 to the right of the main one, and a visible window.
    private func withTwoMonitors(_ body: (HeadlessWindowServer, UIWindow, UIScreen) throws -> Void) throws {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 300, height: 200))
        defer { window.isHidden = true }
        let server = try #require(UIApplication.windowServer as? HeadlessWindowServer)
        let original = server.screens
        defer {
            server.setScreens(original)
            UIApplication.shared.processPendingEvents()
        }
        server.setScreens(original + [Self.screen("sharp", x: original[0].pixelFrame.maxX, scale: 2)])
        UIApplication.shared.processPendingEvents()
        let sharp = try #require(UIScreen.screens.first { $0.identifier == "sharp" })
        try body(server, window, sharp)
    }

    @Test func aWindowMovedOntoAMonitorOfAnotherScaleTakesItsScreenAndScale() throws {
        try withTwoMonitors { server, window, sharp in
            let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            var registered: [CGFloat] = []
            view.registerForTraitChanges([UITraitDisplayScale.self]) { (view: UIView, _: UITraitCollection) in
                registered.append(view.traitCollection.displayScale)
            }
            let host = try #require(window.host as? HeadlessWindowHost)
            let sizeBefore = window.bounds.size
            server.inject(.windowMovedToScreen(host, screenID: "sharp", origin: CGPoint(x: 40, y: 30)))
            UIApplication.shared.processPendingEvents()
            #expect(window.screen === sharp)
            #expect(window.frame == CGRect(origin: CGPoint(x: 40, y: 30), size: sizeBefore), "same size in points")
            #expect(window.traitCollection.displayScale == 2)
            #expect(view.previousScales == [1], "traitCollectionDidChange ran with the old traits")
            #expect(registered == [2])
            #expect(view.layer.contentsScale == 2 && window.layer.contentsScale == 2)
            #expect(host.configuration.screenID == "sharp" && host.configuration.scale == 2)
            #expect(!host.isDestroyed && window.host === host, "a desktop window keeps its platform window")
            #expect(!window.coversScreen, "a window dragged onto a monitor does not cover it")

            // And back: the main screen's scale again, and moves within a screen are plain moves.
            server.inject(.windowMovedToScreen(host, screenID: UIScreen.main.identifier, origin: CGPoint(x: 5, y: 6)))
            UIApplication.shared.processPendingEvents()
            #expect(window.screen === UIScreen.main)
            #expect(window.traitCollection.displayScale == UIScreen.main.nativeScale)
            #expect(view.previousScales == [1, 2])
            #expect(host.configuration.scale == UIScreen.main.nativeScale)
            server.inject(.windowMoved(host, CGPoint(x: 7, y: 8)))
            UIApplication.shared.processPendingEvents()
            #expect(window.frame.origin == CGPoint(x: 7, y: 8))
        }
    }

    @Test func aViewThatDrawsIsDrawnAgainAtTheNewScale() throws {
        try withTwoMonitors { server, window, _ in
            let view = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            window.addSubview(view)
            CATransaction.flush()
            let drawnBefore = view.draws
            let host = try #require(window.host as? HeadlessWindowHost)
            server.inject(.windowMovedToScreen(host, screenID: "sharp", origin: .zero))
            UIApplication.shared.processPendingEvents()
            CATransaction.flush()
            #expect(view.draws == drawnBefore + 1)
            let contents = try #require(view.layer.contents as? CGImage)
            #expect(contents.width == 40 && contents.height == 40, "20 points at 2 pixels a point")
        }
    }

    @Test func aMonitorWhoseScaleChangesRescalesItsWindows() throws {
        try withTwoMonitors { server, window, _ in
            let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            let host = try #require(window.host as? HeadlessWindowHost)
            var screens = server.screens
            screens[0].scale = 1.5
            server.setScreens(screens)
            UIApplication.shared.processPendingEvents()
            #expect(window.traitCollection.displayScale == 1.5)
            #expect(view.previousScales == [1])
            #expect(host.configuration.scale == 1.5 && view.layer.contentsScale == 1.5)
        }
    }

    @Test func aWindowOnAnExternalDisplayStaysThere() throws {
        try withTwoMonitors { server, window, sharp in
            window.screen = sharp
            #expect(window.coversScreen && window.frame == sharp.bounds)
            let host = try #require(window.host as? HeadlessWindowHost)
            server.inject(.windowMovedToScreen(host, screenID: UIScreen.main.identifier, origin: CGPoint(x: 9, y: 9)))
            UIApplication.shared.processPendingEvents()
            #expect(window.screen === sharp && window.frame == sharp.bounds)
            window.screen = UIScreen.main
        }
    }

    @Test func aSceneFollowsItsWindowOntoAnotherMonitor() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let server = try #require(UIApplication.windowServer as? HeadlessWindowServer)
        let original = server.screens
        defer {
            server.setScreens(original)
            UIApplication.shared.processPendingEvents()
        }
        server.setScreens(original + [Self.screen("sharp", x: original[0].pixelFrame.maxX, scale: 2)])
        UIApplication.shared.processPendingEvents()
        let scene = try #require(launch.scene)
        let window = try #require(scene.windows.first { !$0.isHidden })
        let host = try #require(window.host)
        launch.post(.windowMovedToScreen(host, screenID: "sharp", origin: .zero))
        #expect(scene.screen.identifier == "sharp")
        #expect(scene.traitCollection.displayScale == 2)
        #expect(window.screen === scene.screen && !window.coversScreen)
        // A second window for the scene is a desktop window there too, not one covering the monitor.
        let second = UIWindow(windowScene: scene)
        #expect(second.screen === scene.screen && !second.coversScreen)
        second.windowScene = nil

        // Unplugging the monitor brings the desktop scene back to the main screen; it stays connected.
        server.setScreens(original)
        UIApplication.shared.processPendingEvents()
        #expect(scene.screen === UIScreen.main)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(window.screen === UIScreen.main)
    }
}

/// Records the display scale it had before each trait change.
private final class TraitRecordingView: UIView {
    var previousScales: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousScales.append(previousTraitCollection?.displayScale ?? 0)
    }
}

/// Counts its drawing.
private final class DrawCountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}
