/// The desktop cursors UIKit asks a window server for, named after the freedesktop cursor specification's
/// names; the window server shows them from the desktop's cursor theme.
public enum PointerCursor: String, Sendable, CaseIterable {
    case arrow = "default"
    case text
    case verticalText = "vertical-text"
    case pointingHand = "pointer"
    case resizeLeftRight = "ew-resize"
    case resizeUpDown = "ns-resize"
    case crosshair
    case notAllowed = "not-allowed"
    case openHand = "grab"
    case closedHand = "grabbing"
    case wait
    case hidden = "none"
}
