/// A display mode of a screen: its size in pixels and the shape of its pixels.
@preconcurrency @MainActor public final class UIScreenMode: NSObject {
    public let size: CGSize
    public let pixelAspectRatio: CGFloat
    /// Frames per second at this mode (0 when unknown).
    public let refreshRate: Double
    /// The window server's identity for this mode.
    package let serverMode: ScreenModeDescription

    init(_ mode: ScreenModeDescription) {
        size = CGSize(width: mode.width, height: mode.height)
        pixelAspectRatio = mode.pixelAspectRatio
        refreshRate = mode.refreshRate
        serverMode = mode
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIScreenMode)?.serverMode == serverMode
    }

    public override var hash: Int { serverMode.hashValue }

    public override var description: String {
        "<UIScreenMode: \(Int(saturating: size.width))x\(Int(saturating: size.height)) @ \(String(format: "%.2f", refreshRate)) Hz>"
    }
}
