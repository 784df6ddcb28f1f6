import Foundation
import QuartzCore

/// Layers that look the same share a sprite: the key is everything that affects a layer's own rasterized pixels
/// (and nothing that only places them: position, transform, opacity).
struct X11SpriteKey: Hashable {
    /// What part of a layer's own content a sprite holds. A layer with sublayers draws its body below them and its
    /// border above them, so it needs two sprites; a leaf draws both at once. Below them all, the shadow the layer
    /// casts (from `shadowPath`, or from a leaf's own content). The raw value is the draw item's part: 3 and 4 are
    /// a layer's offscreen, particle and backdrop items.
    enum Part: UInt8, Hashable {
        case all = 0, body = 1, border = 2, shadow = 5
    }

    let bounds: CGRect
    let part: Part
    private(set) var rasterScale: CGFloat
    var background: CGColor?
    let borderWidth: CGFloat
    var borderColor: CGColor?
    let cornerRadius: CGFloat
    let maskedCorners: UInt
    let contents: UInt64?
    let gravity: String
    let contentsRect: CGRect
    let contentsCenter: CGRect
    let contentsScale: CGFloat
    /// Whether contents or drawing are clipped to the outline.
    let masksToBounds: Bool
    let magnificationFilter: String
    let minificationFilter: String
    let minificationFilterBias: Float
    /// What a shape, gradient or text layer draws above its background (never an emitter's particles, which the
    /// server composites from their cells' sprites).
    let drawing: LayerDrawing?
    /// The shadow of a `.shadow` sprite (nil for the other parts).
    var shadow: RenderLayer.Shadow?

    init(node: RenderLayer, part: Part, rasterScale: CGFloat) {
        bounds = node.geometry.bounds
        self.part = part
        self.rasterScale = rasterScale
        background = part == .border ? nil : node.backgroundColor
        borderWidth = part == .body ? 0 : node.borderWidth
        borderColor = part == .body ? nil : node.borderColor
        cornerRadius = node.cornerRadius
        maskedCorners = node.maskedCorners.rawValue
        let hasContents = part != .border && node.contents != nil
        drawing = part == .border ? nil : node.ownDrawing
        shadow = part == .shadow ? node.shadow : nil
        contents = hasContents ? node.contents?.identifier : nil
        gravity = hasContents ? node.contentsGravity.rawValue : ""
        contentsRect = hasContents ? node.contentsRect : .zero
        contentsCenter = hasContents ? node.contentsCenter : .zero
        contentsScale = hasContents ? node.contentsScale : 0
        masksToBounds = (hasContents || drawing != nil) && node.masksToBounds
        magnificationFilter = hasContents ? node.magnificationFilter.rawValue : ""
        minificationFilter = hasContents ? node.minificationFilter.rawValue : ""
        minificationFilterBias = hasContents ? node.minificationFilterBias : 0
    }
}

extension X11SpriteKey {
    /// The key of the upright sprite the server resamples a turned or scaled part from: rasterized at the part's
    /// scale rounded up to a power of √2 (1 stays 1, a turn alone keeps the layer's own sprite), so a layer whose
    /// scale animates is uploaded once a step of √2, never once a frame, and never resampled up by more than √2
    /// (it is drawn exactly, once, when it stands still).
    var forResampling: X11SpriteKey {
        var key = self
        key.rasterScale = Self.resamplingScale(rasterScale)
        return key
    }

    static func resamplingScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return CGFloat(pow(2, (2 * log2(Double(scale))).rounded(.up) / 2))
    }

    /// Keys are compared for every sprite item of every frame (the frame's list against the last, then the cache):
    /// the scalars first, and colours by identity before their components (a layer's colour is the same object from
    /// frame to frame), without the out-of-line `CGRect` comparison. Every stored value must be compared here.
    static func == (l: X11SpriteKey, r: X11SpriteKey) -> Bool {
        l.part == r.part && l.rasterScale == r.rasterScale && l.borderWidth == r.borderWidth
            && l.cornerRadius == r.cornerRadius && l.maskedCorners == r.maskedCorners && l.contents == r.contents
            && l.masksToBounds == r.masksToBounds && l.contentsScale == r.contentsScale
            && l.minificationFilterBias == r.minificationFilterBias
            && l.bounds.isIdentical(to: r.bounds) && l.contentsRect.isIdentical(to: r.contentsRect)
            && l.contentsCenter.isIdentical(to: r.contentsCenter)
            && same(l.background, r.background) && same(l.borderColor, r.borderColor)
            && l.gravity == r.gravity && l.magnificationFilter == r.magnificationFilter
            && l.minificationFilter == r.minificationFilter && same(l.drawing, r.drawing) && same(l.shadow, r.shadow)
    }

    /// Optional values that are usually both nil, without the generic comparison's cost in that case.
    private static func same<Value: Equatable>(_ l: Value?, _ r: Value?) -> Bool {
        switch (l, r) {
        case (nil, nil): true
        case let (l?, r?): l == r
        default: false
        }
    }

    private static func same(_ l: CGColor?, _ r: CGColor?) -> Bool {
        switch (l, r) {
        case (nil, nil): true
        case let (l?, r?): l === r || l == r
        default: false
        }
    }

    /// Keys are hashed for every layer of every frame (thousands): the geometry, the scalar values and the
    /// colours' components (alike layers differ mostly in colour: left out, the peer scene's eight colours fell in
    /// one bucket, and each lookup compared several keys colour by colour, most of them different objects of equal
    /// or unequal value). Equal keys hash equally, since `==` compares every value hashed (equal colours have equal
    /// components); a value added to the key needs no change here (only in `==`).
    func hash(into hasher: inout Hasher) {
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
        hasher.combine(part)
        hasher.combine(rasterScale)
        hasher.combine(borderWidth)
        hasher.combine(cornerRadius)
        hasher.combine(contents)
        hasher.combine(drawing == nil)
        hasher.combine(shadow == nil)
        Self.combine(background, into: &hasher)
        Self.combine(borderColor, into: &hasher)
    }

    /// A colour's components, read in place (no copy of the array, no generic hashing of it).
    private static func combine(_ color: CGColor?, into hasher: inout Hasher) {
        guard let components = color?.components else {
            hasher.combine(-1 as Int8)
            return
        }
        components.withUnsafeBufferPointer { values in
            for value in values { hasher.combine(value) }
        }
    }
}
