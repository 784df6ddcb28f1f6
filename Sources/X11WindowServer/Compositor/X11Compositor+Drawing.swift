internal import CX11
internal import CXrender
import UIKitCore

/// Drawing draw items into a destination picture, and the pictures they draw from.
extension X11Compositor {
    func draw(_ item: X11DrawItem, into destination: UInt, clip: [CGRect]) {
        let box = item.box
        switch item.source {
        case let .fill(red, green, blue, alpha):
            setClip(clip, on: destination)
            var color = XRenderColor(red: red, green: green, blue: blue, alpha: alpha)
            XRenderFillRectangle(display, alpha == 0xffff ? PictOpSrc : PictOpOver, destination, &color,
                                 Int32(box.minX), Int32(box.minY), UInt32(box.width), UInt32(box.height))
        case let .sprite(key, offset, node):
            guard let cached = sprite(for: key, node: node) else { return }
            cached.lastUsedFrame = statistics.currentFrame
            setClip(clip, on: destination)
            let picture = cached.picture
            XRenderComposite(display, PictOpOver, picture.picture, alphaMask(item.opacity), destination, 0, 0, 0, 0,
                             Int32(offset.x), Int32(offset.y), UInt32(picture.width), UInt32(picture.height))
        case let .particles(batch):
            drawParticles(batch, opacity: item.opacity, into: destination, clip: clip)
            return
        case let .painted(body):
            drawPainted(body, item: item, into: destination, clip: clip)
            return
        case let .offscreen(subtree):
            if serverTurnedParts[item.key] != nil {
                if case .transformedPart(let spriteKey) = subtree.kind {
                    drawTurnedOnServer(spriteKey, of: subtree, item: item, into: destination, clip: clip)
                    return
                }
                if subtree.kind == .clientRaster || subtree.kind == .group,
                   drawUprightOnServer(subtree, item: item, into: destination, clip: clip) { return }
            }
            guard let cached = offscreenPicture(for: subtree, box: box, key: item.key) else { return }
            cached.lastUsedFrame = statistics.currentFrame
            setClip(clip, on: destination)
            var source = cached.picture.picture
            // (Warped from the scale its flat picture was drawn at: while it moves, maybe not the exact one.)
            if case .projected = subtree.kind, case .projected(let flatScale)? = cached.subtree?.kind {
                guard let warped = projectedPicture(cached.picture, of: subtree, flatScale: flatScale, box: box)
                else { return }
                source = warped
            }
            if case .clippedSublayers(let outline) = subtree.kind {
                drawClipped(source, through: outline, of: subtree, item: item, into: destination)
                return
            }
            // A subtree with a compositing filter is drawn offscreen whole, then combined by its operator.
            XRenderComposite(display, subtree.node.compositingOperator.pictOp, source, alphaMask(item.opacity),
                             destination, 0, 0, 0, 0, Int32(box.minX), Int32(box.minY), UInt32(box.width),
                             UInt32(box.height))
        case let .backdrop(backdrop):
            drawBackdrop(backdrop, item: item, into: destination, clip: clip)
        }
        statistics.composites += 1
    }

