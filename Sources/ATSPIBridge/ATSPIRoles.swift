import UIKitCore

/// AT-SPI's numbers for roles and states (`AtspiRole`, `AtspiStateType` in at-spi2-core's atspi-constants.h).
extension AccessibilityRole {
    var atspiRole: UInt32 {
        switch self {
        case .application: 75
        case .window: 23 // a frame: a top-level window with a title, as GTK reports its windows
        case .dialog: 16
        case .alert: 2
        case .pushButton: 43
        case .toggleButton: 62
        case .link: 88
        case .image: 27
        case .label: 29
        case .heading: 83
        case .textField, .searchField: 79 // entry
        case .passwordText: 40
        case .textView: 61
        case .slider: 51
        case .spinButton: 52
        case .progressBar: 42
        case .pageTabList: 38
        case .pageTab: 37
        case .list: 31
        case .listItem: 32
        case .table: 55
        case .tableCell: 56
        case .menu: 33
        case .menuBar: 34
        case .menuItem: 35
        case .checkMenuItem: 8
        case .separator: 49
        case .toolBar: 63
        case .panel: 39
        case .unknown: 67
        }
    }

    /// The role's name as at-spi2-core spells it, for `GetRoleName`.
    var atspiRoleName: String {
        switch self {
        case .application: "application"
        case .window: "frame"
        case .dialog: "dialog"
        case .alert: "alert"
        case .pushButton: "push button"
        case .toggleButton: "toggle button"
        case .link: "link"
        case .image: "image"
        case .label: "label"
        case .heading: "heading"
        case .textField, .searchField: "entry"
        case .passwordText: "password text"
        case .textView: "text"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .progressBar: "progress bar"
        case .pageTabList: "page tab list"
        case .pageTab: "page tab"
        case .list: "list"
        case .listItem: "list item"
        case .table: "table"
        case .tableCell: "table cell"
        case .menu: "menu"
        case .menuBar: "menu bar"
        case .menuItem: "menu item"
        case .checkMenuItem: "check menu item"
        case .separator: "separator"
        case .toolBar: "tool bar"
        case .panel: "panel"
        case .unknown: "unknown"
        }
    }
}

extension AccessibilityStates {
    /// Each state with its AT-SPI number and the name `StateChanged` events carry.
    static let atspiStates: [(AccessibilityStates, UInt32, String)] = [
        (.active, 1, "active"), (.busy, 3, "busy"), (.checked, 4, "checked"), (.editable, 7, "editable"),
        (.enabled, 8, "enabled"), (.focusable, 11, "focusable"), (.focused, 12, "focused"), (.modal, 16, "modal"),
        (.multiLine, 17, "multi-line"), (.selectable, 22, "selectable"), (.selected, 23, "selected"),
        (.sensitive, 24, "sensitive"), (.showing, 25, "showing"), (.singleLine, 26, "single-line"),
        (.visible, 30, "visible"), (.checkable, 41, "checkable"),
    ]

    /// The two 32-bit words of AT-SPI's state set.
    var atspiWords: [UInt32] {
        var words: [UInt32] = [0, 0]
        for (state, bit, _) in Self.atspiStates where contains(state) { words[Int(bit / 32)] |= 1 << (bit % 32) }
        return words
    }

    var atspiNames: [String] { Self.atspiStates.filter { contains($0.0) }.map(\.2) }
}
