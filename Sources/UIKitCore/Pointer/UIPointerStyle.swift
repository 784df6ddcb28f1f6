/// What the pointer looks like over a region: an effect on the view, a shape, or hidden.
@preconcurrency @MainActor public final class UIPointerStyle {
    /// The desktop cursor this style stands for.
    let cursor: PointerCursor
    /// What the view under the pointer does meanwhile (PointerEffectApplier.swift).
    let effect: UIPointerEffect?

    private init(cursor: PointerCursor, effect: UIPointerEffect? = nil) {
        self.cursor = cursor
        self.effect = effect
    }

    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(cursor: shape.map(PointerCursor.init) ?? .arrow, effect: effect)
    }

    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(cursor: PointerCursor(shape))
    }

    /// No pointer over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(cursor: .hidden) }

    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(cursor: .arrow) }

    /// A desktop cursor UIKit has no shape for (the left-right resize cursor over a split view's divider).
    static func desktopCursor(_ cursor: PointerCursor) -> UIPointerStyle { UIPointerStyle(cursor: cursor) }
}

extension PointerCursor {
    /// Beams are text cursors (vertical text reads top to bottom); highlight shapes leave the arrow.
    init(_ shape: UIPointerShape) {
        switch shape {
        case .verticalBeam: self = .text
        case .horizontalBeam: self = .verticalText
        case .path, .roundedRect: self = .arrow
        }
    }
}
