import Dispatch
import Foundation
import QuartzCore

/// Draws layers' own parts at their final angle and scale on every core the client has, in parallel: the X server
/// composites on one core, and turned layers are the frame's largest piece of client work (a rounded, bordered
/// 100x100 layer costs Cairo about as much as 8 plain composites cost the server).
///
/// Backgrounds, contents images, borders, shapes and gradients are drawn on any thread: Cairo surfaces, paths and
/// immutable images are safe there, one context per thread. Text layers go through Pango, which is not: they are
/// drawn on the calling (main) thread.
enum X11PartRasterizer {
    struct Job: Sendable {
        let node: RenderLayer
        let part: X11SpriteKey.Part
        /// The layer's bounds space to destination pixels.
        let transform: CGAffineTransform
        /// The integral destination box the picture covers.
        let box: CGRect
        /// Where to draw it: shared memory the server reads the upload from (no copies), or a new image when nil.
        let destination: X11SharedMemoryUploader.Region?

        /// Whether drawing it needs the main thread (Pango's text).
        var drawsText: Bool {
            guard case .text = node.drawing else { return false }
            // A shadow cast by a path draws no text.
            return part == .shadow ? node.shadow?.path == nil : part != .border
        }
    }

    /// Each job's pixels (nil where no memory was left), in order.
    static func draw(_ jobs: [Job]) -> [X11RasterPixels?] {
        let anyThread = jobs.indices.filter { !jobs[$0].drawsText }
        let workers = min(anyThread.count, max(ProcessInfo.processInfo.activeProcessorCount, 1))
        guard workers > 1 else { return jobs.map(draw) }
        let results = UnsafeMutableBufferPointer<X11RasterPixels?>.allocate(capacity: jobs.count)
        results.initialize(repeating: nil)
        defer { results.deinitialize().deallocate() }
        // Each worker writes only its own slots.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: anyThread.count, by: workers) {
                slots[anyThread[index]] = draw(jobs[anyThread[index]])
            }
        }
        for index in jobs.indices where jobs[index].drawsText { results[index] = draw(jobs[index]) }
        return Array(results)
    }

    static func draw(_ job: Job) -> X11RasterPixels? {
        let width = Int(job.box.width), height = Int(job.box.height)
        let context: CGContext
        if let region = job.destination {
            // Premultiplied native ARGB32, as X Render's ARGB32 takes it; the memory is reused, so cleared first.
            region.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: region.bytesPerRow * height)
            guard let shared = CGContext(data: region.pointer, width: width, height: height, bitsPerComponent: 8,
                                         bytesPerRow: region.bytesPerRow, space: .deviceRGB,
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                             | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
            // Top-left origin, y down, as the other contexts the renderer draws into.
            shared.translateBy(x: 0, y: CGFloat(height))
            shared.scaleBy(x: 1, y: -1)
            context = shared
        } else {
            guard let own = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
            context = own
        }
        context.translateBy(x: -job.box.minX, y: -job.box.minY)
        context.concatenate(job.transform)
        LayerRenderer().draw(job.part, of: job.node, in: context)
        if let region = job.destination {
            _ = context.data  // Cairo's drawing flushed into the shared memory
            return .shared(region, width: width)
        }
        return context.makeImage().map { .image($0) }
    }
}

extension LayerRenderer {
    /// Draws the part of the layer's own content that a sprite of `part` holds, in the layer's bounds space, with
    /// the reference renderer's code.
    func draw(_ part: X11SpriteKey.Part, of node: RenderLayer, in ctx: CGContext) {
        switch part {
        case .all:
            drawBackgroundAndContents(of: node, in: ctx)
            drawBorder(of: node, in: ctx)
        case .body: drawBackgroundAndContents(of: node, in: ctx)
        case .border: drawBorder(of: node, in: ctx)
        case .shadow: drawShadowOnly(of: node, in: ctx)
        }
    }
}
