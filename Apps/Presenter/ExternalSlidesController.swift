import UIKit

/// The root of the full-screen window on the external display: nothing but the slide stage.
final class ExternalSlidesController: UIViewController {
    let stage = SlideStage()

    override func loadView() {
        stage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = stage
    }
}
