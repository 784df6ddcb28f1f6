/// The inbound queue: everything a window server reports passes through here, in order. Real servers post from
/// their run-loop source; tests post directly and call `processPendingEvents()`.
extension UIApplication {
    private static var pendingEvents: [WindowServerEvent] = []
    /// How many of `pendingEvents` have been handled (the rest are waiting).
    private static var handledCount = 0
    private static var drainScheduled = false

    /// Queues an event and schedules its handling in the current run-loop turn. Motion that comes faster than
    /// the turns merges into the waiting event (WindowServerEvent+Coalescing.swift).
    public func post(_ event: WindowServerEvent) {
        if UIApplication.pendingEvents.count > UIApplication.handledCount,
           UIApplication.pendingEvents[UIApplication.pendingEvents.count - 1].absorb(event) {
            return
        }
        UIApplication.pendingEvents.append(event)
        guard !UIApplication.drainScheduled else { return }
        UIApplication.drainScheduled = true
        RunLoopDriver.perform { UIApplication.shared.processPendingEvents() }
    }

    /// Handles every queued event now, including those its handlers post.
    public func processPendingEvents() {
        UIApplication.drainScheduled = false
        while UIApplication.handledCount < UIApplication.pendingEvents.count {
            let event = UIApplication.pendingEvents[UIApplication.handledCount]
            UIApplication.handledCount += 1
            handle(event)
        }
        UIApplication.pendingEvents.removeAll(keepingCapacity: true)
        UIApplication.handledCount = 0
    }

    /// Events queued and not yet handled.
    var pendingEventCount: Int { UIApplication.pendingEvents.count - UIApplication.handledCount }

    private func handle(_ event: WindowServerEvent) {
        if usesScenes, handleSceneEvent(event) { return }
        switch event {
        case .screensChanged(let screens):
            UIScreen.update(from: screens)
        case .windowResized(let host, let size):
            window(for: host)?.hostDidResize(to: size)
        case .windowMoved(let host, let origin):
            window(for: host)?.hostDidMove(to: origin)
        case .windowMovedToScreen(let host, let screenID, let origin):
            guard let screen = UIScreen.screens.first(where: { $0.identifier == screenID }) else { return }
            window(for: host)?.hostDidMove(to: screen, origin: origin)
        case .windowCloseRequested(let host):
            guard let window = window(for: host) else { return }
            window.isHidden = true
            if windows.allSatisfy({ $0.isHidden || $0.coversScreen }) {
                terminate()
            }
        case .windowFocusChanged(let host, let focused):
            if focused, let window = window(for: host) {
                window.stopDemandingAttention()
                setKeyWindow(window)
                transition(to: .active)
            } else if !focused, windows.allSatisfy({ $0.isHidden || $0 === window(for: host) }) {
                transition(to: .inactive)
            }
        case .windowFullScreenChanged(let host, let isFullScreen):
            window(for: host)?.hostDidChangeFullScreen(isFullScreen)
        case .windowMinimized(let host, let minimized):
            guard window(for: host) != nil else { return }
            if minimized, windows.filter({ !$0.isHidden }).allSatisfy({ $0.host === host }) {
                transition(to: .background)
            } else if !minimized, applicationState == .background {
                transition(to: .inactive)
                transition(to: .active)
            }
        case .connectionLost(let reason):
            terminate(exitCode: 1, message: reason)
        case .userInterfaceStyleChanged(let style):
            followDesktopStyle(style)
        case .textScaleChanged(let factor):
            followDesktopTextScale(factor)
        case .touches(let host, let samples):
            TouchDispatcher.shared.handle(samples, from: host)
        case .touchesCancelled(let host):
            TouchDispatcher.shared.cancelTouches(from: host)
        case .scroll(let host, let sample):
            guard let window = window(for: host) else { return }
            PointerDispatcher.shared.handle(sample, in: window)
        case .hover(let host, let sample):
            PointerDispatcher.shared.handle(sample, in: window(for: host))
        case .key(let host, let sample):
            InputDispatcher.shared.handle(sample, in: window(for: host))
        case .textInput(let host, let sample):
            InputDispatcher.shared.handle(sample, in: window(for: host))
        case .motion(let host, let sample):
            InputDispatcher.shared.handle(sample, in: window(for: host))
        case .remoteControl(let host, let subtype, let timestamp):
            InputDispatcher.shared.handleRemoteControl(subtype, timestamp: timestamp, in: window(for: host))
        case .externalDrag(let host, let sample):
            ExternalDropDriver.shared.handle(sample, in: window(for: host))
        }
    }

    func window(for host: any WindowHost) -> UIWindow? {
        windows.first { $0.host === host }
    }
}
