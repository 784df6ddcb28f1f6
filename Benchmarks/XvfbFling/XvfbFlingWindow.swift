import Foundation
import UIKit
import X11WindowServer

/// What one fling cost: the client CPU per frame (process CPU, every thread), the frames dropped (frames whose wall
/// time passed a 60 Hz refresh), how many frames were drawn, and the resident memory after it.
public struct FlingFigures: Sendable {
    public var msPerFrame: Double
    public var framesDropped: Int
    public var frames: Int
    public var residentKiB: Int
}

/// A window on an X display showing a view tree through the X11 compositor, in which a scroll view is flung at a
/// steady number of points a frame: each frame moves the offset, commits the render tree and waits until the X
/// server has drawn it, so a frame's cost is the client's whole share of it (layout, reuse, commit, compositing).
/// The table and photo-grid benchmarks share it, so their figures mean the same thing.
@preconcurrency @MainActor public final class XvfbFlingWindow {
    private let server: X11WindowServer
    private let host: X11WindowHost
    private let layerHost: CALayerHost

    /// Opens a window of `root`'s size on `display` and waits (up to 2 s) until it is mapped.
    public init(display: String, title: String, root: UIView) throws {
        server = try X11WindowServer(displayName: display)
        var mapped = false
        try server.start { event in
            if case .windowMinimized(_, false) = event { mapped = true }
        }
        let window = try server.makeWindowHost(WindowHostConfiguration(
            screenID: server.screens.first?.id ?? "", frame: CGRect(origin: .zero, size: root.bounds.size), scale: 1,
            title: title, level: 0, isFullScreen: false))
        guard let host = window as? X11WindowHost else { throw CocoaError(.featureUnsupported) }
        self.host = host
        layerHost = CALayerHost(rootLayer: root.layer) { [host] in host.present($0) }
        host.setVisible(true)
        let deadline = Self.now() + 2
        while !mapped && Self.now() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }
        CATransaction.flush()
        host.finishPresentedFrames()
    }

    /// Closes the window and the connection.
    public func close() {
        layerHost.invalidate()
        server.shutDown()
    }

    /// Moves `scrollView` `step` points a frame (clamped to its content) for `frames` frames, or, when `until` is
    /// given, until it returns true (at most `frames` frames).
    public func fling(_ scrollView: UIScrollView, step: CGFloat, frames: Int, until done: (() -> Bool)? = nil) -> FlingFigures {
        host.finishPresentedFrames()
        let cpu = Self.processCPU()
        var dropped = 0, drawn = 0
        while drawn < frames && !(done?() ?? false) {
            drawn += 1
            let start = Self.now()
            let limit = max(scrollView.contentSize.height - scrollView.bounds.height, 0)
            scrollView.contentOffset.y = min(max(scrollView.contentOffset.y + step, 0), limit)
            CATransaction.flush()
            host.finishPresentedFrames()
            if Self.now() - start > 1.0 / 60 { dropped += 1 }
        }
        return FlingFigures(msPerFrame: (Self.processCPU() - cpu) * 1000 / Double(max(drawn, 1)), framesDropped: dropped,
                            frames: drawn, residentKiB: Self.residentKiB())
    }

    /// Seconds on the monotonic clock.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The CPU this process has used, in seconds (user and system, every thread).
    public static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }

    /// The process's resident memory in KiB.
    public static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }
}
