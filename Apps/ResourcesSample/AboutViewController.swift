import UIKit

/// The About screen, the initial scene of About.storyboard: presented over the greeting by its About button and
/// dismissed by its Close button. Its texts come from Localizable.strings, like the greeting's.
final class AboutViewController: UIViewController {
    var titleLabel: UILabel?
    var versionLabel: UILabel?
    var closeButton: UIButton?

    static func registerStoryboardConnections() {
        UINibClassRegistry.register(AboutViewController.self)
        UINibConnections.registerOutlet("titleLabel", \AboutViewController.titleLabel)
        UINibConnections.registerOutlet("versionLabel", \AboutViewController.versionLabel)
        UINibConnections.registerOutlet("closeButton", \AboutViewController.closeButton)
        UINibConnections.registerAction("close:", on: AboutViewController.self) { controller, _ in
            controller.dismiss(animated: true)
            appLog("about closed")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let version = Bundle.application.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        titleLabel?.text = NSLocalizedString("aboutTitle", comment: "The About screen's title")
        versionLabel?.text = String(format: NSLocalizedString("version", comment: "The About screen's version line"), version)
        closeButton?.setTitle(NSLocalizedString("close", comment: "The About screen's close button"), for: .normal)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appLog("about shown")
    }
}
