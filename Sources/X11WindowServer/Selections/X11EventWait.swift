internal import CX11
import Foundation

/// A bounded wait for one X event in the middle of a synchronous call (a selection read, a hand-over), leaving every
/// other event queued for the normal loop: Xlib's XCheckIfEvent with a predicate, and poll(2) on the connection.
@MainActor struct X11EventWait {
    enum Disposition {
        /// The event waited for: the wait returns it.
        case wanted
        /// Taken out of the queue and handled at once (another client's request to us: it may be what the peer we
        /// wait for is waiting on).
        case handleNow
        /// Left in the queue for the normal loop.
        case leave
    }

    let connection: X11Connection
    let classify: (XEvent) -> Disposition
    let handleNow: (inout XEvent) -> Void

    /// The first wanted event before `deadline`, or nil; events read meanwhile are dispatched afterwards.
    func next(until deadline: Date) -> XEvent? {
        let display = connection.display
        defer { connection.processQueuedEvents() }
        XFlush(display)
        while !connection.isClosed {
            if var event = takeQueued() {
                if classify(event) == .wanted { return event }
                handleNow(&event)
                // A client flooding us with requests cannot stretch the wait past its deadline.
                if Date() < deadline { continue }
                return nil
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining * 1000 + 1, 1000)))
            if X11ErrorTrap.isLost(display) { return nil }
        }
        return nil
    }

    /// Handles every event already received that is to be handled now, without waiting.
    func drain() {
        defer { connection.processQueuedEvents() }
        while !connection.isClosed, var event = takeQueued() {
            if classify(event) != .wanted { handleNow(&event) }
        }
    }

    /// The first event (queued, or readable without blocking) that is not left for the normal loop.
    private func takeQueued() -> XEvent? {
        let box = Classifier(classify)
        var event = XEvent()
        let found = XCheckIfEvent(connection.display, &event, { _, event, argument in
            guard let event, let argument else { return 0 }
            let classifier = Unmanaged<Classifier>.fromOpaque(UnsafeRawPointer(argument)).takeUnretainedValue()
            return MainActor.assumeIsolated { classifier.classify(event.pointee) == .leave ? 0 : 1 }
        }, Unmanaged.passUnretained(box).toOpaque().assumingMemoryBound(to: CChar.self))
        return withExtendedLifetime(box) { found != 0 ? event : nil }
    }

    /// Carries the classifier through Xlib's predicate argument.
    private final class Classifier {
        let classify: (XEvent) -> Disposition
        init(_ classify: @escaping (XEvent) -> Disposition) { self.classify = classify }
    }
}
