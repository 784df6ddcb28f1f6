/// The reference renderer: draws a render tree into a Core Graphics context (top-left origin, y down) exactly as a
/// compositor must show it. `CALayer.render(in:)`, snapshots and the headless window server use it, and the X11
/// compositor is held to its output (the golden scenes).
///
/// Order for each layer, as Core Animation composites: shadow, backdrop (a backdrop layer's blur of what is behind
/// it), background, contents (or the drawing of a shape, gradient or text layer), sublayers, border; the whole
/// group cut by `mask`, faded by `opacity`, combined by its `compositingFilter`'s operator and shadowed by its own
/// alpha (or by `shadowPath` when set). A layer whose matrix has perspective is rendered flat and warped
/// through the projection; a `CATransformLayer` shares one 3D space among its sublayers, drawn back to front.
public struct LayerRenderer {
    public init() {}

    /// Draws `layer` and its subtree. The context's current transform maps the layer's superlayer space.
    public func render(_ layer: RenderLayer, in ctx: CGContext,
                       parentSublayerMatrix: CATransform3D = CATransform3DIdentity) {
        render(layer, through: layer.transform(inParent: parentSublayerMatrix), in: ctx)
    }

    /// Draws `layer` and its subtree through `matrix` (its bounds space to the context's current space): what
    /// `render(_:in:parentSublayerMatrix:)` does once the layer's matrix is known. Compositors that place subtrees
    /// themselves rasterize them with it, so that they draw exactly what this renderer draws.
    public func render(_ layer: RenderLayer, through matrix: CATransform3D, in ctx: CGContext) {
        run(.place(layer, matrix), in: ctx)
    }

    /// Draws `layer` in its own bounds coordinates (its position and transform ignored), as `render(in:)` does.
    public func renderInLocalSpace(_ layer: RenderLayer, in ctx: CGContext) {
        run(.local(layer), in: ctx)
    }

    /// One step of drawing a tree. The tree is walked with an explicit stack of these rather than by recursion, so
    /// a 10,000-deep tree draws without exhausting the thread's stack; only masks and projected (perspective)
    /// layers start a walk of their own, into another context or group.
    private enum Step {
        /// A layer and its subtree through a matrix from its bounds space to the context's current space.
        case place(RenderLayer, CATransform3D)
        /// The same for a layer drawn flat in its parent's plane (not a `CATransformLayer`).
        case placeFlat(RenderLayer, CATransform3D)
        /// A layer and its subtree in the layer's own bounds space.
        case local(RenderLayer)
        /// The same, drawing a tinted layer as though it had no tint (into the scratch bitmap that applies it).
        case untinted(RenderLayer)
        /// After a layer's sublayers: its border, its mask and the end of its group (or of its split opacity).
        case finish(RenderLayer, grouped: Bool, faded: Bool, sublayerState: Bool)
        /// Undoes the matrix of a `placeFlat`.
        case restoreState
    }

    private func run(_ first: Step, in ctx: CGContext) {
        var steps = [first]
        while let step = steps.popLast() {
            switch step {
            case let .place(layer, matrix):
                guard !layer.isHidden, layer.opacity > 0 else { continue }
                if layer.flattensSublayers {
                    steps.append(contentsOf: transformLayerItems(layer, matrix: matrix).reversed()
                        .map { Step.placeFlat($0.layer, $0.matrix) })
                } else {
                    steps.append(.placeFlat(layer, matrix))
                }
            case let .placeFlat(layer, matrix):
                guard matrix.isFinite, isFrontFacing(layer, matrix) else { continue }
                if let rasterizationScale = layer.rasterizationScale {
                    renderRasterized(layer, rasterizationScale: rasterizationScale, matrix: matrix, in: ctx)
                } else if matrix.isFlatAffine {
                    ctx.saveGState()
                    ctx.concatenate(matrix.affine)
                    steps.append(.restoreState)
                    steps.append(.local(layer))
                } else {
                    renderProjected(layer, matrix: matrix, in: ctx)
                }
            case let .local(layer):
                guard !layer.isHidden, layer.opacity > 0 else { continue }
                if let tint = layer.tint {
                    renderTinted(layer, tint: tint, in: ctx)
                } else {
                    begin(layer, in: ctx, steps: &steps)
                }
            case let .untinted(layer):
                begin(layer, in: ctx, steps: &steps)
            case let .finish(layer, grouped, faded, sublayerState):
                finish(layer, grouped: grouped, faded: faded, sublayerState: sublayerState, in: ctx)
            case .restoreState:
                ctx.restoreGState()
            }
        }
    }

