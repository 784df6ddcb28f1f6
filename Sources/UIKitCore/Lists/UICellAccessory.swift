import Foundation

/// An accessory of a list cell (iOS 14): a system control or mark drawn beside the cell's content view, on the edge
/// its kind belongs to, shown in the editing states it is made for. Set them on
/// `UICollectionViewListCell.accessories`.
///
/// System accessories keep their places (leading, from the edge in: delete, insert, multiselect, the outline
/// disclosure of a cell row; trailing, from the content out: label, detail, checkmark, disclosure
/// indicator, the outline disclosure of a header row, reorder); custom views go where their `Placement` says. On this
/// desktop a cell row's outline disclosure leads, as tree views on Linux desktops and Mac Catalyst sidebars put it.
@preconcurrency @MainActor public struct UICellAccessory {
    /// The editing states in which the accessory shows.
    public enum DisplayedState: Sendable, Hashable {
        case always, whenEditing, whenNotEditing
    }

    /// How much width the accessory's slot takes; the accessory is centred in it.
    public enum LayoutDimension: Sendable, Hashable {
        /// The accessory's own width.
        case actual
        /// The system's width for accessories (`UICellAccessory.standardDimension`), or the accessory's own width
        /// when wider, so accessories of different widths line up.
        case standard
        case custom(CGFloat)
    }

    /// Which accessory this is.
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect
        case label(text: String)
        case customView
        case detail
    }

    public typealias ActionHandler = () -> Void

    /// Where a custom accessory goes: the edge, the editing states it shows in, and its index among the accessories
    /// already on that edge (leading to trailing).
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int

        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just before the first accessory of `accessory`'s type on the edge; at the start when there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.isSameKind(as: accessory) } ?? 0 }
        }

        /// Just after the last accessory of `accessory`'s type on the edge; at the end when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in accessories.lastIndex { $0.isSameKind(as: accessory) }.map { $0 + 1 } ?? accessories.count }
        }
    }

    public let accessoryType: AccessoryType

    // What every kind has (the options structs carry them in).
    let displayedState: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    // What some kinds have.
    var backgroundColor: UIColor?
    var actionHandler: ActionHandler?
    var labelFont: UIFont?
    var outlineStyle: OutlineDisclosureOptions.Style = .automatic
    var showsVerticalSeparator = false
    var customView: UIView?
    /// A custom view's edge is leading.
    var isLeadingCustomView = false
    var customPosition: Placement.Position?
    var maintainsFixedSize = false

    /// The system's reserved width for an accessory slot (`UICellAccessoryStandardDimension`).
    static let standardDimension: CGFloat = 24

    private init(_ type: AccessoryType, displayed: DisplayedState, isHidden: Bool, reservedLayoutWidth: LayoutDimension,
                 tintColor: UIColor?) {
        accessoryType = type
        displayedState = displayed
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
        self.tintColor = tintColor
    }

    // MARK: System accessories

    /// A chevron pointing to the trailing edge: selecting the row shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions())
        -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark in the tint colour, on the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A red circle with a minus on the leading edge; `actionHandler` runs when the user clicks it.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A green circle with a plus on the leading edge; `actionHandler` runs when the user clicks it.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A grip on the trailing edge: dragging it moves the row (the data source must allow the move, as
    /// `collectionView(_:canMoveItemAt:)` or a diffable data source's `reorderingHandlers` do).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> UICellAccessory {
        var accessory = UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.showsVerticalSeparator = options.showsVerticalSeparator
        return accessory
    }

    /// A circle on the leading edge, filled with a checkmark while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }

    /// A chevron that turns down while the cell's item is expanded. Clicking it expands or collapses the item in
    /// the diffable data source's section snapshot, or runs `actionHandler` instead when there is one. A header row
    /// (`.header` style, or `.automatic` with a header content configuration) expands and collapses on a click
    /// anywhere in the row.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.outlineStyle = options.style
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A short text on the trailing edge (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> UICellAccessory {
        var accessory = UICellAccessory(.label(text: text), displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.labelFont = options.font
        return accessory
    }

    /// An info button on the trailing edge; `actionHandler` runs when the user clicks it.
    public static func detail(displayed: DisplayedState = .whenNotEditing, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// The app's own view, where `configuration.placement` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        var accessory: UICellAccessory
        switch configuration.placement {
        case .leading(let state, let position):
            displayed = state
            accessory = UICellAccessory(.customView, displayed: displayed, isHidden: configuration.isHidden,
                                        reservedLayoutWidth: configuration.reservedLayoutWidth,
                                        tintColor: configuration.tintColor)
            accessory.isLeadingCustomView = true
            accessory.customPosition = position
        case .trailing(let state, let position):
            displayed = state
            accessory = UICellAccessory(.customView, displayed: displayed, isHidden: configuration.isHidden,
                                        reservedLayoutWidth: configuration.reservedLayoutWidth,
                                        tintColor: configuration.tintColor)
            accessory.customPosition = position
        }
        accessory.customView = configuration.customView
        accessory.maintainsFixedSize = configuration.maintainsFixedSize
        return accessory
    }

    // MARK: Helpers

    /// Same type, whatever a label's text (what `Placement.position(before:)`/`(after:)` match on).
    nonisolated func isSameKind(as other: UICellAccessory) -> Bool {
        switch (accessoryType, other.accessoryType) {
        case (.label, .label): true
        default: accessoryType == other.accessoryType
        }
    }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
