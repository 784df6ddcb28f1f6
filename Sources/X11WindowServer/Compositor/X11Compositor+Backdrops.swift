internal import CX11
internal import CXrender
import UIKitCore

/// Backdrop layers: the blur of what lies behind them, averaged down on the server with X Render's convolution
/// filter, blurred and saturated small on the client by the reference renderer's code, read back by the server's
/// bilinear filter (see `BackdropBlur`), and kept while nothing behind them changes. When something behind one
/// changes, only the cells it covers are averaged again, and only the pixels the blur carries the change to are
/// damaged (a moving view behind a full-window blur repaints its own neighbourhood, not the window).
extension X11Compositor {
    /// The backdrop item of `node`, whose bounds map to destination pixels by `toDestination`, if it shows.
    func appendBackdrop(of node: RenderLayer, toDestination: CGAffineTransform, clip: CGRect, opacity: Float,
                        into items: inout [X11DrawItem]) {
        guard let backdrop = node.backdrop else { return }
        if !toDestination.isAxisAligned || node.cornerRadius > 0 {
            // The server clips by rectangles here; a turned or rounded backdrop fills its bounding box.
            reportOnce(node, "its backdrop is turned or rounded; the X11 compositor blurs its bounding box")
        }
        let tint = backdrop.tintColor.flatMap { color -> X11Backdrop.X11Color? in
            let c = color.rgba, alpha = c.alpha * Double(opacity)
            guard alpha > 0 else { return nil }
            return X11Backdrop.X11Color(red: .colorChannel(c.red * alpha), green: .colorChannel(c.green * alpha),
                                        blue: .colorChannel(c.blue * alpha), alpha: .colorChannel(alpha))
        }
        let plan = renderer.backdropBlur(of: node, toDevice: toDestination, surface: windowBounds)
        // No blur (a radius of 0, as `effect = nil` animates to): only the veil, over the bounds.
        let box = (plan?.box ?? node.geometry.bounds.applying(toDestination).integral).intersection(clip)
        guard !box.isNull, !box.isEmpty, box.isFiniteRect, plan != nil || tint != nil else { return }
        let key = X11DrawItem.Key(layerID: node.layerID, part: 4)
        items.append(X11DrawItem(key: key, source: .backdrop(X11Backdrop(blur: plan, tint: tint)), opacity: opacity,
                                 clip: clip, box: box))
    }

    /// Marks for blurring anew the backdrops that something behind them changed under (or that are new), and
    /// damages all that they read: the back buffer must hold exactly what lies behind each when it is reached.
    /// Drops the blurs of backdrops that went.
    func addBackdropDamage(from old: [X11DrawItem], to new: [X11DrawItem], into damage: inout X11DamageRegion,
                           everything: Bool) {
        backdropsToBlur = [:]
        var present = Set<X11DrawItem.Key>()
        for item in new where item.isBackdrop { present.insert(item.key) }
        for (key, cached) in backdropBlurs where !present.contains(key) {
            free(cached.picture)
            backdropBlurs[key] = nil
        }
        guard !present.isEmpty else { return }
        var previous: [X11DrawItem.Key: X11DrawItem] = [:]
        for item in old { previous[item.key] = item }
        // What changed so far in drawing order; a backdrop sees only what lies before it.
        var changedBehind = X11DamageRegion(bounds: windowBounds)
        for key in previous.keys where !new.contains(where: { $0.key == key }) {
            if let gone = previous[key] { changedBehind.add(gone.box) }
        }
        for item in new {
            let before = previous[item.key]
            let changed = before.map { !$0.looksSame(as: item) } ?? true
            if changed {
                changedBehind.add(item.box)
                if let before { changedBehind.add(before.box) }
            }
            guard case .backdrop(let backdrop) = item.source, let plan = backdrop.blur else { continue }
            let cached = backdropBlurs[item.key]
            if everything || changed || cached?.blur != plan {
                backdropsToBlur[item.key] = .whole
                damage.add(plan.sample)
                changedBehind.add(item.box)
            } else if changedBehind.intersects(plan.sample) {
                let update = X11BackdropUpdate(plan, changed: changedBehind.clipped(to: plan.sample))
                backdropsToBlur[item.key] = .cells(update)
                // What the cells read must be drawn anew below the blur; what the blur carries the change to, over it.
                damage.add(update.read)
                damage.add(update.shown)
                changedBehind.add(update.shown.intersection(item.box))
            }
        }
    }

