import Foundation

/// Desktop window states: full screen (View ▸ Enter Full Screen, F11), and asking for attention when an alert
/// comes up in a window the user is not looking at (the taskbar flashes it until it gets focus).
extension UIWindow {
    /// Windows on the main screen go full screen and back; a window on an external display always covers it.
    var canToggleFullScreen: Bool { !coversScreen && host != nil }

    func toggleFullScreen() {
        guard canToggleFullScreen else { return }
        isFullScreenOnDesktop.toggle()
        host?.setFullScreen(isFullScreenOnDesktop)
        // Only a full-screen window holds a pointer lock.
        updatePointerLock()
    }

    /// The desktop put the window in or out of full screen itself (the window manager's key or menu): UIKit follows,
    /// and a pointer lock goes or comes with it. A window covering an external display stays as it is.
    func hostDidChangeFullScreen(_ fullScreen: Bool) {
        guard !coversScreen, fullScreen != isFullScreenOnDesktop else { return }
        isFullScreenOnDesktop = fullScreen
        updatePointerLock()
    }

    /// An alert is coming up: unless the window has the keys while the app is active, the desktop is asked to
    /// draw attention to it.
    func demandAttentionIfInactive() {
        guard !isDemandingAttention, !(isKeyWindow && UIApplication.shared.applicationState == .active) else { return }
        isDemandingAttention = true
        host?.setUrgent(true)
    }

    /// The window got focus: it has the user's attention.
    func stopDemandingAttention() {
        guard isDemandingAttention else { return }
        isDemandingAttention = false
        host?.setUrgent(false)
    }
}

extension UIWindowScene {
    /// Whether one of the scene's windows covers its monitor.
    public var isFullScreen: Bool { windows.contains { $0.isFullScreenOnDesktop } }
}
