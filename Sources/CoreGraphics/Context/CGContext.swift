import Synchronization
internal import CCairo

/// Errors for requests a context cannot satisfy (absurd sizes, exhausted memory).
public enum CGContextError: Error, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            "bitmap of \(w)x\(h) pixels is empty or larger than the limit " +
                "(\(CGContext.maximumDimension) pixels a side, \(CGContext.maximumPixelCount) pixels in all)"
        }
    }
}

/// A Core Graphics drawing destination backed by Cairo.
///
/// Core Graphics' default user space has its origin at the bottom left with y up; Cairo's device space has it at
/// the top left. `baseTransform` maps between them, so `ctm` reports what Core Graphics would. The current path is
/// kept in Cairo device space, as Core Graphics keeps it in device space: later CTM changes do not move it.
public final class CGContext {
    package let cairo: OpaquePointer
    package let surface: OpaquePointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// Core Graphics device space (y up) to Cairo device space (y down).
    let baseTransform: CGAffineTransform
    /// Whether user space starts with UIKit's top-left origin.
    package let isFlipped: Bool
    /// The scale of the base space in device pixels: shadow offsets and blurs are measured in it (UIKit sets it to
    /// the screen scale of its image contexts, so shadows look the same at every scale, as on iOS).
    package var baseScale: CGFloat = 1

    /// Graphics state that Cairo does not keep for us.
    struct State {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        var mask: CairoSurface?
        var allowsAntialiasing = true
        var shouldAntialias = true
        var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    }
    var state = State()
    var stateStack: [State] = []

    /// The path being built, in Cairo device space.
    var currentPath = CGMutablePath()

    /// Where the pixels go when the caller's buffer is not in Cairo's format (see `CGContext(data:...)`).
    var bitmap: BitmapBuffer?

    /// The longest side a bitmap may have (Cairo's own limit).
    public static let maximumDimension = 32_767
    /// The largest bitmap a context allocates (512 MiB of pixels); requests beyond it fail instead of exhausting memory.
    public static let maximumPixelCount = 1 << 27
    /// Bytes of bitmap memory the contexts made so far have asked for (tests check what a pass costs).
    package static let bitmapBytesMade = Atomic<Int>(0)

    /// A bitmap context of the given pixel size. `flipped` puts the origin at the top left with y down (UIKit's
    /// convention); otherwise the origin is at the bottom left as in Core Graphics.
    package convenience init(pixelWidth width: Int, pixelHeight height: Int, flipped: Bool) throws {
        try self.init(pixelWidth: width, pixelHeight: height, flipped: flipped, opaque: false)
    }

