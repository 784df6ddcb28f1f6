import UIKit

// The presenter: notes and controls in the main window; the slides full screen on an external display when one is
// connected (a scene of the external-display role, named in Info.plist), folded back into the main window when it
// goes away.
UIApplicationMain(delegate: PresenterDelegate(), sceneDelegate: SlidesSceneDelegate())
