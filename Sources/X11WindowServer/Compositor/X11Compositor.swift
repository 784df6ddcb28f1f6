internal import CX11
internal import CXrender
import UIKitCore

/// Turns render trees into pixels on the X server with X Render.
///
/// Each layer's own content (background, contents, border) is rasterized once on the client by the reference
/// renderer's code into a "sprite" picture, cached by appearance, so layers that only move or fade cost one
/// composite and no upload. Frames are composed back to front into a back buffer and copied to the window.
/// Features X Render cannot express directly (masks, shadows, perspective, rotated clips) fall back to rasterizing
/// that subtree on the client, so the result always equals the reference renderer's.
@MainActor final class X11Compositor {
    private let connection: X11Connection
    private var display: OpaquePointer { connection.display }
    private let window: UInt
    private let windowDepth: Int32
    private let windowVisual: UnsafeMutablePointer<Visual>
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int
    let scale: CGFloat

    private var backPixmap: UInt = 0
    private var backPicture: UInt = 0
    private let windowGC: OpaquePointer
    private let spriteGC: OpaquePointer
    private var spriteGCPixmap: UInt = 0
    private var sprites: [SpriteKey: Sprite] = [:]
    private var alphaMasks: [UInt16: UInt] = [:]
    private var clipOfPicture: [UInt: CGRect] = [:]
    private var lastTree: RenderLayer?
    private let renderer = LayerRenderer()

    var statistics = CompositorStatistics()

    init(connection: X11Connection, window: UInt, depth: Int32, visual: UnsafeMutablePointer<Visual>,
         pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.connection = connection
        self.window = window
        windowDepth = depth
        windowVisual = visual
        self.pixelWidth = max(pixelWidth, 1)
        self.pixelHeight = max(pixelHeight, 1)
        self.scale = scale
        windowGC = XCreateGC(connection.display, window, 0, nil)
        spriteGCPixmap = XCreatePixmap(connection.display, connection.rootWindow, 1, 1, 32)
        spriteGC = XCreateGC(connection.display, spriteGCPixmap, 0, nil)
        makeBackBuffer()
    }

    private func makeBackBuffer() {
        backPixmap = XCreatePixmap(display, window, UInt32(pixelWidth), UInt32(pixelHeight), UInt32(windowDepth))
        let format = XRenderFindVisualFormat(display, windowVisual)
        backPicture = XRenderCreatePicture(display, backPixmap, format, 0, nil)
        clipOfPicture[backPicture] = nil
    }

    private func freeBackBuffer() {
        XRenderFreePicture(display, backPicture)
        XFreePixmap(display, backPixmap)
        clipOfPicture[backPicture] = nil
    }

    /// The window changed size: a new back buffer, recomposed from the last tree.
    func resize(pixelWidth width: Int, pixelHeight height: Int) {
        let (w, h) = (max(width, 1), max(height, 1))
        guard w != pixelWidth || h != pixelHeight else { return }
        freeBackBuffer()
        pixelWidth = w
        pixelHeight = h
        makeBackBuffer()
        if let lastTree { compose(lastTree) }
    }

