import Foundation
import QuartzCore

/// Running and pausing: a display link exists only while something moves. Each refresh advances the world by the
/// media time since the previous one, in whole fixed sub-steps (the remainder carries to the next frame), so a
/// manual clock gives the same positions frame by frame on every run.
extension UIDynamicAnimator {
    /// Longest stretch simulated in one frame: after a stall the world slows down instead of jumping.
    static let maximumFrameTime: CFTimeInterval = 0.1

    /// Something changed that can move items: resume if paused (the delegate hears it), and rest afresh.
    func behaviorsDidChange() {
        synchronizeWorld()
        world.resetRest()
        guard !isRunning, hasMovableItems else { return }
        isRunning = true
        lastFrameTime = nil
        delegate?.dynamicAnimatorWillResume(self)
        startDisplayLink()
    }

    private var hasMovableItems: Bool { world.orderedBodies.contains { !$0.isStatic } }

    private func startDisplayLink() {
        displayLink?.invalidate()
        let screen = referenceView?.window?.screen ?? UIScreen.main
        displayLink = screen.displayLink { [weak self] link in
            // An animator released mid-run takes its link with it.
            guard let self else { return link.invalidate() }
            self.frame(at: link.timestamp, refreshInterval: link.duration)
        }
        displayLink?.add(to: .main, forMode: .common)
    }

    /// One display refresh: sub-steps up to `time`, items moved, notifications, then pause if all rests.
    func frame(at time: CFTimeInterval, refreshInterval: CFTimeInterval) {
        guard isRunning else { return }
        if referenceIsGone {
            UIKitLog.error("UIDynamicAnimator: the reference view or layout was released; the animator stops")
            return pause()
        }
        let interval = lastFrameTime.map { time - $0 } ?? (refreshInterval > 0 ? refreshInterval : 1.0 / 60)
        lastFrameTime = time
        let frameTime = min(max(interval.isFinite ? interval : 0, 0), Self.maximumFrameTime)
        runningTime += frameTime
        unsteppedTime += frameTime
        let stepsPerSecond = 1 / Double(DynamicsWorld.timeStep)
        // The small allowance keeps 1/60 s worth exactly four 1/240 s steps despite rounding.
        let steps = Int((unsteppedTime * stepsPerSecond + 1e-6).rounded(.down))
        unsteppedTime = max(0, unsteppedTime - Double(steps) / stepsPerSecond)

        synchronizeWorld()
        let behaviors = allBehaviors
        world.beginFrame()
        for behavior in behaviors { behavior.prepare(world) }
        world.commitMaterials()
        for behavior in behaviors { behavior.applyImpulses(in: world) }
        for _ in 0..<steps { world.step(behaviors) }
        for body in world.orderedBodies { body.writeState() }
        layout?.invalidateLayout()
        for behavior in behaviors { behavior.frameDidEnd(in: world) }
        for behavior in allBehaviors { behavior.action?() }
        if isRunning, !hasMovableItems || world.isAtRest { pause() }
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        displayLink?.invalidate()
        displayLink = nil
        delegate?.dynamicAnimatorDidPause(self)
    }
}
