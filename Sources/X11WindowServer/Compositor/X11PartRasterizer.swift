import Dispatch
import Foundation
import QuartzCore

/// Draws layers' own parts at their final angle and scale on every core the client has, in parallel: the X server
/// composites on one core, and turned layers are the frame's largest piece of client work (a rounded, bordered
/// 100x100 layer costs Cairo about as much as 8 plain composites cost the server).
///
/// Only backgrounds, contents images and borders are drawn here: Cairo surfaces, paths and immutable images are safe
/// on any thread, one context per thread. Self-drawing layers (text through Pango) stay on the main thread.
enum X11PartRasterizer {
    struct Job: Sendable {
        let node: RenderLayer
        let part: X11SpriteKey.Part
        /// The layer's bounds space to destination pixels.
        let transform: CGAffineTransform
        /// The integral destination box the picture covers.
        let box: CGRect
    }

    /// Each job's picture (nil where no memory was left), in order.
    static func draw(_ jobs: [Job]) -> [CGImage?] {
        let workers = min(jobs.count, max(ProcessInfo.processInfo.activeProcessorCount, 1))
        guard workers > 1 else { return jobs.map(draw) }
        let results = UnsafeMutableBufferPointer<CGImage?>.allocate(capacity: jobs.count)
        results.initialize(repeating: nil)
        defer { results.deinitialize().deallocate() }
        // Each worker writes only its own slots.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: jobs.count, by: workers) { slots[index] = draw(jobs[index]) }
        }
        return Array(results)
    }

    static func draw(_ job: Job) -> CGImage? {
        guard let context = try? CGContext(pixelWidth: Int(job.box.width), pixelHeight: Int(job.box.height),
                                           flipped: true) else { return nil }
        context.translateBy(x: -job.box.minX, y: -job.box.minY)
        context.concatenate(job.transform)
        let renderer = LayerRenderer()
        if job.part != .border { renderer.drawBackgroundAndContents(of: job.node, in: context) }
        if job.part != .body { renderer.drawBorder(of: job.node, in: context) }
        return context.makeImage()
    }
}
