import Foundation

/// The wheels' look: a rounded band behind the selected rows, titles fading and shrinking with their distance from
/// it, and the delegate's row views placed (and faded) the same way.
extension UIPickerView {
    func drawContents() {
        let frames = componentFrames()
        guard !frames.isEmpty else { return }
        let band = CGRect(x: bounds.minX + 8, y: bounds.midY - rowHeight(forComponent: 0) / 2, width: bounds.width - 16,
                          height: rowHeight(forComponent: 0))
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: band, cornerRadius: 8).fill()
        if isFocused, frames.indices.contains(focusedComponent) {
            tintColor.withAlphaComponent(0.5).setStroke()
            let mark = UIBezierPath(roundedRect: CGRect(x: frames[focusedComponent].minX, y: band.minY, width: frames[focusedComponent].width,
                                                        height: band.height).insetBy(dx: 1, dy: 1), cornerRadius: 7)
            mark.lineWidth = 1.5
            mark.stroke()
        }
        for (component, column) in frames.enumerated() where rowViews[component] == nil {
            for row in visibleRows(inComponent: component) {
                let frame = rowFrame(row, inComponent: component, column: column)
                let fade = fading(of: frame)
                guard fade > 0.05 else { continue }
                let title: NSAttributedString
                if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
                    title = attributed
                } else if let text = delegate?.pickerView(self, titleForRow: row, forComponent: component) {
                    title = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 21),
                                                                          .foregroundColor: UIColor.label])
                } else {
                    title = NSAttributedString(string: "?", attributes: [.font: UIFont.systemFont(ofSize: 21),
                                                                         .foregroundColor: UIColor.label])
                }
                let faded = NSMutableAttributedString(attributedString: title)
                faded.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: faded.length)) { value, range, _ in
                    let color = (value as? UIColor) ?? .label
                    faded.addAttribute(.foregroundColor, value: color.withAlphaComponent(fade), range: range)
                }
                let size = faded.size()
                faded.draw(in: CGRect(x: frame.midX - min(size.width, frame.width) / 2, y: frame.midY - size.height / 2,
                                      width: min(size.width, frame.width), height: size.height))
            }
        }
    }

    /// How strongly a row at `frame` shows: fully in the band, fading to nothing at the picker's edges.
    func fading(of frame: CGRect) -> CGFloat {
        let distance = abs(frame.midY - bounds.midY) / max(bounds.height / 2, 1)
        return max(0, 1 - distance * distance * 1.1)
    }

    func visibleRows(inComponent component: Int) -> Range<Int> {
        let count = rowCounts[component]
        let height = rowHeight(forComponent: component)
        let reach = Int(ceil(bounds.height / 2 / height)) + 1
        let center = Int(positions[component].rounded())
        let lower = max(center - reach, 0), upper = min(center + reach + 1, count)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Places the delegate's row views for the visible rows (asking only for rows it has none for yet).
    func layoutRowViews() {
        let frames = componentFrames()
        for (component, column) in frames.enumerated() where rowCounts[component] > 0 {
            let visible = visibleRows(inComponent: component)
            var views = rowViews[component] ?? [:]
            for (row, view) in views where !visible.contains(row) {
                view.removeFromSuperview()
                views[row] = nil
            }
            for row in visible {
                if views[row] == nil {
                    guard let delegate else { break }
                    let made = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
                    if made === noRowViewMarker { break }
                    made.isUserInteractionEnabled = false
                    addSubview(made)
                    views[row] = made
                }
                guard let view = views[row] else { continue }
                let frame = rowFrame(row, inComponent: component, column: column)
                view.frame = frame
                view.alpha = fading(of: frame)
            }
            rowViews[component] = views.isEmpty ? nil : views
        }
    }
}