    /// A turned part the server resamples from the layer's upright sprite, through its bilinear filter.
    private func drawTurnedOnServer(_ key: X11SpriteKey, of subtree: X11OffscreenSubtree, item: X11DrawItem,
                                    into destination: UInt, clip: [CGRect]) {
        guard let cached = sprite(for: key, node: subtree.node) else { return }
        cached.lastUsedFrame = statistics.currentFrame
        let box = item.box
        let spriteToDestination = spriteToDestination(key, node: subtree.node, toDestination: subtree.matrix.affine)
        // Composite pixels (relative to the box) to destination pixels to sprite pixels.
        let boxToSprite = CGAffineTransform(translationX: box.minX, y: box.minY)
            .concatenating(spriteToDestination.inverted())
        // In the back buffer, the sprite's uniform middle is filled with its colour and only the rest resampled
        // (through a second picture of the back buffer, whose clip may change for every turned part while the back
        // picture keeps the damage). Faded parts go whole: their mask's rounding is the server's.
        var target = destination, targetClip = clip
        if destination == backPicture, clippedBackPicture != 0, fillsUniformCores, item.opacity >= 1,
           let core = cached.uniformCore,
           let split = core.split(box: box, spriteToDestination: spriteToDestination) {
            let rest = Self.intersections(of: split.rest, with: clip)
            var fills = Self.intersections(of: split.fills, with: clip).map(\.xRectangle)
            if rest.count <= Self.maximumRestRectangles, !fills.isEmpty {
                setClip(clip, on: destination)
                var color = core.color
                XRenderFillRectangles(display, PictOpOver, destination, &color, &fills, Int32(fills.count))
                statistics.pixelsFilledForCores += fills.reduce(0) { $0 + Int($1.width) * Int($1.height) }
                target = clippedBackPicture
                targetClip = rest
            }
        }
        statistics.composites += 1
        statistics.serverResampledParts += 1
        guard !targetClip.isEmpty else { return }
        setClip(targetClip, on: target)
        XRenderComposite(display, PictOpOver, cached.picture.transformedPicture(Homography(boxToSprite)),
                         alphaMask(item.opacity),
                         target, 0, 0, 0, 0, Int32(box.minX), Int32(box.minY), UInt32(box.width),
                         UInt32(box.height))
        statistics.pixelsResampled += targetClip.reduce(0) { total, rect in
            let r = rect.intersection(box)
            return r.isNull ? total : total + Int(r.width * r.height)
        }
    }

    /// A composite clipped to more rectangles than this costs more to send and set up than the fill spares.
    static let maximumRestRectangles = 16

    /// The non-empty intersections of two lists of rectangles.
    static func intersections(of rects: [CGRect], with others: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        for rect in rects {
            for other in others {
                let r = rect.intersection(other)
                if !r.isNull, !r.isEmpty { result.append(r) }
            }
        }
        return result
    }

    /// The flat picture of a projected subtree, set up to be warped into `box`: composite pixels (relative to the
    /// box) to destination pixels, back through the projection to the layer's bounds space, to flat pixels.
    private func projectedPicture(_ flat: X11Picture, of subtree: X11OffscreenSubtree, flatScale: CGFloat,
                                  box: CGRect) -> UInt? {
        let extent = renderer.subtreeExtent(of: subtree.node)
        let flatToBounds = CGAffineTransform(translationX: -Self.flatMargin, y: -Self.flatMargin)
            .concatenating(CGAffineTransform(scaleX: 1 / flatScale, y: 1 / flatScale))
            .concatenating(CGAffineTransform(translationX: extent.minX, y: extent.minY))
        guard let destinationToFlat = Homography(flatToBounds).then(Homography(subtree.matrix)).inverted else {
            return nil
        }
        statistics.serverProjectedLayers += 1
        return flat.transformedPicture(Homography(CGAffineTransform(translationX: box.minX, y: box.minY))
            .then(destinationToFlat))
    }

    // MARK: Sprites

