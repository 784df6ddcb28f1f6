import UIKit

// The presenter: notes and controls in the main window; the slides full screen on an external display when one is
// connected, folded back into the main window when it goes away.
UIApplicationMain(delegate: PresenterDelegate())
