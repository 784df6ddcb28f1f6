import Foundation

/// The desktop window's measures for presentations, as iPadOS and Mac Catalyst size them.
enum PresentationLayout {
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet is as wide as a readable page (an 11-inch iPad's portrait width less its margins).
    static let pageSheetWidth: CGFloat = 704
    /// Space kept between a card and the window's edges.
    static let margin: CGFloat = 20
    /// The gap above a sheet attached to the bottom of a compact window.
    static let compactSheetTopInset: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4
    static let defaultPopoverSize = CGSize(width: 320, height: 480)

    /// Whether a window this wide has the compact horizontal size class (UIUserInterfaceSizeClass.swift).
    static func isCompact(width: CGFloat) -> Bool { SizeClassBreakpoints.horizontal(for: width) == .compact }
}
