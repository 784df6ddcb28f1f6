import Foundation

/// Where a popover goes: beside its source on the first side that holds its content, in the order down, up, left,
/// right (among the permitted arrow directions), or shrunk on the roomiest side when none does; then slid along
/// that side to stay inside the window's margins, the arrow still pointing at the source's centre.
struct PopoverPlacement: Equatable {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    static let cornerRadius: CGFloat = 10
    static let defaultMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The popover with its arrow, in the container's coordinates.
    var frame: CGRect
    /// The content's frame inside `frame` (the side with the arrow left out).
    var contentFrame: CGRect
    var arrowDirection: UIPopoverArrowDirection
    /// The arrow's centre from the centre of its edge, as `UIPopoverBackgroundView.arrowOffset` measures it.
    var arrowOffset: CGFloat

    /// The placement of `contentSize` beside `source` within `bounds` less `margins`.
    static func place(source: CGRect, contentSize: CGSize, in bounds: CGRect, permitted: UIPopoverArrowDirection,
                      margins: UIEdgeInsets = defaultMargins) -> PopoverPlacement {
        let area = bounds.inset(by: margins)
        let size = CGSize(width: min(contentSize.width, max(area.width, 0)), height: min(contentSize.height, max(area.height, 0)))
        let order: [UIPopoverArrowDirection] = [.up, .down, .right, .left]
        var allowed = order.filter { permitted.contains($0) }
        if allowed.isEmpty { allowed = order }
        let rooms: [(direction: UIPopoverArrowDirection, space: CGSize)] = allowed.map { direction in
            (direction, Self.space(for: direction, source: source, area: area))
        }
        let fitting = rooms.first { $0.space.width >= size.width && $0.space.height >= size.height }
        let (direction, space) = fitting ?? rooms.max { shown(size, in: $0.space) < shown(size, in: $1.space) }!
        let content = CGSize(width: max(min(size.width, space.width), 0), height: max(min(size.height, space.height), 0))
        return arranged(content, direction: direction, source: source, area: area)
    }

    /// A popover with no source: centred, without an arrow.
    static func centred(_ contentSize: CGSize, in bounds: CGRect, margins: UIEdgeInsets = defaultMargins) -> PopoverPlacement {
        let area = bounds.inset(by: margins)
        let size = CGSize(width: min(contentSize.width, max(area.width, 0)), height: min(contentSize.height, max(area.height, 0)))
        let frame = CGRect(x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
                           width: size.width, height: size.height)
        return PopoverPlacement(frame: frame, contentFrame: CGRect(origin: .zero, size: size), arrowDirection: .unknown,
                                arrowOffset: 0)
    }

    private static func shown(_ size: CGSize, in space: CGSize) -> CGFloat {
        max(min(size.width, space.width), 0) * max(min(size.height, space.height), 0)
    }

    /// The room for the content on `direction`'s side of the source (the arrow's height taken off).
    private static func space(for direction: UIPopoverArrowDirection, source: CGRect, area: CGRect) -> CGSize {
        switch direction {
        case .up: CGSize(width: area.width, height: area.maxY - source.maxY - arrowHeight)
        case .down: CGSize(width: area.width, height: source.minY - area.minY - arrowHeight)
        case .right: CGSize(width: source.minX - area.minX - arrowHeight, height: area.height)
        default: CGSize(width: area.maxX - source.maxX - arrowHeight, height: area.height)
        }
    }

    private static func arranged(_ size: CGSize, direction: UIPopoverArrowDirection, source: CGRect,
                                 area: CGRect) -> PopoverPlacement {
        func slide(_ origin: CGFloat, _ length: CGFloat, within low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max(origin, low), max(high - length, low))
        }
        let limit = max(0, (direction == .up || direction == .down ? size.width : size.height) / 2 - cornerRadius - arrowBase / 2)
        switch direction {
        case .up, .down:
            let x = slide((source.midX - size.width / 2).rounded(), size.width, within: area.minX, area.maxX)
            let y = direction == .up ? source.maxY : source.minY - arrowHeight - size.height
            let frame = CGRect(x: x, y: y, width: size.width, height: size.height + arrowHeight)
            let content = CGRect(x: 0, y: direction == .up ? arrowHeight : 0, width: size.width, height: size.height)
            let offset = min(max(source.midX - frame.midX, -limit), limit)
            return PopoverPlacement(frame: frame, contentFrame: content, arrowDirection: direction, arrowOffset: offset)
        default:
            let y = slide((source.midY - size.height / 2).rounded(), size.height, within: area.minY, area.maxY)
            let x = direction == .left ? source.maxX : source.minX - arrowHeight - size.width
            let frame = CGRect(x: x, y: y, width: size.width + arrowHeight, height: size.height)
            let content = CGRect(x: direction == .left ? arrowHeight : 0, y: 0, width: size.width, height: size.height)
            let offset = min(max(source.midY - frame.midY, -limit), limit)
            return PopoverPlacement(frame: frame, contentFrame: content, arrowDirection: direction, arrowOffset: offset)
        }
    }
}
