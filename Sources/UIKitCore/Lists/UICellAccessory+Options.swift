import Foundation

/// The options each system accessory takes. Every initializer argument is optional, as in UIKit: nil keeps the
/// default (shown, `.standard` width, the kind's own colours).
extension UICellAccessory {
    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The minus sign's colour (white by default).
        public var tintColor: UIColor?
        /// The circle's colour (system red by default).
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The plus sign's colour (white by default).
        public var tintColor: UIColor?
        /// The circle's colour (system green by default).
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// A hairline between the grip and the accessory before it.
        public var showsVerticalSeparator: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    public struct MultiselectOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The filled circle's colour while selected (the tint colour by default).
        public var tintColor: UIColor?
        /// The circle's fill while not selected (clear by default).
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Sendable, Hashable {
            /// `.header` for a cell whose content configuration is a header's, `.cell` otherwise.
            case automatic
            /// A click anywhere in the row expands or collapses it.
            case header
            /// Only a click on the chevron expands or collapses; a click elsewhere selects the row.
            case cell
        }

        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        /// The text colour (secondary label by default).
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    public struct DetailOptions: Sendable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A custom accessory: the view, where it goes, and how it is sized.
    @preconcurrency @MainActor public struct CustomViewConfiguration {
        public let customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Keep the view's frame size; otherwise it is sized to fit (no taller than the cell).
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
