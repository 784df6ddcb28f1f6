internal import CGio
import Foundation

/// A GLib main context of our own, iterated on the main thread whenever its wake-up descriptor turns readable: GDBus
/// hands incoming calls and replies to the context that was thread-default when they were set up, so every D-Bus
/// callback runs on the main thread, between UIKit's own work, and no thread of ours waits for anyone.
@MainActor final class GLibContextPump {
    nonisolated(unsafe) let context: OpaquePointer
    nonisolated(unsafe) private var watchers: [any DispatchSourceRead] = []
    private var isAcquired = false

    init() {
        context = g_main_context_new()
    }

    deinit {
        for watcher in watchers { watcher.cancel() }
        g_main_context_unref(context)
    }

    /// Runs `body` with the context thread-default, so that what it sets up reports to this context.
    func withContext<T>(_ body: () -> T) -> T {
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        return body()
    }

    /// Starts watching the context's descriptors (its eventfd), asked the way GLib's own loop asks them.
    func start() {
        guard watchers.isEmpty else { return }
        var priority: gint = 0, timeout: gint = 0
        var fds = [GPollFD](repeating: GPollFD(), count: 8)
        guard g_main_context_acquire(context) != 0 else { return }
        g_main_context_prepare(context, &priority)
        let count = Int(g_main_context_query(context, priority, &timeout, &fds, gint(fds.count)))
        g_main_context_check(context, priority, &fds, gint(min(count, fds.count)))
        // Kept acquired by the main thread until stopped: GLib wakes a context (writes its eventfd) when another thread
        // adds work only while some thread owns it, and GDBus's worker thread is how every reply arrives.
        isAcquired = true
        for fd in fds.prefix(min(count, fds.count)) where fd.fd >= 0 && fd.events & gushort(G_IO_IN.rawValue) != 0 {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd.fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.dispatchPending() } }
            source.resume()
            watchers.append(source)
        }
        dispatchPending()
    }

    /// Runs whatever is ready, without waiting.
    func dispatchPending() {
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        while g_main_context_iteration(context, 0) != 0 {}
    }

    func stop() {
        for watcher in watchers { watcher.cancel() }
        watchers = []
        if isAcquired { g_main_context_release(context) }
        isAcquired = false
    }
}
