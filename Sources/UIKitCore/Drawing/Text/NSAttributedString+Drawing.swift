/// Measuring and drawing attributed strings in UIKit's current context (top-left origin, y down).
extension NSAttributedString {
    /// The size of the string on one line per paragraph.
    public func size() -> CGSize { makeTextLayout(width: nil).size }

    /// The space the string needs. With `.usesLineFragmentOrigin` it wraps at `size.width`; without it the string
    /// is measured on one line, as on iOS. Non-finite or negative sizes give an empty rectangle.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        guard !size.width.isNaN, !size.height.isNaN, size.width >= 0, size.height >= 0 else { return .zero }
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
        let layout = makeTextLayout(width: wraps ? size.width : nil,
                                    height: options.contains(.truncatesLastVisibleLine) ? size.height : nil)
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(makeTextLayout(width: nil), at: point)
    }

    /// Wraps the string in `rect`'s width and clips it to `rect`.
    @preconcurrency @MainActor public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext(),
              [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              rect.width > 0, rect.height > 0 else { return }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = makeTextLayout(width: rect.width, height: wraps ? rect.height : nil)
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        cgContext.saveGState()
        cgContext.clip(to: rect)
        cgContext.draw(layout, at: rect.origin)
        cgContext.restoreGState()
    }
}

/// The same operations on plain strings, with attributes given per call.
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
