import UIKit

/// One slide: a title, what is drawn on it, the speaker's notes, and a background colour of its own.
struct Slide {
    enum Art { case title, layers, chart, screens, closing }

    let title: String
    let art: Art
    let notes: String
    let background: UIColor

    static let deck: [Slide] = [
        Slide(title: "UIKit on Linux", art: .title,
              notes: "Welcome. Everything you see is UIKit code: views, layers and animations, drawn by the project's "
                  + "X11 compositor. These notes stay on your screen; the audience sees the slides.",
              background: UIColor(red: 30 / 255, green: 58 / 255, blue: 138 / 255, alpha: 1)),
        Slide(title: "Layers", art: .layers,
              notes: "Every view is backed by a CALayer. Corners, borders, shadows and masks are layer properties; the "
                  + "compositor keeps each layer as a picture on the X server.",
              background: UIColor(red: 15 / 255, green: 118 / 255, blue: 110 / 255, alpha: 1)),
        Slide(title: "Frames per release", art: .chart,
              notes: "A chart drawn with UIBezierPath in draw(_:). Slide changes are CATransition pushes, on whichever "
                  + "screen shows the slides.",
              background: UIColor(red: 124 / 255, green: 45 / 255, blue: 18 / 255, alpha: 1)),
        Slide(title: "Two screens", art: .screens,
              notes: "UIScreen.didConnectNotification brings the slide window up on the external display; "
                  + "didDisconnectNotification folds the slides back into this window. Pick the external mode on "
                  + "the right.",
              background: UIColor(red: 88 / 255, green: 28 / 255, blue: 135 / 255, alpha: 1)),
        Slide(title: "Thank you", art: .closing,
              notes: "Questions? The source is in Apps/Presenter.",
              background: UIColor(red: 17 / 255, green: 24 / 255, blue: 39 / 255, alpha: 1)),
    ]
}