    /// The layer's shadow and group, its background and contents; then its sublayers are queued, above them the
    /// step that finishes the layer.
    private func begin(_ layer: RenderLayer, in ctx: CGContext, steps: inout [Step]) {
        // Core Animation clips the shadow away when the layer masks to its bounds.
        let shadow = layer.masksToBounds ? nil : layer.shadow
        // Without group opacity, the layer's own parts are drawn at its opacity and each sublayer at its own times it.
        let faded = layer.splitsOpacity
        let grouped = !faded && (layer.opacity < 1 || layer.mask != nil || shadow != nil || layer.compositingOperator != .normal)
        // Read before the layer's own group opens: the group starts empty.
        let blurred = layer.backdrop != nil ? blurredBackdrop(of: layer, in: ctx) : nil
        if faded {
            ctx.saveGState()
            ctx.setAlpha(CGFloat(layer.opacity))
        }
        if grouped {
            ctx.saveGState()
            ctx.setAlpha(CGFloat(layer.opacity))
            // The group as a whole combines with what is behind it by the compositing filter's operator.
            ctx.setBlendMode(layer.compositingOperator)
            if let shadow {
                // A shadow path is drawn on its own below the layer; otherwise the group's alpha casts it.
                if let path = shadow.path { drawShadow(of: path, shadow, in: ctx) } else { setShadow(shadow, in: ctx) }
            }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if layer.backdrop != nil { drawBackdrop(of: layer, blurred: blurred, in: ctx) }
        drawBackgroundAndContents(of: layer, in: ctx)
        let hasSublayers = !layer.sublayers.isEmpty
        steps.append(.finish(layer, grouped: grouped, faded: faded, sublayerState: hasSublayers))
        guard hasSublayers else { return }
        ctx.saveGState()
        if layer.masksToBounds { clipToOutline(of: layer, in: ctx) }
        let sublayerMatrix = layer.sublayerMatrix
        for sublayer in layer.sublayers.reversed() {
            let placed = faded ? sublayer.withOpacity(sublayer.opacity * layer.opacity) : sublayer
            steps.append(.place(placed, sublayer.transform(inParent: sublayerMatrix)))
        }
    }

    /// A tinted layer: drawn into a scratch bitmap the size of the context's pixels, whose colour channels are then
    /// multiplied by the tint, and drawn back through the context's clip. (Cairo has no operator that scales colour
    /// channels while keeping alpha.)
    private func renderTinted(_ layer: RenderLayer, tint: CGColor, in ctx: CGContext) {
        let device = DeviceSpace(ctx)
        guard let scratch = try? CGContext(pixelWidth: ctx.width, pixelHeight: ctx.height, flipped: true) else {
            CALog.error("no memory for a \(ctx.width)x\(ctx.height) tinted layer; drawn without its tint")
            run(.untinted(layer), in: ctx)
            return
        }
        scratch.concatenate(device.userToDevice)
        run(.untinted(layer), in: scratch)
        let factors = tint.rgba
        if let data = scratch.data {
            // Premultiplied native ARGB32 (blue, green, red, alpha in memory): scaling colour alone keeps it valid.
            let scale = (blue: UInt32(factors.blue * 256), green: UInt32(factors.green * 256),
                         red: UInt32(factors.red * 256))
            for row in 0..<scratch.height {
                let pixels = (data + row * scratch.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<scratch.width where pixels[x] != 0 {
                    let p = pixels[x]
                    let b = ((p & 0xFF) * scale.blue) >> 8
                    let g = (((p >> 8) & 0xFF) * scale.green) >> 8
                    let r = (((p >> 16) & 0xFF) * scale.red) >> 8
                    pixels[x] = (p & 0xFF00_0000) | (r << 16) | (g << 8) | b
                }
            }
        }
        // `makeImage()` copies the pixels as they are now.
        guard let image = scratch.makeImage() else { return }
        device.drawDeviceImage(image, at: .zero, in: ctx)
    }

    private func finish(_ layer: RenderLayer, grouped: Bool, faded: Bool, sublayerState: Bool, in ctx: CGContext) {
        if sublayerState { ctx.restoreGState() }
        drawBorder(of: layer, in: ctx)
        if let mask = layer.mask {
            ctx.saveGState()
            ctx.setBlendMode(.destinationIn)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            render(mask, in: ctx)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
        if grouped {
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
        if faded { ctx.restoreGState() }
    }

    // MARK: Parts (public so that compositors rasterize a layer's own content exactly as this renderer does)

    /// The background (rounded by `cornerRadius`) and the contents, in the layer's bounds space; no sublayers.
    public func drawBackgroundAndContents(of layer: RenderLayer, in ctx: CGContext) {
        if let color = layer.backgroundColor, color.alpha > 0 {
            ctx.setFillColor(color)
            if layer.cornerRadius > 0 {
                ctx.addPath(roundedOutline(of: layer))
                ctx.fillPath()
            } else {
                ctx.fill(layer.geometry.bounds)
            }
        }
        if let image = layer.contents {
            ctx.saveGState()
            if layer.masksToBounds { clipToOutline(of: layer, in: ctx) }
            drawContents(image, of: layer, in: ctx)
            ctx.restoreGState()
        }
        if let drawing = layer.drawing {
            ctx.saveGState()
            if layer.masksToBounds { clipToOutline(of: layer, in: ctx) }
            draw(drawing, bounds: layer.geometry.bounds, in: ctx)
            ctx.restoreGState()
        }
    }

    /// Clips to the bounds, rounded by `cornerRadius` on the masked corners.
    public func clipToOutline(of layer: RenderLayer, in ctx: CGContext) {
        if layer.cornerRadius > 0 {
            ctx.addPath(roundedOutline(of: layer))
            ctx.clip()
        } else {
            ctx.clip(to: layer.geometry.bounds)
        }
    }

    /// Where the layer's own content can draw, in its bounds space: the bounds, or more when unclipped contents
    /// overflow them.
    public func ownContentExtent(of layer: RenderLayer) -> CGRect {
        let bounds = layer.geometry.bounds
        guard !layer.masksToBounds else { return bounds }
        let drawn = layer.drawing?.extent(in: bounds) ?? bounds
        guard let image = layer.contents else { return drawn }
        let source = layer.contentsRect.standardized
        let size = CGSize(width: source.width * CGFloat(image.width) / layer.contentsScale,
                          height: source.height * CGFloat(image.height) / layer.contentsScale)
        let placed = ContentsPlacement.rect(for: size, in: bounds, gravity: layer.contentsGravity)
        return placed.isEmpty ? drawn : drawn.union(placed)
    }

    /// The rounded outline of the bounds, rounding only the masked corners.
    package func roundedOutline(of layer: RenderLayer) -> CGPath {
        RoundedOutline.path(in: layer.geometry.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners)
    }

    /// The border lies inside the bounds: the outline minus the outline inset by the border width.
    public func drawBorder(of layer: RenderLayer, in ctx: CGContext) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let outline = layer.cornerRadius > 0 ? roundedOutline(of: layer) : nil
        let bounds = layer.geometry.bounds
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        let inner = bounds.insetBy(dx: width, dy: width)
        let path = CGMutablePath()
        if let outline {
            path.addPath(outline)
            path.addPath(RoundedOutline.path(in: inner, radius: max(layer.cornerRadius - width, 0),
                                             corners: layer.maskedCorners))
        } else {
            path.addRect(bounds)
            if !inner.isEmpty { path.addRect(inner) }
        }
        ctx.setFillColor(color)
        ctx.addPath(path)
        ctx.fillPath(using: .evenOdd)
    }
}

extension LayerRenderer {
    /// A window's pixels: the root layer drawn in its own space over opaque black (what an empty screen shows),
    /// `size` points at `scale` pixels per point.
    public static func snapshot(of root: RenderLayer, size: CGSize, scale: CGFloat) -> CGImage? {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -root.geometry.bounds.minX, y: -root.geometry.bounds.minY)
        LayerRenderer().renderInLocalSpace(root, in: context)
        return context.makeImage()
    }
}
