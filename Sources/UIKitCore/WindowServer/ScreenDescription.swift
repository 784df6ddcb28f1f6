/// What a window server says about one display mode.
public struct ScreenModeDescription: Hashable, Sendable {
    /// The server's identifier for the mode (a RandR mode XID on X11).
    public var id: UInt64
    public var width: Int
    public var height: Int
    public var refreshRate: Double
    public var pixelAspectRatio: CGFloat

    public init(id: UInt64, width: Int, height: Int, refreshRate: Double = 60, pixelAspectRatio: CGFloat = 1) {
        self.id = id; self.width = width; self.height = height
        self.refreshRate = refreshRate; self.pixelAspectRatio = pixelAspectRatio
    }
}

/// What a window server says about one screen (a monitor). UIKit turns these into `UIScreen`s and compares
/// successive lists to post connect, disconnect and mode-change notifications.
public struct ScreenDescription: Hashable, Sendable {
    /// Stable across mode changes: the same monitor keeps its id while connected.
    public var id: String
    public var name: String
    /// The screen's rectangle on the server's desktop, in pixels.
    public var pixelFrame: CGRect
    /// Pixels per point as the desktop sets them, fractional when it says so (`UIScreen.nativeScale`;
    /// `UIScreen.scale` is this rounded up to UIKit's whole scales).
    public var scale: CGFloat
    public var isPrimary: Bool
    public var modes: [ScreenModeDescription]
    public var currentMode: ScreenModeDescription?
    public var preferredMode: ScreenModeDescription?

    public init(id: String, name: String, pixelFrame: CGRect, scale: CGFloat = 1, isPrimary: Bool = false,
                modes: [ScreenModeDescription] = [], currentMode: ScreenModeDescription? = nil,
                preferredMode: ScreenModeDescription? = nil) {
        self.id = id; self.name = name; self.pixelFrame = pixelFrame; self.scale = scale
        self.isPrimary = isPrimary; self.modes = modes; self.currentMode = currentMode
        self.preferredMode = preferredMode
    }

    /// Refresh rate of the current mode, 60 when unknown.
    public var refreshRate: Double { (currentMode?.refreshRate).flatMap { $0 > 0 ? $0 : nil } ?? 60 }
}
