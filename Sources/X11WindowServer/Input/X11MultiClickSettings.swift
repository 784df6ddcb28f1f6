/// The desktop's double-click time and distance: two presses of the same button at most `interval` apart and at
/// most `distance` pixels apart count as one multi-click (GTK's and Qt's defaults: 400 ms; a few pixels).
struct X11MultiClickSettings: Equatable {
    /// Milliseconds of server time.
    var interval: UInt = 400
    /// Pixels.
    var distance: Double = 5

    static let `default` = X11MultiClickSettings()
}
