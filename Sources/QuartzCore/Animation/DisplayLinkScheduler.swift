/// The active display links and the tick source that drives them: started when the first link becomes active,
/// stopped when the last one pauses or goes, so that an idle application never wakes up for frames.
@MainActor final class DisplayLinkScheduler {
    static let shared = DisplayLinkScheduler()

    private var links: [CADisplayLink] = []
    private var isRunning = false

    func update(_ link: CADisplayLink) {
        let listed = links.contains { $0 === link }
        if link.isActive && !listed {
            link.nextFireTime = -.infinity
            links.append(link)
        } else if !link.isActive && listed {
            links.removeAll { $0 === link }
        }
        startOrStop()
    }

    /// Pauses every active link (links of applications that have stopped running their run loop, in tests).
    func pauseEveryLink() {
        for link in links { link.isPaused = true }
    }

    func sourceChanged(from old: any CADisplayTickSource) {
        guard isRunning else { return }
        old.stop()
        isRunning = false
        startOrStop()
    }

    private func startOrStop() {
        if links.isEmpty, isRunning {
            isRunning = false
            CADisplayLink.tickSource.stop()
        } else if !links.isEmpty, !isRunning {
            isRunning = true
            CADisplayLink.tickSource.start { [weak self] time in self?.tick(time) }
        }
    }

    private func tick(_ time: CFTimeInterval) {
        let interval = CADisplayLink.tickSource.refreshInterval
        // A handler may add, pause or invalidate links; those changes apply from the next refresh.
        for link in links where link.isActive { link.refresh(at: time, interval: interval) }
    }
}
