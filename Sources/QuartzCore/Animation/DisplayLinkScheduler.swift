/// The active display links and the tick sources that drive them: a display's source is started when the first
/// link following it becomes active and stopped when the last one pauses or goes, so that an idle application
/// never wakes up for frames, and each display's links tick at that display's rate.
@MainActor final class DisplayLinkScheduler {
    static let shared = DisplayLinkScheduler()

    private var links: [CADisplayLink] = []
    /// The started sources, by identity.
    private var running: [ObjectIdentifier: any CADisplayTickSource] = [:]

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

    /// Whether `source` is started (for tests: a paused display costs no wake-ups).
    func isRunning(_ source: any CADisplayTickSource) -> Bool { running[ObjectIdentifier(source)] != nil }

    /// The main display's source was replaced: the links following it move to the new one.
    func sourceChanged(from old: any CADisplayTickSource) {
        let id = ObjectIdentifier(old)
        guard running[id] != nil else { return startOrStop() }
        old.stop()
        running[id] = nil
        startOrStop()
    }

    private func startOrStop() {
        var needed: [ObjectIdentifier: any CADisplayTickSource] = [:]
        for link in links {
            let source = link.displaySource
            needed[ObjectIdentifier(source)] = source
        }
        for (id, source) in running where needed[id] == nil {
            running[id] = nil
            source.stop()
        }
        for (id, source) in needed where running[id] == nil {
            running[id] = source
            source.start { [weak self] time in self?.tick(time, from: id) }
        }
    }

    private func tick(_ time: CFTimeInterval, from sourceID: ObjectIdentifier) {
        guard let source = running[sourceID] else { return }
        let interval = source.refreshInterval
        // A handler may add, pause or invalidate links; those changes apply from the next refresh. The link that
        // commits the frame goes last.
        let due = links.filter { ObjectIdentifier($0.displaySource) == sourceID }
        for link in due where link.isActive && !link.commitsFrame { link.refresh(at: time, interval: interval) }
        for link in due where link.isActive && link.commitsFrame { link.refresh(at: time, interval: interval) }
    }
}
