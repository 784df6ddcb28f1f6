/// A smooth-scroll valuator of a device (XI 2.1 `XIScrollClass`).
struct X11ScrollAxis: Equatable {
    let number: Int32
    let isVertical: Bool
    /// Valuator units per wheel notch.
    let increment: Double
}
