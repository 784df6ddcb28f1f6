import Testing
@testable import UIKitCore
@testable import QuartzCore

/// The application's animation frames come from a display link on the window server's refresh: it runs while
/// animations run and stops (no wake-ups) when they end.
@MainActor @Suite(.serialized) struct AnimationFrameTests {
    final class ManualTicks: CADisplayTickSource {
        let refreshInterval = 1.0 / 60
        private(set) var tick: (@MainActor (CFTimeInterval) -> Void)?
        var isRunning: Bool { tick != nil }
        func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
        func stop() { tick = nil }
    }

    /// The application's animation frames, on ticks the test gives.
    func installManualFrames() -> ManualTicks {
        // Links that applications launched by other suites left running (their run loops no longer turn).
        DisplayLinkScheduler.shared.pauseEveryLink()
        RunLoopDriver.installAnimationFrames()
        let ticks = ManualTicks()
        CADisplayLink.tickSource = ticks
        return ticks
    }

    @Test func framesRunWhileAnimatingAndStopAfterwards() throws {
        // Other suites may have left layers animating; the engine would rightly run frames for them.
        CAAnimationEngine.withOtherAnimationsSetAside {
            let clock = AnimationTestClock.shared
            let ticks = installManualFrames()
            defer { CAAnimationEngine.frameRequester = nil; CAAnimationEngine.frameWaker = nil }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(view)
            var trees = 0
            let host = CALayerHost(rootLayer: root.layer) { _ in trees += 1 }
            defer { host.invalidate() }
            CATransaction.flush()
            #expect(!ticks.isRunning, "idle: no frames")
            var finished = false
            UIView.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { finished = $0 })
            CATransaction.flush()
            #expect(ticks.isRunning)
            let before = trees
            for _ in 0..<3 {
                clock.advance(by: 1.0 / 60)
                ticks.tick?(clock.now)
            }
            #expect(trees == before + 3, "one render tree per refresh")
            for _ in 0..<6 where ticks.isRunning {
                clock.advance(by: 1.0 / 60)
                ticks.tick?(clock.now)
            }
            #expect(finished)
            #expect(!ticks.isRunning, "the link pauses when nothing animates")
        }
    }

    /// A discrete animation (a text caret's blink: on half a second, off half a second) needs a frame only when its
    /// value changes: frames stop in between and a wake-up is asked for the next change.
    @Test func aBlinkingCaretWakesTheFramesTwiceASecondNotEveryRefresh() throws {
        // Other suites may have left layers animating; the engine would rightly run frames for them.
        CAAnimationEngine.withOtherAnimationsSetAside {
            let clock = AnimationTestClock.shared
            let ticks = installManualFrames()
            var wakes: [CFTimeInterval] = []
            CAAnimationEngine.frameWaker = { wakes.append($0) }
            defer { CAAnimationEngine.frameRequester = nil; CAAnimationEngine.frameWaker = nil }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let caret = CALayer()
            root.layer.addSublayer(caret)
            var trees: [RenderLayer] = []
            let host = CALayerHost(rootLayer: root.layer) { trees.append($0) }
            defer { host.invalidate() }
            CATransaction.flush()
            let start = clock.now
            caret.showTextCaret(at: CGRect(x: 10, y: 10, width: 2, height: 20), color: .systemBlue)
            CATransaction.flush()
            ticks.tick?(clock.now)
            #expect(!ticks.isRunning, "solid for half a second: no frames meanwhile")
            #expect(wakes.last.map { abs($0 - (start + 0.5)) < 1e-6 } == true, "a wake-up when the blinking starts: \(wakes)")
            func opacity() -> Float? { trees.last?.sublayers.first?.opacity }
            for (offset, expected) in [(0.5, Float(1)), (1.0, 0), (1.5, 1)] {   // on half a second, then off
                clock.advance(by: start + offset - clock.now)
                CAAnimationEngine.requestFrames()   // what the wake-up does: the frames resume
                ticks.tick?(clock.now)
                #expect(opacity() == expected, "at \(offset) s")
                #expect(!ticks.isRunning && abs((wakes.last ?? 0) - (start + offset + 0.5)) < 1e-6, "next wake \(wakes)")
            }
            caret.showTextCaret(at: nil, color: .systemBlue)
        }
    }

    /// The animation frames follow the main screen's exact refresh rate: at 59.94 Hz a rate rounded to 60 would
    /// drift a whole frame every 17 seconds.
    @Test func framesTickAtTheMainScreensExactRefreshRate() throws {
        let mode = ScreenModeDescription(id: 1, width: 800, height: 600, refreshRate: 59.94)
        let ntsc = UIScreen(ScreenDescription(id: "ntsc", name: "ntsc", pixelFrame: CGRect(x: 0, y: 0, width: 800,
                                                                                       height: 600),
                                              isPrimary: true, modes: [mode], currentMode: mode, preferredMode: mode))
        let (screens, source) = (UIScreen.connected, CADisplayLink.tickSource)
        DisplayLinkScheduler.shared.pauseEveryLink()
        UIScreen.connected = [ntsc]
        defer {
            UIScreen.connected = screens
            CADisplayLink.tickSource = source
            CAAnimationEngine.frameRequester = nil; CAAnimationEngine.frameWaker = nil
        }
        RunLoopDriver.installAnimationFrames()
        let ticks = try #require(CADisplayLink.tickSource as? RunLoopDisplayTickSource)
        ticks.start { _ in }
        ticks.stop()
        #expect(abs(ticks.refreshInterval - 1 / 59.94) < 1e-12, "interval \(ticks.refreshInterval)")
    }

    /// The application's frame link commits after the other links of the same refresh: their handlers run on time,
    /// before the commit, and what they change is in that refresh's render tree (one tree per refresh).
    @Test func otherLinksRunBeforeTheFrameIsCommitted() throws {
        let clock = AnimationTestClock.shared
        DisplayLinkScheduler.shared.pauseEveryLink()
        let source = CADisplayLink.tickSource
        RunLoopDriver.installAnimationFrames()
        let ticks = ManualTicks()
        CADisplayLink.tickSource = ticks
        defer {
            CAAnimationEngine.frameRequester = nil; CAAnimationEngine.frameWaker = nil
            CADisplayLink.tickSource = source
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var trees: [RenderLayer] = []
        let host = CALayerHost(rootLayer: root.layer) { trees.append($0) }
        defer { host.invalidate() }
        CATransaction.flush()
        // The frame link becomes active first, so it would come first in activation order.
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
        CATransaction.flush()
        var treesSeenByHandler: [Int] = []
        let link = CADisplayLink { _ in
            treesSeenByHandler.append(trees.count)
            root.layer.opacity = 0.5
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let before = trees.count
        clock.advance(by: 1.0 / 60)
        ticks.tick?(clock.now)
        #expect(treesSeenByHandler == [before], "the handler ran before this refresh's commit")
        #expect(trees.count == before + 1, "one render tree for the refresh")
        #expect(trees.last?.opacity == 0.5, "the handler's change is in it")
        clock.advance(by: 2)
        ticks.tick?(clock.now)
    }
}
