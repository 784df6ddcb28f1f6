internal import CCairo

/// Errors for requests a context cannot satisfy (absurd sizes, exhausted memory).
public enum CGContextError: Error, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    public var description: String {
        switch self {
        case .invalidSize(let w, let h): "bitmap of \(w)x\(h) pixels is empty or larger than the limit"
        }
    }
}

/// A Core Graphics drawing destination backed by Cairo.
///
/// Core Graphics' default user space has its origin at the bottom left with y up; Cairo's device space has it at
/// the top left. `baseTransform` maps between them, so `ctm` reports what Core Graphics would.
public final class CGContext {
    package let cairo: OpaquePointer
    package let surface: OpaquePointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// Core Graphics device space (y up) to Cairo device space (y down).
    private let baseTransform: CGAffineTransform

    /// Graphics state that Cairo does not keep for us.
    struct State {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
    }
    var state = State()
    var stateStack: [State] = []

    /// The largest bitmap a context allocates; requests beyond it fail instead of exhausting memory.
    public static let maximumPixelCount = 32_768 * 32_768

    /// A bitmap context with premultiplied ARGB32 pixels. Returns `nil` for empty or absurd sizes, as Core Graphics does.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        try? self.init(pixelWidth: width, pixelHeight: height, flipped: false)
    }

    /// A bitmap context of the given pixel size. `flipped` puts the origin at the top left with y down (UIKit's
    /// convention); otherwise the origin is at the bottom left as in Core Graphics.
    package init(pixelWidth width: Int, pixelHeight height: Int, flipped: Bool) throws {
        guard width > 0, height > 0, width <= 32_768, height <= 32_768,
              width * height <= Self.maximumPixelCount else {
            throw CGContextError.invalidSize(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CGContextError.invalidSize(width: width, height: height)
        }
        self.surface = surface
        self.cairo = cairo_create(surface)
        self.width = width
        self.height = height
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        self.baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        if !flipped { setCairoMatrix(baseTransform) }
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The pixels as an immutable image.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, copying: data)
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

    // MARK: Current transformation matrix

    /// User space to Core Graphics device space.
    public var ctm: CGAffineTransform { cairoMatrix.concatenating(baseTransform.inverted()) }

    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else { return }
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &m)
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    var cairoMatrix: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    func setCairoMatrix(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cairo, &m)
    }

    // MARK: Filling, clearing and clipping rectangles

    public func fill(_ rect: CGRect) {
        guard rect.isDrawable else { return }
        setSource(state.fillColor)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        paintCurrentPath(fill: true)
    }

    public func clear(_ rect: CGRect) {
        guard rect.isDrawable else { return }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    public func clip(to rect: CGRect) {
        guard rect.isDrawable else {
            cairo_rectangle(cairo, 0, 0, 0, 0)
            cairo_clip(cairo)
            return
        }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
    }

    // MARK: Transparency layers

    /// Everything drawn until `endTransparencyLayer` is composited as one group with the current alpha.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        state.alpha = 1
    }

    public func endTransparencyLayer() {
        cairo_pop_group_to_source(cairo)
        restoreGState()
        applyBlendMode()
        cairo_paint_with_alpha(cairo, state.alpha)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect`. In Core Graphics' y-up space the image appears upright; in a flipped
    /// (UIKit) context it appears upside down, as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.isDrawable, image.width > 0, image.height > 0 else { return }
        let source = image.makeCairoSurface()
        defer { cairo_surface_destroy(source) }
        cairo_save(cairo)
        // Image space has row 0 at the top; map it onto rect with row 0 at rect.maxY (CG draws images y-up).
        cairo_translate(cairo, rect.minX, rect.maxY)
        cairo_scale(cairo, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
        cairo_set_source_surface(cairo, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), interpolationFilter)
        cairo_rectangle(cairo, 0, 0, CGFloat(image.width), CGFloat(image.height))
        cairo_clip(cairo)
        applyBlendMode()
        cairo_paint_with_alpha(cairo, state.alpha)
        cairo_restore(cairo)
    }

    public var interpolationQuality: CGInterpolationQuality = .default

    var interpolationFilter: cairo_filter_t {
        switch interpolationQuality {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .high: CAIRO_FILTER_BEST
        default: CAIRO_FILTER_GOOD
        }
    }

    // MARK: Cairo plumbing

    func setSource(_ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * Double(state.alpha))
    }

    func paintCurrentPath(fill: Bool) {
        applyBlendMode()
        if fill { cairo_fill(cairo) } else { cairo_stroke(cairo) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
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
