/// The display pass: layers marked with `setNeedsDisplay` make new contents before a commit.
extension CALayer {
    /// Layers waiting for `display()`, so a commit does not walk the whole tree to find them.
    static var layersNeedingDisplay: [CALayer] = []

    /// Layer and delegate classes found not to draw: their layers get no backing store.
    static var nonDrawingClasses: Set<[ObjectIdentifier]> = []
    /// Layer and delegate classes seen drawing.
    static var drawingClasses: Set<[ObjectIdentifier]> = []
    /// Stores larger than this (4 Mpx, 16 MiB) are made only once the class is known to draw.
    static let probedStorePixels = 1 << 22

    public func setNeedsDisplay() {
        displayWasInvalidated(in: nil)
        markNeedsDisplay()
    }

    private func markNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        CALayer.layersNeedingDisplay.append(self)
        CATransaction.layerDidChange()
    }

    /// Marks only part of the layer. A layer with one backing store redraws it whole (the result is the same); a
    /// tiled layer redraws the tiles under `rect`.
    public func setNeedsDisplay(_ rect: CGRect) {
        displayWasInvalidated(in: rect)
        markNeedsDisplay()
    }

    public func needsDisplay() -> Bool { needsDisplayFlag }

    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Makes new contents: the delegate's `display(_:)` when it has one, otherwise a backing store drawn by
    /// `draw(in:)` when the layer class or its delegate draws. A class that does not draw gets no backing store.
    func performDisplay() {
        if let delegate {
            reachedDefaultDisplay = false
            delegate.display(self)
            if !reachedDefaultDisplay { return }
        }
        let classKey = [ObjectIdentifier(type(of: self))] + (delegate.map { [ObjectIdentifier(type(of: $0))] } ?? [])
        guard !CALayer.nonDrawingClasses.contains(classKey) else { return }
        delegate?.layerWillDraw(self)
        let scale = contentsScale
        let pixelWidth = (bounds.width * scale).rounded(.up), pixelHeight = (bounds.height * scale).rounded(.up)
        guard pixelWidth > 0, pixelHeight > 0 else { contents = nil; return }
        // Bounds from a file or a computation can be huge or NaN, which converting to Int would trap on.
        guard pixelWidth <= CGFloat(CGContext.maximumDimension), pixelHeight <= CGFloat(CGContext.maximumDimension) else {
            CALog.error("cannot make a backing store for \(self): \(bounds.size) at scale \(scale) is more than "
                        + "\(CGContext.maximumDimension) pixels a side")
            contents = nil
            return
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        // A large store is only worth making for a class that draws: learn that first, on a one-pixel context,
        // the first time such a class asks (a plain 11,000-point view must not cost 500 MB it never fills).
        if width * height > CALayer.probedStorePixels, !CALayer.drawingClasses.contains(classKey) {
            guard let probe = try? CGContext(pixelWidth: 1, pixelHeight: 1, flipped: true) else { return }
            probe.translateBy(x: -bounds.minX, y: -bounds.minY)
            guard drawsAnything(into: probe, classKey: classKey) else { return }
        }
        let context: CGContext
        do {
            context = try CGContext(pixelWidth: width, pixelHeight: height, flipped: true)
        } catch {
            CALog.error("cannot make a backing store for \(self): \(error)")
            contents = nil
            return
        }
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        guard drawsAnything(into: context, classKey: classKey) else { return }
        contents = context.makeImage()
    }

    /// Draws into `context` and learns whether the class draws at all (its `draw(in:)` reached the default one,
    /// which draws nothing): remembered for the class either way.
    private func drawsAnything(into context: CGContext, classKey: [ObjectIdentifier]) -> Bool {
        reachedDefaultDraw = false
        draw(in: context)
        if reachedDefaultDraw {
            CALayer.nonDrawingClasses.insert(classKey)
            return false
        }
        CALayer.drawingClasses.insert(classKey)
        return true
    }


    static func displayPendingLayers() {
        while !layersNeedingDisplay.isEmpty {
            let pending = layersNeedingDisplay
            layersNeedingDisplay = []
            for layer in pending { layer.displayIfNeeded() }
        }
    }
}