    /// The sprite for `key`, rasterized from `node` by the reference renderer's code and uploaded when not cached.
    func sprite(for key: X11SpriteKey, node: RenderLayer) -> X11CachedPicture? {
        if let cached = sprites[key] { return cached }
        let extent = spriteExtent(key, node: node)
        let scale = key.rasterScale
        let width = Int(saturating: extent.width * scale, rounding: .up)
        let height = Int(saturating: extent.height * scale, rounding: .up)
        guard width > 0, height > 0, fitsInPicture(width: CGFloat(width), height: CGFloat(height)),
              let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -extent.minX, y: -extent.minY)
        renderer.draw(key.part, of: node, in: context)
        guard let image = context.makeImage(), let picture = upload(image) else { return nil }
        let cached = X11CachedPicture(picture: picture, frame: statistics.currentFrame)
        cached.uniformCore = X11UniformCore.find(in: image)
        sprites[key] = cached
        return cached
    }

    private func upload(_ image: CGImage) -> X11Picture? { upload(.image(image)) }

    /// The pixels in a new picture on the server, or nil when the server refused one that large.
    private func upload(_ pixels: X11RasterPixels) -> X11Picture? {
        let picture: X11Picture
        let bytes: Int, throughSharedMemory: Bool
        switch pixels {
        case .image(let image):
            guard let made = makePicture(width: image.width, height: image.height) else { return nil }
            picture = made
            picture.upload(image, gc: spriteGC, uploader: uploader)
            bytes = image.bytesPerRow * image.height
            throughSharedMemory = picture.cameThroughSharedMemory
        case let .shared(region, width):
            guard let made = makePicture(width: width, height: region.height) else { return nil }
            picture = made
            uploader?.put(region, width: width, into: picture.pixmap, gc: spriteGC)
            bytes = region.bytesPerRow * region.height
            throughSharedMemory = true
        }
        statistics.uploads += 1
        statistics.bytesUploaded += bytes
        if throughSharedMemory { statistics.bytesUploadedThroughSharedMemory += bytes }
        statistics.serverBytesHeld += picture.byteCount
        return picture
    }

    // MARK: Offscreen subtrees

    /// The subtree's picture: from the cache when the same subtree (same node objects) sits at the same place.
    private func offscreenPicture(for subtree: X11OffscreenSubtree, box: CGRect, key: X11DrawItem.Key)
        -> X11CachedPicture? {
        // A projected subtree is rendered flat once; the server warps it anew wherever the projection moves it.
        // While it moves where uploads cost, at a scale of the √2 ladder (or the exact one it was drawn at).
        var flatScale: CGFloat = 1
        if case .projected(let exactScale) = subtree.kind {
            let moving = serverTurnedParts[key] != nil
            flatScale = moving ? movingFlatScale(exactScale, of: subtree.node) : exactScale
            if let cached = offscreens[key], let previous = cached.subtree,
               case .projected(let drawnAt) = previous.kind, drawnAt == flatScale || (moving && drawnAt == exactScale),
               previous.node.drawsSame(as: subtree.node) {
                statistics.clientRasterCacheHits += 1
                cached.subtree = X11OffscreenSubtree(kind: previous.kind, node: subtree.node, matrix: subtree.matrix,
                                                     isWhole: subtree.isWhole)
                cached.box = box
                return cached
            }
        }
        if let cached = offscreens[key] {
            if cached.shows(subtree, in: box) {
                if subtree.kind == .clientRaster { statistics.clientRasterCacheHits += 1 }
                cached.subtree = subtree
                cached.box = box
                return cached
            }
            free(cached)
            offscreens[key] = nil
        }
        let picture: X11Picture
        var shown = subtree
        switch subtree.kind {
        case .projected:
            guard let image = rasterizeFlat(subtree.node, scale: flatScale), let uploaded = upload(image) else {
                return nil
            }
            picture = uploaded
            shown = X11OffscreenSubtree(kind: .projected(flatScale: flatScale), node: subtree.node,
                                        matrix: subtree.matrix, isWhole: subtree.isWhole)
        case .clientRaster, .transformedPart:
            let prepared = preparedRasters.removeValue(forKey: key)
            let matches = prepared.map { $0.box == box && $0.subtree.isSame(as: subtree) } ?? false
            // Drawn ahead for this very item, or now (also when drawing ahead found no memory).
            guard let pixels = (matches ? prepared?.pixels : nil) ?? rasterize(subtree, box: box).map({ .image($0) }),
                  let uploaded = upload(pixels) else { return nil }
            picture = uploaded
        case .group, .clippedSublayers:
            guard let made = makePicture(width: Int(box.width), height: Int(box.height)) else { return nil }
            picture = made
            statistics.serverBytesHeld += picture.byteCount
            let local = CGRect(origin: .zero, size: box.size)
            var parts: [X11DrawItem] = []
            let toPicture = subtree.matrix.affine.concatenating(CGAffineTransform(translationX: -box.minX,
                                                                                  y: -box.minY))
            if case .clippedSublayers = subtree.kind {
                appendSublayers(of: subtree.node, toDestination: toPicture, clip: local, opacity: subtree.opacity,
                                into: &parts)
            } else {
                appendContent(of: subtree.node, toDestination: toPicture, clip: local, opacity: 1, into: &parts)
            }
            compose(parts, into: picture)
        case .upright:
            // A record of a kept picture, never an item's kind.
            return nil
        }
        let cached = X11CachedPicture(picture: picture, frame: statistics.currentFrame, subtree: shown, box: box)
        offscreens[key] = cached
        return cached
    }

    /// Composes `parts` into the whole of `picture` on the server, over transparent pixels, outlines drawn with
    /// exact masks at once (a group's picture is drawn once, not while it moves).
    func compose(_ parts: [X11DrawItem], into picture: X11Picture) {
        var damage = X11DamageRegion(bounds: CGRect(x: 0, y: 0, width: picture.width, height: picture.height))
        damage.addAll()
        let drewExactly = serverPaints.drawsExactly
        serverPaints.drawsExactly = true
        composedParts?.append(contentsOf: parts)
        paint(X11DrawItem.withUniqueKeys(parts), damage: damage, into: picture.picture, background: XRenderColor())
        serverPaints.drawsExactly = drewExactly
        clipOfPicture[picture.picture] = nil
    }

    /// Draws, on the client, the pictures this frame's damage needs that are not cached, before the compositor
    /// waits for the server to finish the previous frame: the client draws while the server composites.
    /// Some of the turned parts may go to the server instead (see `X11TurnedPartBalance`), never those in
    /// `mustDrawOnClient`.
    func prepareClientRasters(_ items: [X11DrawItem], damage: X11DamageRegion,
                              mustDrawOnClient: Set<X11DrawItem.Key> = []) {
        var turned: [X11DrawItem] = []
        for item in items where damage.intersects(item.box) {
            guard case .offscreen(let subtree) = item.source else { continue }
            if case .clippedSublayers = subtree.kind { continue }
            if case .projected(let flatScale) = subtree.kind {
                // Moving where uploads cost, its flat picture's scale is rounded up the √2 ladder: drawn exactly
                // again once it stands still.
                if uploadCosts.turnedPartsDrawnByServer, !mustDrawOnClient.contains(item.key),
                   subtree.node.rasterizationScale == nil,
                   movingFlatScale(flatScale, of: subtree.node) != flatScale {
                    serverTurnedParts[item.key] = item
                }
                continue
            }
            if let cached = offscreens[item.key], cached.shows(subtree, in: item.box) { continue }
            // Moving where uploads cost, composed by the server upright and resampled.
            if uploadCosts.turnedPartsDrawnByServer, !mustDrawOnClient.contains(item.key),
               uprightScale(of: subtree) != nil {
                serverTurnedParts[item.key] = item
                continue
            }
            if subtree.kind == .group { continue }
            if case .transformedPart = subtree.kind {
                turned.append(item)
            } else {
                preparedRasters[item.key] = X11PreparedRaster(subtree: subtree, box: item.box,
                                                              pixels: rasterize(subtree, box: item.box).map { .image($0) })
            }
        }
        var toServer = uploadCosts.turnedPartsDrawnByServer ? turned.count
            : uploadCosts.mayBalance ? balance.serverCount(of: turned.count) : 0
        if X11UploadCostModel.logsEachFrame {
            let pixels = turned.reduce(0) { $0 + Int($1.box.width * $1.box.height) }
            frameEstimate = (uploadCosts.estimate(turnedParts: turned.count, pixels: pixels),
                             toServer: min(toServer, turned.count - mustDrawOnClient.count))
        }
        var parts: [(key: X11DrawItem.Key, subtree: X11OffscreenSubtree)] = [], jobs: [X11PartRasterizer.Job] = []
        for item in turned {
            guard case .offscreen(let subtree) = item.source, case .transformedPart(let sprite) = subtree.kind
            else { continue }
            if toServer > 0 && !mustDrawOnClient.contains(item.key) {
                toServer -= 1
                serverTurnedParts[item.key] = item
                // Its client-drawn picture, if any, shows an older state.
                if let stale = offscreens.removeValue(forKey: item.key) { free(stale) }
                continue
            }
            parts.append((item.key, subtree))
            // Drawn straight into the shared memory the server uploads from, while there is room.
            let destination = uploader?.reserve(bytesPerRow: Int(item.box.width) * 4, height: Int(item.box.height))
            jobs.append(X11PartRasterizer.Job(node: subtree.node, part: sprite.part, transform: subtree.matrix.affine,
                                              box: item.box, destination: destination))
        }
        for (index, pixels) in X11PartRasterizer.draw(jobs).enumerated() {
            preparedRasters[parts[index].key] = X11PreparedRaster(subtree: parts[index].subtree, box: jobs[index].box,
                                                                  pixels: pixels)
        }
    }

    /// Transparent pixels round a flat picture: the server's bilinear filter then finds the picture's edges
    /// inside it, and fades them out as the reference renderer's warp does (beyond the edges of a picture under a
    /// projective transform, the server leaves the partly covered pixels out).
    static let flatMargin: CGFloat = 1

    /// A subtree rendered upright in its own bounds space at `scale` (with `flatMargin` round it), as the
    /// reference renderer renders a layer it projects.
    private func rasterizeFlat(_ node: RenderLayer, scale: CGFloat) -> CGImage? {
        let extent = renderer.subtreeExtent(of: node), margin = Self.flatMargin
        let width = Int((extent.width * scale).rounded(.up)), height = Int((extent.height * scale).rounded(.up))
        guard width > 0, height > 0,
              let context = try? CGContext(pixelWidth: width + 2 * Int(margin), pixelHeight: height + 2 * Int(margin),
                                           flipped: true) else { return nil }
        context.translateBy(x: margin, y: margin)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -extent.minX, y: -extent.minY)
        renderer.renderInLocalSpace(node, in: context)
        statistics.clientRasterizations += 1
        return context.makeImage()
    }

    /// A client-drawn subtree or part, drawn by the reference renderer's code into its destination box.
    private func rasterize(_ subtree: X11OffscreenSubtree, box: CGRect) -> CGImage? {
        if case .transformedPart(let sprite) = subtree.kind {
            let job = X11PartRasterizer.Job(node: subtree.node, part: sprite.part, transform: subtree.matrix.affine,
                                            box: box, destination: nil)
            guard case .image(let image) = X11PartRasterizer.draw(job) else { return nil }
            return image
        }
        guard let context = try? CGContext(pixelWidth: Int(box.width), pixelHeight: Int(box.height), flipped: true)
        else { return nil }
        context.translateBy(x: -box.minX, y: -box.minY)
        renderer.render(subtree.node, through: subtree.matrix, in: context)
        statistics.clientRasterizations += 1
        return context.makeImage()
    }

    // MARK: Memory

    func free(_ cached: X11CachedPicture) {
        statistics.serverBytesHeld -= cached.picture.byteCount
        clipOfPicture[cached.picture.picture] = nil
        cached.picture.free()
    }

    /// Pictures no layer of the current frame draws from are freed: their layers went or changed.
    func freeUnreferencedPictures(_ items: [X11DrawItem]) {
        var spriteKeys = Set<X11SpriteKey>(), itemKeys = Set<X11DrawItem.Key>()
        var paints: [X11PaintedBody.Paint] = [], paintedKeys = Set<X11DrawItem.Key>()
        var clipMasks = Set<X11OutlineMask.Key>()
        // (`inside` a picture the server composed upright: its own pictures are intermediate, not kept.)
        func reference(_ item: X11DrawItem, inside: Bool) {
            switch item.source {
            case .painted(let body):
                paints.append(contentsOf: body.paints)
                paintedKeys.insert(item.key)
            case .sprite(let key, _, _): spriteKeys.insert(key)
            case .offscreen(let subtree):
                if !inside { itemKeys.insert(item.key) }
                if case .clippedSublayers(let outline) = subtree.kind {
                    paintedKeys.insert(item.key)
                    clipMasks.insert(outline)
                }
                // A turned part the server resamples (or may, next frame) draws from its layer's upright sprite.
                if case .transformedPart(let key) = subtree.kind { spriteKeys.insert(key) }
            case .particles(let batch): spriteKeys.formUnion(batch.spriteKeys.joined())
            case .fill, .backdrop: break
            }
        }
        for item in items {
            reference(item, inside: false)
            if item.isOffscreen, let parts = offscreens[item.key]?.composedParts {
                for part in parts { reference(part, inside: true) }
            }
        }
        for (key, cached) in sprites where !spriteKeys.contains(key) {
            free(cached)
            sprites[key] = nil
        }
        for (key, cached) in offscreens where !itemKeys.contains(key) {
            free(cached)
            offscreens[key] = nil
        }
        statistics.serverBytesHeld -= serverPaints.freeUnused(keeping: paints, clips: clipMasks,
                                                                items: paintedKeys)
    }

    /// Beyond the budget, the least recently composited pictures go (never one this frame drew); a layer whose
    /// sprite went gets it back, rasterized and uploaded again, when it is next damaged.
    func evictBeyondBudget() {
        guard statistics.serverBytesHeld > serverMemoryBudget else { return }
        var candidates: [(frame: Int, sprite: X11SpriteKey?, item: X11DrawItem.Key?, cached: X11CachedPicture)] = []
        for (key, cached) in sprites where cached.lastUsedFrame < statistics.currentFrame {
            candidates.append((cached.lastUsedFrame, key, nil, cached))
        }
        for (key, cached) in offscreens where cached.lastUsedFrame < statistics.currentFrame {
            candidates.append((cached.lastUsedFrame, nil, key, cached))
        }
        candidates.sort { $0.frame < $1.frame }
        for candidate in candidates where statistics.serverBytesHeld > serverMemoryBudget {
            free(candidate.cached)
            if let key = candidate.sprite { sprites[key] = nil }
            if let key = candidate.item { offscreens[key] = nil }
            statistics.evictions += 1
        }
    }

    // MARK: Helpers

    /// A 1x1 repeating solid picture of alpha `opacity`, or no mask (0) at full opacity.
    func alphaMask(_ opacity: Float) -> UInt {
        guard opacity < 1 else { return 0 }
        let alpha = UInt16(min(max(opacity, 0), 1) * 65535)
        if let mask = alphaMasks[alpha] { return mask }
        // An animated fade makes a new value every frame; old masks are tiny but need not pile up.
        if alphaMasks.count >= 256 {
            for mask in alphaMasks.values { XRenderFreePicture(display, mask) }
            alphaMasks = [:]
        }
        var color = XRenderColor(red: 0, green: 0, blue: 0, alpha: alpha)
        let mask = XRenderCreateSolidFill(display, &color)
        alphaMasks[alpha] = mask
        return mask
    }

    func setClip(_ rects: [CGRect], on picture: UInt) {
        guard clipOfPicture[picture] != rects else { return }
        clipOfPicture[picture] = rects
        var xRects = rects.map(\.xRectangle)
        XRenderSetPictureClipRectangles(display, picture, 0, 0, &xRects, Int32(xRects.count))
    }
}
