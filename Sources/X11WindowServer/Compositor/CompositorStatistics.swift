import Foundation

/// What a window's compositor has done, for apps, tests and benchmarks. Counters only grow; read two snapshots and
/// subtract to see what one frame cost.
public struct CompositorStatistics: Sendable, Equatable {
    /// Render trees presented.
    public var frames = 0
    /// `XRenderComposite`/`XRenderFillRectangle` calls that drew a layer into the back buffer or a group picture.
    public var composites = 0
    /// Backdrops blurred anew (each one's blur is kept while nothing behind it changes).
    public var backdropBlurs = 0
    /// Of those, the ones that averaged again only the cells under what changed behind them.
    public var partialBackdropBlurs = 0
    /// Pictures uploaded (sprites, client-rasterized subtrees) and their bytes of pixels.
    public var uploads = 0
    public var bytesUploaded = 0
    /// Of those, the bytes that went through MIT-SHM rather than the X protocol stream.
    public var bytesUploadedThroughSharedMemory = 0
    /// X requests sent by the compositor.
    public var requests = 0
    /// Bytes of X protocol the compositor's connection wrote while presenting and repainting.
    public var protocolBytes = 0
    /// Times the damage was filled with the colour below everything (black in a window, transparent in a group's
    /// picture); not when an opaque fill covering it comes first (a window's background), which replaces it anyway.
    public var backgroundFills = 0
    /// Pixels of the back buffer recomposited (the damaged area), summed over frames.
    public var pixelsComposited = 0
    /// The damaged rectangles of the last frame, in window pixels (empty when nothing changed).
    public var lastDamage: [CGRect] = []
    /// Frames whose damage covered the whole window.
    public var fullFrames = 0
    /// Server memory held by the compositor's pictures now, and pictures evicted to stay within the budget.
    public var serverBytesHeld = 0
    public var evictions = 0
    /// Subtrees drawn on the client (masks, shadows, perspective, rotated clips) and how many came from the cache.
    public var clientRasterizations = 0
    public var clientRasterCacheHits = 0
    /// Times the unchanged layers around a few that keep changing were composed into pictures below and above them
    /// (each frame after that repaints the damage with those two and the changing layers).
    public var precompositions = 0
    /// Turned or scaled layer parts resampled by the server from their sprites (the client was the slower side).
    public var serverResampledParts = 0
    /// Pictures of subtrees (a mask, a rounded clip, group opacity) composed by the server upright while they
    /// move where uploads cost, and composites of them resampled through their layers' matrices.
    public var uprightGroupsComposed = 0
    public var serverResampledGroups = 0
    /// Composites from X Render gradient pictures (gradient layers painted by the server, no pixels uploaded).
    public var serverGradients = 0
    /// Outline masks uploaded (one byte a pixel, once per size, corners and scale), included in `uploads`.
    public var outlineMaskUploads = 0
    /// Destination pixels the server resampled for them, and those it filled instead with the colour of their
    /// sprites' uniform middles (`X11UniformCore`).
    public var pixelsResampled = 0
    public var pixelsFilledForCores = 0
    /// Flat layers under perspective warped by the server from their flat pictures (composites of them).
    public var serverProjectedLayers = 0
    /// Times a paced frame was held back because the server had not executed the previous one yet (a newer tree
    /// replaces it; the previous frame's marker sends the newest).
    public var framesHeldBack = 0
    /// The most frames in flight (sent, their markers not back) right after a frame was sent: 1 when paced, up to
    /// `X11WindowHost.unpacedFramesInFlight` when not.
    public var mostFramesInFlight = 0
    /// Frames that found their shared-memory upload slot possibly still read by the server for an earlier frame,
    /// and made a round trip before writing it (never, while no more frames are in flight than slots allow).
    public var uploadSlotWaits = 0
    /// Layers skipped because their values cannot be drawn (a NaN transform, an absurd size).
    public var rejectedLayers = 0
    var currentFrame = 0
}
