internal import CX11
internal import CXrender
import Foundation
import QuartzCore

/// The server pictures that painted bodies (`X11PaintedBody`) draw from, kept between frames: gradient pictures,
/// outline masks and solid fills. Those no item of a frame uses are freed when the frame's sources changed.
///
/// While a turned (or scaled, or off-grid) painted layer moves, the server resamples its upright outline mask; once
/// it stands still, it gets a mask drawn at its final place, so that still frames equal the reference renderer, as
/// the compositor's turned sprites do (one upload of a byte a pixel, and none when it only changes colour).
@MainActor final class X11ServerPaints {
    /// An item's own mask of one outline, exact where it lies.
    struct ExactMaskKey: Hashable {
        let item: X11DrawItem.Key
        let outline: X11OutlineMask.Key
    }

    private let connection: X11Connection
    /// `UIKIT_X11_PAINTS=sprites` sends backgrounds and gradients down the sprite path instead (for measuring the
    /// two against each other).
    let isEnabled = ProcessInfo.processInfo.environment["UIKIT_X11_PAINTS"] != "sprites"
    private(set) var gradients: [X11GradientPicture.Key: X11GradientPicture] = [:]
    private(set) var masks: [X11OutlineMask.Key: X11OutlineMask] = [:]
    private var exactMasks: [ExactMaskKey: (mask: X11OutlineMask, toDestination: CGAffineTransform, box: CGRect)] = [:]
    private var solids: [UInt64: UInt] = [:]
    /// The items whose outline the server resampled in the last frame; until the next frame is composed.
    var resampledItems: [X11DrawItem.Key: X11DrawItem] = [:]
    /// The items this frame draws with exact masks: they stood still since the server resampled them.
    var itemsToDrawExactly: Set<X11DrawItem.Key> = []
    /// Set while a group picture is composed: its items are drawn with exact masks at once (the group is composed
    /// once for what it shows, and never refined once still).
    var drawsExactly = false

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// The gradient picture for `key`, made when not kept (nil when the gradient draws nothing).
    func gradient(for key: X11GradientPicture.Key, frame: Int) -> X11GradientPicture? {
        if let kept = gradients[key] {
            kept.lastUsedFrame = frame
            return kept
        }
        guard let made = X11GradientPicture(key, display: connection.display, frame: frame) else { return nil }
        gradients[key] = made
        return made
    }

    /// The outline mask for `key`, made by `make` when not kept; `uploaded` learns the bytes of a new one.
    func mask(for key: X11OutlineMask.Key, frame: Int, uploaded: (Int) -> Void,
              make: () -> X11OutlineMask?) -> X11OutlineMask? {
        if let kept = masks[key] {
            kept.lastUsedFrame = frame
            return kept
        }
        guard let made = make() else { return nil }
        masks[key] = made
        uploaded(made.byteCount)
        return made
    }

    /// The item's exact mask of `outline` when it has one for this place (or the same moved by whole pixels, as
    /// a dragged or scrolled layer is), or when it is to be drawn exactly (made by `make` then, and the item's
    /// older one freed); `uploaded` and `freed` learn the bytes.
    /// (`toDestination` maps the outline's space to the destination: a shadow's offset is part of where it lies.)
    func exactMask(of outline: X11OutlineMask.Key, item: X11DrawItem.Key, toDestination: CGAffineTransform,
                   box: CGRect, frame: Int, uploaded: (Int) -> Void, freed: (Int) -> Void,
                   make: () -> X11OutlineMask?) -> X11OutlineMask? {
        let key = ExactMaskKey(item: item, outline: outline)
        if let kept = exactMasks[key] {
            let (old, new) = (kept.toDestination, toDestination)
            let dx = box.minX - kept.box.minX, dy = box.minY - kept.box.minY
            if old.a == new.a, old.b == new.b, old.c == new.c, old.d == new.d, box.size == kept.box.size,
               abs(new.tx - old.tx - dx) < 1e-9, abs(new.ty - old.ty - dy) < 1e-9 {
                kept.mask.lastUsedFrame = frame
                return kept.mask
            }
            freed(kept.mask.byteCount)
            kept.mask.free()
            exactMasks[key] = nil
        }
        guard drawsExactly || itemsToDrawExactly.contains(item), let made = make() else { return nil }
        exactMasks[key] = (made, toDestination, box)
        uploaded(made.byteCount)
        return made
    }

    /// A repeating solid picture of a premultiplied colour (the source of a masked solid paint).
    func solid(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) -> UInt {
        let key = UInt64(red) << 48 | UInt64(green) << 32 | UInt64(blue) << 16 | UInt64(alpha)
        if let kept = solids[key] { return kept }
        // A colour animation makes a new one every frame; they are tiny but need not pile up.
        if solids.count >= 256 { freeSolids() }
        var color = XRenderColor(red: red, green: green, blue: blue, alpha: alpha)
        let picture = XRenderCreateSolidFill(connection.display, &color)
        solids[key] = picture
        return picture
    }

    /// Frees the gradients and masks that no paint in `paints` uses (nor a clip, `clips`), and the exact masks of
    /// items not in `itemKeys`; returns the mask bytes freed.
    func freeUnused(keeping paints: [X11PaintedBody.Paint], clips: Set<X11OutlineMask.Key> = [],
                    items itemKeys: Set<X11DrawItem.Key>) -> Int {
        var usedGradients = Set<X11GradientPicture.Key>(), usedMasks = clips
        for paint in paints {
            if case .gradient(let key) = paint.source { usedGradients.insert(key) }
            if let mask = paint.mask { usedMasks.insert(mask) }
        }
        for (key, gradient) in gradients where !usedGradients.contains(key) {
            gradient.free()
            gradients[key] = nil
        }
        var freed = 0
        for (key, mask) in masks where !usedMasks.contains(key) {
            freed += mask.byteCount
            mask.free()
            masks[key] = nil
        }
        for (key, exact) in exactMasks where !itemKeys.contains(key.item) {
            freed += exact.mask.byteCount
            exact.mask.free()
            exactMasks[key] = nil
        }
        return freed
    }

    /// Frees everything (the window went); returns the mask bytes freed.
    func freeAll() -> Int {
        let freed = freeUnused(keeping: [], items: [])
        freeSolids()
        return freed
    }

    private func freeSolids() {
        for picture in solids.values { XRenderFreePicture(connection.display, picture) }
        solids = [:]
    }
}
