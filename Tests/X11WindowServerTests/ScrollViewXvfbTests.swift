import Testing
import Foundation
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
@testable import QuartzCore

/// A scroll view on a private Xvfb, scrolled by a real wheel (XTest buttons 4 and 5) and a real mouse drag: the
/// pixels read back show the rows the content offset says are there.
@MainActor @Suite(.serialized) struct ScrollViewXvfbTests {
    static let rowHeight: CGFloat = 50

    /// Row `index`'s colour: distinct for neighbouring rows, far from the indicator's grey.
    static func colour(ofRow index: Int) -> (r: Int, g: Int, b: Int) {
        [(220, 40, 40), (40, 180, 60), (40, 80, 220), (230, 200, 30), (200, 60, 200), (30, 200, 200)][index % 6]
    }

    /// The window filled by a scroll view of 30 coloured rows.
    func start() throws -> (InputTestApp, UIScrollView) {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        let scrollView = UIScrollView(frame: app.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 30 * Self.rowHeight)
        for index in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: 400, height: Self.rowHeight))
            let c = Self.colour(ofRow: index)
            row.backgroundColor = UIColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255,
                                          alpha: 1)
            scrollView.addSubview(row)
        }
        app.window.addSubview(scrollView)
        CATransaction.flush()
        return (app, scrollView)
    }

    /// Every 10th window row at x = 200, away from row boundaries, shows the row the content offset puts there.
    func expectPixelsFollow(_ scrollView: UIScrollView, in shot: Screenshot, _ name: String) throws {
        var mismatches: [Int] = []
        for y in stride(from: 5, to: 300, by: 10) {
            let contentY = CGFloat(y) + scrollView.contentOffset.y
            let within = contentY.truncatingRemainder(dividingBy: Self.rowHeight)
            guard within > 2, within < Self.rowHeight - 2 else { continue }
            if !shot.matches(200, y, Self.colour(ofRow: Int(contentY / Self.rowHeight))) { mismatches.append(y) }
        }
        if !mismatches.isEmpty { try shot.writePNG(to: "/tmp/scrollview-xvfb-failed-\(name).png") }
        #expect(mismatches.isEmpty, "rows at window y \(mismatches) do not show offset \(scrollView.contentOffset)")
    }

    @Test func theWheelAndAMouseDragMoveTheContentOnScreen() throws {
        let (app, scrollView) = try start()
        defer { app.close() }
        let first = try app.screenshot("scrollview-xvfb-start")
        #expect(first.matches(200, 25, Self.colour(ofRow: 0)))

        app.input.click(at: 200, 150, button: 5)
        app.input.click(at: 200, 150, button: 5)
        app.pump()
        let step = UIScrollView.wheelStep(forExtent: 300)
        #expect(abs(scrollView.contentOffset.y - 2 * step) < 1e-6, "two notches down, \(step) points each")
        try expectPixelsFollow(scrollView, in: try app.screenshot("scrollview-xvfb-wheel"), "wheel")

        app.input.click(at: 200, 150, button: 4)
        app.pump()
        #expect(abs(scrollView.contentOffset.y - step) < 1e-6, "one notch back up")

        // A drag up by 200 pixels in 5-pixel moves, held still before the release (no fling).
        app.input.move(to: 200, 260)
        app.input.press()
        for y in stride(from: 255, through: 60, by: -5) {
            app.input.move(to: 200, y)
            app.pump()
        }
        usleep(200_000)
        app.input.release()
        app.pump()
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
        #expect(abs(scrollView.contentOffset.y - (step + 200 - 10)) < 1e-6,
                "the content followed the pointer after the 10-point hysteresis: \(scrollView.contentOffset.y)")
        try expectPixelsFollow(scrollView, in: try app.screenshot("scrollview-xvfb-drag"), "drag")
    }

    /// Refreshes delivered by the test (the run loop does not turn inside a test).
    final class Ticks: CADisplayTickSource {
        let refreshInterval: CFTimeInterval = 1.0 / 60
        var tick: (@MainActor (CFTimeInterval) -> Void)?
        func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
        func stop() { tick = nil }
    }

    /// A real mouse flick: the content goes on after the release, decelerating frame by frame on the screen's
    /// display link, and what shows at each step is where the offset says.
    @Test func aMouseFlickDeceleratesOnScreen() throws {
        let (app, scrollView) = try start()
        defer { app.close() }
        let ticks = Ticks(), clock = SharedTestClock.shared
        let savedTicks = app.window.screen.displayTickSource
        app.window.screen.displayTickSource = ticks
        app.followsRealTime = false
        defer {
            scrollView.animator.stop()
            app.window.screen.displayTickSource = savedTicks
        }
        app.input.move(to: 200, 250)
        app.input.press()
        // Queued back to back and read together: the events' own server times set the speed, so a slow pump on a
        // busy machine cannot turn the flick into a pause before the release.
        for y in stride(from: 240, through: 150, by: -10) {
            app.input.move(to: 200, y)
            usleep(8_000)
        }
        app.input.release()
        app.pump()
        let released = scrollView.contentOffset.y
        #expect(scrollView.isDecelerating, "a flick at \(released) goes on")
        var shown: [CGFloat] = []
        for frame in 0..<40 where ticks.tick != nil {
            clock.advance(by: ticks.refreshInterval)
            ticks.tick?(clock.now)
            shown.append(scrollView.contentOffset.y)
            if frame == 5 { try expectPixelsFollow(scrollView, in: try app.screenshot("scrollview-xvfb-flick"), "flick") }
        }
        #expect(shown.count > 5 && (shown.last ?? 0) > released + 20, "moved on from \(released): \(shown)")
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 } , "slowing down, never back: \(shown)")
    }
}
