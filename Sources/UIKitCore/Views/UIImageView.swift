/// A view that shows an image as its layer's contents, placed by the view's content mode.
///
/// Like UIKit's, it never runs `draw(_:)` (V-DRAW-10): the image becomes the layer's `contents`, at the image's
/// scale, so the renderer (or compositor) scales and places it by `contentsGravity`. Image views ignore touches by
/// default (V-CUST-4).
@preconcurrency @MainActor open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Sized to the image, at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Observers do not run for the class's own properties inside its initializers.
        updateContents()
        updateAnimatedImage()
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            updateContents()
            updateAnimatedImage()
            invalidateIntrinsicContentSize()
        }
    }

    /// Shown instead of `image` while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { updateContents(); updateAnimatedImage() } }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateContents()
            updateAnimatedImage()
            highlightDidChangeAnimation()
        }
    }

    // MARK: Animation (see UIImageView+Animation.swift)

    /// Frames played by `startAnimating()`, over the image; an empty list is no animation.
    open var animationImages: [UIImage]? { didSet { animationFramesDidChange() } }
    /// Played instead of `animationImages` while `isHighlighted`.
    open var highlightedAnimationImages: [UIImage]? { didSet { animationFramesDidChange() } }
    /// Seconds for one cycle of the frames; 0 (the default) means one frame every 1/30 s. A value that is not a
    /// finite number of seconds not below zero is logged and ignored.
    open var animationDuration: TimeInterval = 0 {
        didSet {
            if !animationDuration.isFinite || animationDuration < 0 {
                UIKitLog.error("UIImageView.animationDuration set to \(animationDuration); keeping \(oldValue)")
                animationDuration = oldValue
            } else if animationDuration != oldValue {
                animationFramesDidChange()
            }
        }
    }
    /// How many cycles to play; 0 (the default) repeats until `stopAnimating()`. Negative counts are taken as 0.
    open var animationRepeatCount: Int = 0 { didSet { animationFramesDidChange() } }

    /// Starts playing the animation frames from the first; nothing happens without frames.
    open func startAnimating() { startFrameAnimation() }

    /// Stops playing; the image shows again.
    open func stopAnimating() { stopFrameAnimation() }

    /// Whether the frames are playing: false again once a finite `animationRepeatCount` has played out.
    open var isAnimating: Bool { isPlayingFrames }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Moving to a window sets the layer's scale to the screen's; contents keep the image's own scale.
        if let displayedImage { layer.contentsScale = displayedImage.scale }
        // Template images follow the tint colour they inherit from their new superviews.
        if displayedImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// Sets the layer's contents to the displayed image. Upright images are used as they are; a turned image or a
    /// template (drawn in the tint colour) is drawn once into an upright bitmap. Stretchable images map their cap
    /// insets to `contentsCenter`, so the renderer stretches only the middle.
    private func updateContents() {
        guard let image = displayedImage, image.cgImage != nil else {
            layer.contents = nil
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            return
        }
        layer.contentsScale = image.scale
        layer.contents = contents(for: image)
        layer.contentsCenter = Self.contentsCenter(for: image)
    }

    /// What the layer shows for `image`: its own pixels when upright, otherwise an upright (or tinted) bitmap.
    func contents(for image: UIImage) -> CGImage? {
        guard let cgImage = image.cgImage else { return nil }
        if image.imageOrientation == .up, image.renderingMode != .alwaysTemplate { return cgImage }
        return uprightBitmap(of: image)
    }

    private func uprightBitmap(of image: UIImage) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let bounds = CGRect(origin: .zero, size: image.size)
        let template = image.renderingMode == .alwaysTemplate
        let tint = tintColor ?? .systemBlue
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            let upright = UIImage(copying: image, capInsets: .zero, resizingMode: .stretch, renderingMode: .alwaysOriginal)
            upright.draw(in: bounds)
            if template {
                // A template's alpha is a mask for the tint colour.
                context.cgContext.setBlendMode(.sourceIn)
                tint.setFill()
                context.fill(bounds)
            }
        }.cgImage
    }

    /// The unit rectangle of the image's stretchable middle (the whole image when it has no cap insets).
    static func contentsCenter(for image: UIImage) -> CGRect {
        let insets = image.capInsets, size = image.size
        guard insets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let x = insets.left / size.width, y = insets.top / size.height
        return CGRect(x: x, y: y, width: max(1 - x - insets.right / size.width, 0),
                      height: max(1 - y - insets.bottom / size.height, 0))
    }
}