    /// As above; an `opaque` bitmap has no alpha: it starts black, and clearing makes it black (UIKit's opaque
    /// image contexts).
    package convenience init(pixelWidth width: Int, pixelHeight height: Int, flipped: Bool, opaque: Bool) throws {
        try Self.validate(width: width, height: height)
        let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                 Int32(width), Int32(height))!
        Self.bitmapBytesMade.add(width * height * 4, ordering: .relaxed)
        try self.init(surface: surface, flipped: flipped)
    }

    /// Takes ownership of `surface`, destroying it if it is unusable.
    init(surface: OpaquePointer, flipped: Bool) throws {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CGContextError.invalidSize(width: width, height: height)
        }
        self.surface = surface
        self.cairo = cairo_create(surface)
        self.width = width
        self.height = height
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        self.isFlipped = flipped
        self.baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        if !flipped { setCairoMatrix(baseTransform) }
    }

    static func validate(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
              width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount else {
            throw CGContextError.invalidSize(width: width, height: height)
        }
    }

    /// The bytes `height` rows of `bytesPerRow` span, or `nil` with a log line when that is more than the largest
    /// bitmap (`maximumPixelCount` words) or a row is longer than Cairo's 32-bit stride: a caller's absurd
    /// `bytesPerRow` must neither trap in the multiplication nor be allocated.
    static func validatedByteCount(bytesPerRow: Int, height: Int, for caller: String) -> Int? {
        let (bytes, overflow) = bytesPerRow.multipliedReportingOverflow(by: height)
        guard bytesPerRow > 0, height > 0, bytesPerRow <= Int(Int32.max), !overflow,
              bytes <= maximumPixelCount * 4 else {
            CGLog.error("\(caller): bytesPerRow \(bytesPerRow) for \(height) rows is more than a bitmap may span "
                        + "(\(maximumPixelCount * 4) bytes, rows under 2 GiB)")
            return nil
        }
        return bytes
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The pixels as an immutable image.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, copying: data,
                       isOpaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
                           || bitmap?.layout.hasAlpha == false)
    }

    // MARK: Graphics state

    public func saveGState() {
        cairo_save(cairo)
        stateStack.append(state)
    }

    public func restoreGState() {
        guard let saved = stateStack.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    // MARK: Current transformation matrix

    /// User space to Core Graphics device space.
    public var ctm: CGAffineTransform { cairoMatrix.concatenating(baseTransform.inverted()) }

    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.isFinite else { return }
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        // A singular matrix would put Cairo into an error state for good; Core Graphics just draws nothing visible.
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
        m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                           x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &m)
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// User space to device space (y up, in pixels), as Core Graphics reports it.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    var cairoMatrix: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    func setCairoMatrix(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cairo, &m)
    }

    // MARK: Transparency layers

    /// Everything drawn until `endTransparencyLayer` is composited as one group with the current alpha, blend mode
    /// and shadow (one shadow for the whole group, as the book's example relies on).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.mask = nil
    }

    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        if rect.isDrawable { clip(to: rect) }
    }

    public func endTransparencyLayer() {
        guard !stateStack.isEmpty else { return }
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        restoreGState()
        let alpha = state.alpha
        render { cr in
            cairo_set_source(cr, group)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    public var interpolationQuality: CGInterpolationQuality = .default

    var interpolationFilter: cairo_filter_t {
        switch interpolationQuality {
        case .none: CAIRO_FILTER_NEAREST
        // Core Graphics' low quality is plain bilinear sampling (Cairo's "fast" is nearest-neighbour).
        case .low: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_BEST
        default: CAIRO_FILTER_GOOD
        }
    }

    // MARK: Cairo plumbing

    func setSource(_ color: CGColor, on cr: OpaquePointer? = nil) {
        if let pattern = color.pattern {
            setSource(pattern, on: cr ?? cairo)
            return
        }
        let c = color.rgba
        cairo_set_source_rgba(cr ?? cairo, c.red, c.green, c.blue, c.alpha * Double(state.alpha))
    }

    /// The pattern's image repeated from the user space origin, one tile per `tileSize`, upright: rows run down
    /// the device when user space's y axis does (UIKit's), and up from the tile's top edge when it points up (Core
    /// Graphics'). The colour's and the context's alpha fade the tiles.
    private func setSource(_ pattern: CGColorPattern, on cr: OpaquePointer) {
        let image = pattern.image
        guard image.width > 0, image.height > 0, pattern.tileSize.width > 0, pattern.tileSize.height > 0,
              pattern.tileSize.width.isFinite, pattern.tileSize.height.isFinite else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        var tile = CairoSurface(image.makeCairoSurface())
        let alpha = Double(pattern.alpha * state.alpha)
        if alpha < 1 {
            // Cairo has no source alpha for patterns: the tile is faded once into a copy.
            let faded = CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)))
            let painter = cairo_create(faded.pointer)!
            cairo_set_source_surface(painter, tile.pointer, 0, 0)
            cairo_paint_with_alpha(painter, max(alpha, 0))
            cairo_destroy(painter)
            tile = faded
        }
        let source = cairo_pattern_create_for_surface(tile.pointer)!
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(source, interpolationFilter)
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let sx = Double(image.width) / pattern.tileSize.width, sy = Double(image.height) / pattern.tileSize.height
        let yPointsDown = user.xx * user.yy - user.xy * user.yx > 0
        var toTile = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: yPointsDown ? sy : -sy,
                                    x0: 0, y0: yPointsDown ? 0 : Double(image.height))
        cairo_pattern_set_matrix(source, &toTile)
        cairo_set_source(cr, source)
        cairo_pattern_destroy(source)
        // The source keeps the tile's surface, which reads the image's pixels: the image must outlive the drawing,
        // which the colour (held by the graphics state) sees to.
        withExtendedLifetime(tile) {}
    }

    func applyBlendMode() { cairo_set_operator(cairo, state.blendMode.cairoOperator) }
}

extension CGRect {
    /// Finite, non-null and non-empty: something a draw call can act on.
    var isDrawable: Bool {
        !isNull && !isInfinite && [origin.x, origin.y, size.width, size.height].allSatisfy(\.isFinite)
            && width != 0 && height != 0
    }
}
