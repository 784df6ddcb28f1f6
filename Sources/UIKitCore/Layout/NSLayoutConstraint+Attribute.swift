extension NSLayoutConstraint {
    /// The part of an item a constraint relates: an edge, a size, a centre or a baseline, or its margin forms.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case lastBaseline
        case firstBaseline
        case leftMargin
        case rightMargin
        case topMargin
        case bottomMargin
        case leadingMargin
        case trailingMargin
        case centerXWithinMargins
        case centerYWithinMargins
        case notAnAttribute = 0
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// A size rather than a position: only sizes may be related to nothing, or scaled by 0.
    var isDimension: Bool { self == .width || self == .height }

    /// An edge or a centre line of the item itself (not of its margins, not a baseline).
    var isEdgeOrCenter: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY: true
        default: false
        }
    }

    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            .vertical
        default:
            .horizontal
        }
    }
}
