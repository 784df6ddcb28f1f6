/// What an element is to a screen reader, derived from its traits, its container and its kind; the bridge maps
/// each to the platform's role (AT-SPI's `ATSPI_ROLE_*`).
package enum AccessibilityRole: Sendable, Equatable {
    case application, window, dialog, alert
    case pushButton, toggleButton, link, image, label, heading
    case textField, passwordText, textView, searchField
    case slider, spinButton, progressBar
    case pageTabList, pageTab
    case list, listItem, table, tableCell
    case menu, menuBar, menuItem, checkMenuItem, separator, toolBar
    case panel, unknown
}
