/// UIKit's rectangle shorthands, drawing into the current context with its fill colour.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// A one-point frame drawn just inside `rect`, in the fill colour, as UIKit does.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    context.saveGState()
    context.beginPath()
    context.addRect(rect)
    context.addRect(rect.insetBy(dx: 1, dy: 1))
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

@preconcurrency @MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