    /// Draws a backdrop item: blurs what `destination` holds behind it when marked (or when drawing into any
    /// picture but the back buffer, whose contents are made anew each time), then composites the blur and the veil.
    func drawBackdrop(_ backdrop: X11Backdrop, item: X11DrawItem, into destination: UInt, clip: [CGRect]) {
        if let plan = backdrop.blur {
            let cached: X11CachedBackdrop?
            let marked = backdropsToBlur[item.key]
            if destination == backPicture, marked == nil, let kept = backdropBlurs[item.key], kept.blur == plan {
                cached = kept
            } else if destination == backPicture, case .cells(let update) = marked, let kept = backdropBlurs[item.key],
                      kept.blur == plan, reblur(kept, update, from: destination) {
                cached = kept
            } else {
                if let stale = backdropBlurs.removeValue(forKey: item.key) { free(stale.picture) }
                cached = blurBackdrop(plan, from: destination)
                if destination == backPicture { backdropBlurs[item.key] = cached }
            }
            if let cached {
                setClip(clip, on: destination)
                let box = item.box
                let f = CGFloat(plan.factor)
                // Destination pixels to small-picture pixels (pixel centres at +0.5 in both), as the reference reads.
                let toSmall = CGAffineTransform(translationX: -plan.sample.minX, y: -plan.sample.minY)
                    .concatenating(CGAffineTransform(scaleX: 1 / f, y: 1 / f))
                let source = cached.picture.transformedPicture(Homography(toSmall))
                padEdges(source)
                XRenderComposite(display, PictOpOver, source, alphaMask(item.opacity), destination,
                                 Int32(box.minX), Int32(box.minY), 0, 0, Int32(box.minX), Int32(box.minY),
                                 UInt32(box.width), UInt32(box.height))
                statistics.composites += 1
                if destination != backPicture { free(cached.picture) }
            }
        }
        if let tint = backdrop.tint {
            setClip(clip, on: destination)
            var color = XRenderColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha)
            let box = item.box
            XRenderFillRectangle(display, PictOpOver, destination, &color, Int32(box.minX), Int32(box.minY),
                                 UInt32(box.width), UInt32(box.height))
        }
    }

    /// The blurred small picture of what `source` holds under `plan.sample`: averaged down by the plan's factor on
    /// the server, read back (a few thousand pixels), blurred and saturated on the client as the reference renderer
    /// does (X Render has no colour matrix, and six convolution passes cost the server more than the round trip),
    /// and uploaded again. The averaged cells are kept for updating only some of them later.
    private func blurBackdrop(_ plan: BackdropBlur, from source: UInt) -> X11CachedBackdrop? {
        let rowBytes = plan.smallWidth * 4
        var averaged = [UInt8](repeating: 0, count: rowBytes * plan.smallHeight)
        guard averageDown(plan, cells: CGRect(x: 0, y: 0, width: plan.smallWidth, height: plan.smallHeight),
                          from: source, into: &averaged),
              let small = makePicture(width: plan.smallWidth, height: plan.smallHeight) else { return nil }
        let cached = X11CachedBackdrop(blur: plan, picture: small, averaged: averaged)
        blurAndUpload(cached)
        statistics.serverBytesHeld += small.byteCount
        return cached
    }

    /// Averages down the cells of `update` again and blurs the whole small picture anew from the kept cells (the
    /// client's part is cheap; the server's, averaging and damage, is what the update limits). False when the
    /// server refused a picture.
    private func reblur(_ cached: X11CachedBackdrop, _ update: X11BackdropUpdate, from source: UInt) -> Bool {
        guard averageDown(cached.blur, cells: update.cells, from: source, into: &cached.averaged) else { return false }
        blurAndUpload(cached)
        statistics.partialBackdropBlurs += 1
        return true
    }

    private func blurAndUpload(_ cached: X11CachedBackdrop) {
        let plan = cached.blur
        let blurred = cached.averaged.withUnsafeBytes {
            plan.blurredSmallPicture(averaged: $0.baseAddress!, bytesPerRow: plan.smallWidth * 4)
        }
        cached.picture.upload(blurred, gc: spriteGC, uploader: uploader)
        statistics.backdropBlurs += 1
    }

    /// Averages the sample's pixels under `cells` (small-picture cells, whole numbers) down by the plan's factor on
    /// the server and reads them back into `averaged` (all the small picture's cells, rows `smallWidth * 4` bytes).
    /// A last partial cell repeats the sample's last pixels, as the reference renderer's averaging does.
    private func averageDown(_ plan: BackdropBlur, cells: CGRect, from source: UInt, into averaged: inout [UInt8])
        -> Bool {
        let f = plan.factor, sample = plan.sample
        let (cellX, cellY) = (Int(cells.minX), Int(cells.minY))
        let (cellWidth, cellHeight) = (Int(cells.width), Int(cells.height))
        let region = CGRect(x: sample.minX + CGFloat(cellX * f), y: sample.minY + CGFloat(cellY * f),
                            width: CGFloat(cellWidth * f), height: CGFloat(cellHeight * f)).intersection(sample)
        guard !region.isNull, !region.isEmpty, let small = makePicture(width: cellWidth, height: cellHeight) else {
            return false
        }
        defer { small.free() }
        // A source's clip limits what it gives: open it over the region.
        setClip([region], on: source)
        if f > 1 {
            guard let copy = makePicture(width: Int(region.width), height: Int(region.height)) else { return false }
            defer { copy.free() }
            XRenderComposite(display, PictOpSrc, source, 0, copy.picture, Int32(region.minX), Int32(region.minY),
                             0, 0, 0, 0, UInt32(region.width), UInt32(region.height))
            let down = XRenderCreatePicture(display, copy.pixmap, connection.argb32Format, 0, nil)
            defer { XRenderFreePicture(display, down) }
            padEdges(down)
            let scale = XFixed.fixed(CGFloat(f)), one = XFixed.fixed(1)
            var matrix = XTransform(matrix: ((scale, 0, 0), (0, scale, 0), (0, 0, one)))
            XRenderSetPictureTransform(display, down, &matrix)
            setConvolution(on: down, width: f, height: f, [Double](repeating: 1 / Double(f * f), count: f * f))
            XRenderComposite(display, PictOpSrc, down, 0, small.picture, 0, 0, 0, 0, 0, 0, UInt32(cellWidth),
                             UInt32(cellHeight))
            statistics.composites += 2
        } else {
            XRenderComposite(display, PictOpSrc, source, 0, small.picture, Int32(region.minX), Int32(region.minY),
                             0, 0, 0, 0, UInt32(cellWidth), UInt32(cellHeight))
            statistics.composites += 1
        }
        let rowBytes = plan.smallWidth * 4
        let read: Bool? = small.withPixels { pixels, stride in
            averaged.withUnsafeMutableBytes { target in
                for row in 0..<cellHeight {
                    (target.baseAddress! + (cellY + row) * rowBytes + cellX * 4)
                        .copyMemory(from: pixels + row * stride, byteCount: cellWidth * 4)
                }
            }
            return true
        }
        return read == true
    }

    private func setConvolution(on picture: UInt, width: Int, height: Int, _ values: [Double]) {
        var parameters = [XFixed.fixed(CGFloat(width)), XFixed.fixed(CGFloat(height))]
            + values.map { XFixed.fixed(CGFloat($0)) }
        XRenderSetPictureFilter(display, picture, FilterConvolution, &parameters, Int32(parameters.count))
    }

    /// Samples beyond the picture's edges repeat its edge pixels.
    private func padEdges(_ picture: UInt) {
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
    }

    private func free(_ picture: X11Picture) {
        statistics.serverBytesHeld -= picture.byteCount
        clipOfPicture[picture.picture] = nil
        picture.free()
    }

    /// Logs once per layer a way in which the X11 compositor draws it differently.
    private func reportOnce(_ node: RenderLayer, _ difference: String) {
        guard !reportedLayers.contains(node.layerID) else { return }
        reportedLayers.insert(node.layerID)
        UIKitLog.error("X11 compositor: layer \(node.layerID): \(difference)")
    }
}

/// A backdrop's blurred small picture, the plan it was made by, and the averaged cells it was blurred from
/// (premultiplied ARGB32, `smallWidth` a row), kept on the client to update only some of them.
@MainActor final class X11CachedBackdrop {
    let blur: BackdropBlur
    let picture: X11Picture
    var averaged: [UInt8]

    init(blur: BackdropBlur, picture: X11Picture, averaged: [UInt8]) {
        self.blur = blur
        self.picture = picture
        self.averaged = averaged
    }
}