    /// Composes a new tree and shows it.
    func present(_ tree: RenderLayer) {
        let before = connection.nextRequestSerial
        lastTree = tree
        compose(tree)
        copyToWindow(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        evictUnusedSprites()
        statistics.frames += 1
        statistics.requests += Int(connection.nextRequestSerial &- before)
        XFlush(display)
    }

    /// The window was exposed: copy the back buffer again; nothing is redrawn.
    func repaint(_ rect: CGRect) {
        guard lastTree != nil else { return }
        let before = connection.nextRequestSerial
        copyToWindow(rect)
        statistics.requests += Int(connection.nextRequestSerial &- before)
        XFlush(display)
    }

    private func copyToWindow(_ rect: CGRect) {
        let r = rect.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)).integral
        guard !r.isEmpty else { return }
        XCopyArea(display, backPixmap, window, windowGC, Int32(r.minX), Int32(r.minY), UInt32(r.width),
                  UInt32(r.height), Int32(r.minX), Int32(r.minY))
    }

    private func compose(_ tree: RenderLayer) {
        statistics.currentFrame += 1
        let full = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        setClip(full, on: backPicture)
        var black = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xffff)
        XRenderFillRectangle(display, PictOpSrc, backPicture, &black, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight))
        // The root layer is drawn in its own bounds space, scaled to pixels.
        let rootToPixels = CGAffineTransform(translationX: -tree.geometry.bounds.minX, y: -tree.geometry.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        guard !tree.isHidden, tree.opacity > 0 else { return }
        compositeContent(of: tree, transform: rootToPixels, into: backPicture, clip: full)
    }

    // MARK: Layers

    /// Composites `node` whose parent space maps to destination pixels by `parentToDestination`.
    private func composite(_ node: RenderLayer, parentToDestination: CGAffineTransform,
                           parentSublayerMatrix: CATransform3D, into destination: UInt, clip: CGRect) {
        guard !node.isHidden, node.opacity > 0 else { return }
        let m3 = node.transform(inParent: parentSublayerMatrix)
        guard m3.isFinite else { return }
        let toDestination = m3.affine.concatenating(parentToDestination)
        let hasShadow = node.shadow != nil && !node.masksToBounds
        let clipsChildren = node.masksToBounds && !node.sublayers.isEmpty
        let needsClientRaster = !m3.isFlatAffine || node.mask != nil || hasShadow
            || (clipsChildren && (!toDestination.isAxisAligned || node.cornerRadius > 0))
        if needsClientRaster {
            rasterize(node, parentToDestination: parentToDestination, parentSublayerMatrix: parentSublayerMatrix,
                      into: destination, clip: clip)
            return
        }
        if node.opacity < 1 && !node.sublayers.isEmpty {
            compositeGroup(node, transform: toDestination, into: destination, clip: clip)
            return
        }
        compositeContent(of: node, transform: toDestination, into: destination, clip: clip)
    }

    /// The node's own content, its sublayers and its border, with `transform` from its bounds space.
    private func compositeContent(of node: RenderLayer, transform: CGAffineTransform, into destination: UInt,
                                  clip: CGRect, opacityOverride: Float? = nil) {
        let opacity = opacityOverride ?? node.opacity
        let hasSublayers = !node.sublayers.isEmpty
        let hasBorder = node.borderWidth > 0 && (node.borderColor?.alpha ?? 0) > 0
        if (node.backgroundColor?.alpha ?? 0) > 0 || node.contents != nil || (hasBorder && !hasSublayers) {
            drawSprite(of: node, part: hasSublayers ? .body : .all, transform: transform, opacity: opacity,
                       into: destination, clip: clip)
        }
        if hasSublayers {
            var childClip = clip
            if node.masksToBounds {
                childClip = clip.intersection(node.geometry.bounds.applying(transform)).integral
            }
            if !childClip.isEmpty {
                let sublayerMatrix = node.sublayerMatrix
                for sublayer in node.sublayers {
                    composite(sublayer, parentToDestination: transform, parentSublayerMatrix: sublayerMatrix,
                              into: destination, clip: childClip)
                }
            }
            if hasBorder {
                drawSprite(of: node, part: .border, transform: transform, opacity: opacity, into: destination, clip: clip)
            }
        }
    }

    /// Group opacity: the subtree is composed into its own picture, then faded as one.
    private func compositeGroup(_ node: RenderLayer, transform: CGAffineTransform, into destination: UInt,
                                clip: CGRect) {
        let box = subtreeBox(node, transform: transform).intersection(clip).integral
        guard !box.isEmpty, box.width <= 16_384, box.height <= 16_384 else { return }
        let group = X11Picture(width: Int(box.width), height: Int(box.height), connection: connection)
        defer { group.free() }
        var clear = XRenderColor()
        XRenderFillRectangle(display, PictOpSrc, group.picture, &clear, 0, 0, UInt32(box.width), UInt32(box.height))
        let shifted = transform.concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY))
        compositeContent(of: node, transform: shifted, into: group.picture,
                         clip: CGRect(origin: .zero, size: box.size), opacityOverride: 1)
        setClip(clip, on: destination)
        XRenderComposite(display, PictOpOver, group.picture, alphaMask(node.opacity), destination, 0, 0, 0, 0,
                         Int32(box.minX), Int32(box.minY), UInt32(box.width), UInt32(box.height))
        statistics.composites += 1
        clipOfPicture[group.picture] = nil
    }

    /// Rasterizes the subtree on the client with the reference renderer and composites the result.
    private func rasterize(_ node: RenderLayer, parentToDestination: CGAffineTransform,
                           parentSublayerMatrix: CATransform3D, into destination: UInt, clip: CGRect) {
        let transform = node.transform(inParent: parentSublayerMatrix).affine.concatenating(parentToDestination)
        var box = subtreeBox(node, transform: transform)
        if let shadow = node.shadow, !node.masksToBounds {
            let spread = (shadow.radius * 2 + abs(shadow.offset.width) + abs(shadow.offset.height)) * scale + 2
            box = box.insetBy(dx: -spread, dy: -spread)
        }
        box = box.intersection(clip).integral
        guard !box.isEmpty,
              let context = try? CGContext(pixelWidth: Int(box.width), pixelHeight: Int(box.height), flipped: true)
        else { return }
        context.translateBy(x: -box.minX, y: -box.minY)
        context.concatenate(parentToDestination)
        renderer.render(node, in: context, parentSublayerMatrix: parentSublayerMatrix)
        guard let image = context.makeImage() else { return }
        let picture = X11Picture(image: image, connection: connection, gc: spriteGC)
        defer { picture.free() }
        statistics.bytesUploaded += image.bytesPerRow * image.height
        setClip(clip, on: destination)
        XRenderComposite(display, PictOpOver, picture.picture, 0, destination, 0, 0, 0, 0,
                         Int32(box.minX), Int32(box.minY), UInt32(box.width), UInt32(box.height))
        statistics.composites += 1
    }

    // MARK: Sprites

    enum SpritePart: Hashable { case all, body, border }

    private func drawSprite(of node: RenderLayer, part: SpritePart, transform: CGAffineTransform, opacity: Float,
                            into destination: UInt, clip: CGRect) {
        let rasterScale = transform.rasterScale
        guard let sprite = sprite(for: node, part: part, rasterScale: rasterScale) else { return }
        sprite.lastUsedFrame = statistics.currentFrame
        let spriteToDestination = CGAffineTransform(scaleX: 1 / rasterScale, y: 1 / rasterScale)
            .concatenating(CGAffineTransform(translationX: sprite.origin.x, y: sprite.origin.y))
            .concatenating(transform)
        let picture = sprite.picture
        setClip(clip, on: destination)
        let mask = opacity < 1 ? alphaMask(opacity) : 0
        if let offset = spriteToDestination.integerTranslation {
            picture.setTransform(.identity, bilinear: false)
            XRenderComposite(display, PictOpOver, picture.picture, mask, destination, 0, 0, 0, 0,
                             Int32(offset.x), Int32(offset.y), UInt32(picture.width), UInt32(picture.height))
        } else {
            let box = CGRect(x: 0, y: 0, width: picture.width, height: picture.height)
                .applying(spriteToDestination).insetBy(dx: -1, dy: -1).intersection(clip).integral
            guard !box.isEmpty else { return }
            picture.setTransform(spriteToDestination.inverted(), bilinear: true)
            XRenderComposite(display, PictOpOver, picture.picture, mask, destination, Int32(box.minX), Int32(box.minY),
                             0, 0, Int32(box.minX), Int32(box.minY), UInt32(box.width), UInt32(box.height))
        }
        statistics.composites += 1
    }

    private func sprite(for node: RenderLayer, part: SpritePart, rasterScale: CGFloat) -> Sprite? {
        let key = SpriteKey(node: node, part: part, rasterScale: rasterScale)
        if let cached = sprites[key] { return cached }
        let extent = part == .border ? node.geometry.bounds : renderer.ownContentExtent(of: node)
        let width = Int((extent.width * rasterScale).rounded(.up)), height = Int((extent.height * rasterScale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384,
              let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
        context.scaleBy(x: rasterScale, y: rasterScale)
        context.translateBy(x: -extent.minX, y: -extent.minY)
        if part != .border { renderer.drawBackgroundAndContents(of: node, in: context) }
        if part != .body { renderer.drawBorder(of: node, in: context) }
        guard let image = context.makeImage() else { return nil }
        let sprite = Sprite(picture: X11Picture(image: image, connection: connection, gc: spriteGC), origin: extent.origin)
        statistics.bytesUploaded += image.bytesPerRow * image.height
        statistics.uploads += 1
        sprites[key] = sprite
        return sprite
    }

    /// Sprites not used by the last two frames are freed.
    private func evictUnusedSprites() {
        let threshold = statistics.currentFrame - 2
        for (key, sprite) in sprites where sprite.lastUsedFrame < threshold {
            sprite.picture.free()
            sprites[key] = nil
        }
    }

    // MARK: Helpers

    private func alphaMask(_ opacity: Float) -> UInt {
        let alpha = UInt16(min(max(opacity, 0), 1) * 65535)
        if let mask = alphaMasks[alpha] { return mask }
        var color = XRenderColor(red: 0, green: 0, blue: 0, alpha: alpha)
        let mask = XRenderCreateSolidFill(display, &color)
        alphaMasks[alpha] = mask
        return mask
    }

    private func setClip(_ rect: CGRect, on picture: UInt) {
        guard clipOfPicture[picture] != rect else { return }
        clipOfPicture[picture] = rect
        var r = XRectangle(x: Int16(clamping: Int(rect.minX)), y: Int16(clamping: Int(rect.minY)),
                           width: UInt16(clamping: Int(rect.width)), height: UInt16(clamping: Int(rect.height)))
        XRenderSetPictureClipRectangles(display, picture, 0, 0, &r, 1)
    }

    /// The box, in destination pixels, that a subtree can touch.
    private func subtreeBox(_ node: RenderLayer, transform: CGAffineTransform) -> CGRect {
        var box = renderer.ownContentExtent(of: node).applying(transform)
        if node.masksToBounds { return box }
        let sublayerMatrix = node.sublayerMatrix
        for sublayer in node.sublayers where !sublayer.isHidden {
            let m = sublayer.transform(inParent: sublayerMatrix)
            guard m.isFinite else { continue }
            box = box.union(subtreeBox(sublayer, transform: m.affine.concatenating(transform)))
        }
        return box
    }

    func destroy() {
        for sprite in sprites.values { sprite.picture.free() }
        sprites = [:]
        for mask in alphaMasks.values { XRenderFreePicture(display, mask) }
        alphaMasks = [:]
        freeBackBuffer()
        XFreeGC(display, windowGC)
        XFreeGC(display, spriteGC)
        XFreePixmap(display, spriteGCPixmap)
    }
}

/// What a window's compositor has done, for apps, tests and benchmarks.
public struct CompositorStatistics: Sendable {
    public var frames = 0
    public var composites = 0
    public var uploads = 0
    public var bytesUploaded = 0
    public var requests = 0
    var currentFrame = 0
}

@MainActor private final class Sprite {
    let picture: X11Picture
    /// The top-left of the sprite in the layer's bounds space.
    let origin: CGPoint
    var lastUsedFrame = 0
    init(picture: X11Picture, origin: CGPoint) { self.picture = picture; self.origin = origin }
}

/// Layers that look the same share a sprite: the key is everything that affects the rasterized pixels.
private struct SpriteKey: Hashable {
    let bounds: CGSize
    let boundsOrigin: CGPoint
    let part: X11Compositor.SpritePart
    let rasterScale: CGFloat
    let background: CGColor?
    let borderWidth: CGFloat
    let borderColor: CGColor?
    let cornerRadius: CGFloat
    let maskedCorners: UInt
    let contents: UInt64?
    let gravity: String
    let contentsRect: CGRect
    let contentsCenter: CGRect
    let contentsScale: CGFloat
    let masksToBounds: Bool

    init(node: RenderLayer, part: X11Compositor.SpritePart, rasterScale: CGFloat) {
        bounds = node.geometry.bounds.size
        boundsOrigin = node.geometry.bounds.origin
        self.part = part
        self.rasterScale = rasterScale
        background = part == .border ? nil : node.backgroundColor
        borderWidth = part == .body ? 0 : node.borderWidth
        borderColor = part == .body ? nil : node.borderColor
        cornerRadius = node.cornerRadius
        maskedCorners = node.maskedCorners.rawValue
        contents = part == .border ? nil : node.contents?.identifier
        gravity = node.contentsGravity.rawValue
        contentsRect = node.contentsRect
        contentsCenter = node.contentsCenter
        contentsScale = node.contentsScale
        masksToBounds = node.masksToBounds
    }
}

extension CGAffineTransform {
    /// No rotation or skew: rectangles stay axis-aligned rectangles.
    var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The offset when this is a whole-pixel translation.
    var integerTranslation: CGPoint? {
        guard a == 1, b == 0, c == 0, d == 1, abs(tx - tx.rounded()) < 1e-6, abs(ty - ty.rounded()) < 1e-6 else {
            return nil
        }
        return CGPoint(x: tx.rounded(), y: ty.rounded())
    }

    /// The scale at which to rasterize content shown through this transform (its larger axis scale).
    var rasterScale: CGFloat {
        let s = max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
        guard s.isFinite, s > 0 else { return 1 }
        return min(max((s * 100).rounded() / 100, 0.01), 8)
    }
}
