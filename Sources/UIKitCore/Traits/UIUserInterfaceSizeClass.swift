/// How much room an interface has along one axis: compact (a phone's width, a narrow desktop window) or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The size classes of a window of a given size, with iPadOS's breakpoints (a desktop window is sized freely, like
/// an iPad app in Split View, Slide Over or a Stage Manager window).
///
/// Width: below 678 points is compact. iPadOS gives a 12.9-inch iPad's half of a landscape Split View (678 points)
/// the regular width and a 12.9-inch iPad's wider portrait half (639 points) the compact width; every narrower
/// multitasking width (Slide Over's 320 and 375, the one-third splits, 10.5-inch halves of 551) is compact, every
/// wider one (694, 981...) regular. Apple's size class tables for multitasking (Human Interface Guidelines, "Layout"
/// and "Multitasking") list these widths.
///
/// Height: below 480 points is compact. Only a phone in landscape (320 to 430 points tall) has a compact height
/// on iOS; 480 is the shortest height iOS has ever given the regular class (a 3.5-inch iPhone in portrait).
enum SizeClassBreakpoints {
    static let regularWidth: CGFloat = 678
    static let regularHeight: CGFloat = 480

    static func horizontal(for width: CGFloat) -> UIUserInterfaceSizeClass {
        guard width.isFinite, width >= 0 else { return .unspecified }
        return width < regularWidth ? .compact : .regular
    }

    static func vertical(for height: CGFloat) -> UIUserInterfaceSizeClass {
        guard height.isFinite, height >= 0 else { return .unspecified }
        return height < regularHeight ? .compact : .regular
    }
}
