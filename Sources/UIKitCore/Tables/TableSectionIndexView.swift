import Foundation

/// The section index of a plain table (TV-16): its titles in a column at the trailing edge, in front of the rows.
/// Touching or dragging over a title scrolls to the section `sectionForSectionIndexTitle` names. Titles that do
/// not fit are curtailed: every other one becomes a bullet.
@MainActor final class TableSectionIndexView: UIView {
    static let width: CGFloat = 16
    var titles: [String] = [] { didSet { setNeedsDisplay() } }
    var isTracking = false { didSet { setNeedsDisplay() } }
    var selectTitle: (@MainActor (String, Int) -> Void)?
    weak var tableView: UITableView?
    private let font = UIFont.systemFont(ofSize: 11, weight: .semibold)
    private let lineHeight: CGFloat = 14

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    /// The titles shown: all of them, or with every other one replaced by a bullet when they do not fit.
    var shownTitles: [(title: String, index: Int)] {
        let all = titles.enumerated().map { ($0.element, $0.offset) }
        guard CGFloat(all.count) * lineHeight > bounds.height, all.count > 2 else { return all }
        return all.enumerated().map { $0.offset % 2 == 1 ? ("•", $0.element.1) : $0.element }
    }

    override func draw(_ rect: CGRect) {
        let background = isTracking ? tableView?.sectionIndexTrackingBackgroundColor : tableView?.sectionIndexBackgroundColor
        if let background {
            background.setFill()
            UIBezierPath(rect: bounds).fill()
        }
        let shown = shownTitles
        let top = (bounds.height - CGFloat(shown.count) * lineHeight) / 2
        let color = tableView?.sectionIndexColor ?? tintColor ?? .tintColor
        for (line, entry) in shown.enumerated() {
            let text = NSAttributedString(string: entry.title, attributes: [.font: font, .foregroundColor: color])
            let size = text.size()
            text.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: top + CGFloat(line) * lineHeight + (lineHeight - size.height) / 2))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { isTracking = false }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isTracking = false }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let shown = shownTitles
        guard !shown.isEmpty else { return }
        let top = (bounds.height - CGFloat(shown.count) * lineHeight) / 2
        let line = min(max(Int((touch.location(in: self).y - top) / lineHeight), 0), shown.count - 1)
        let index = shown[line].index
        selectTitle?(titles[index], index)
    }
}

extension UITableView {
    var sectionIndexWidth: CGFloat {
        guard let sectionIndex, !sectionIndex.isHidden else { return 0 }
        return TableSectionIndexView.width
    }

    func currentIndexTitles() -> [String] {
        guard style == .plain else { return [] }
        return dataSource?.sectionIndexTitles(for: self) ?? []
    }

    /// Shows the index when there are titles and more rows than `sectionIndexMinimumDisplayRowCount`; it stays
    /// in place while the content scrolls under it.
    func layoutSectionIndex() {
        let titles = sectionIndex?.titles ?? currentIndexTitles()
        let rows = model.rowCounts.reduce(0, +)
        let shows = !titles.isEmpty && rows > sectionIndexMinimumDisplayRowCount
        guard shows else {
            if let index = sectionIndex, !index.isHidden {
                index.isHidden = true
                // The rows widen into the room the index had.
                setNeedsLayout()
            }
            return
        }
        if sectionIndex == nil {
            let index = TableSectionIndexView(frame: .zero)
            index.tableView = self
            index.titles = titles
            index.selectTitle = { [weak self] title, position in self?.sectionIndexSelected(title, at: position) }
            sectionIndex = index
            addSubview(index)
            // The rows narrow to make room (TV-16).
            setNeedsLayout()
        }
        guard let index = sectionIndex else { return }
        if index.isHidden {
            index.isHidden = false
            setNeedsLayout()
        }
        index.frame = CGRect(x: bounds.maxX - TableSectionIndexView.width, y: bounds.minY + adjustedContentInset.top,
                             width: TableSectionIndexView.width,
                             height: max(bounds.height - adjustedContentInset.top - adjustedContentInset.bottom, 0))
        bringSubviewToFront(index)
    }

    private func sectionIndexSelected(_ title: String, at position: Int) {
        guard let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: position)
        guard model.rowCounts.indices.contains(section) else {
            return UIKitLog.error("UITableView: sectionForSectionIndexTitle returned section \(section), out of range")
        }
        let rect = rectForHeader(inSection: section)
        setContentOffset(clampedContentOffset(CGPoint(x: contentOffset.x, y: rect.minY - adjustedContentInset.top)), animated: false)
    }
}
