import UIKit

/// The window's root view controller, made by MainWindow.xib with its view, labels, image view and button. Its
/// texts come from the localized `Localizable.strings` and `Localizable.stringsdict` of the user's language.
final class GreetingViewController: UIViewController {
    var greetingLabel: UILabel?
    var detailLabel: UILabel?
    var countLabel: UILabel?
    var urlLabel: UILabel?
    var badgeView: UIImageView?
    var greetButton: UIButton?
    var aboutButton: UIButton?
    private var greetings = 0

    static func registerNibConnections() {
        UINibClassRegistry.register(GreetingViewController.self)
        UINibConnections.registerOutlet("greetingLabel", \GreetingViewController.greetingLabel)
        UINibConnections.registerOutlet("detailLabel", \GreetingViewController.detailLabel)
        UINibConnections.registerOutlet("countLabel", \GreetingViewController.countLabel)
        UINibConnections.registerOutlet("urlLabel", \GreetingViewController.urlLabel)
        UINibConnections.registerOutlet("badgeView", \GreetingViewController.badgeView)
        UINibConnections.registerOutlet("greetButton", \GreetingViewController.greetButton)
        UINibConnections.registerOutlet("aboutButton", \GreetingViewController.aboutButton)
        UINibConnections.registerAction("greet:", on: GreetingViewController.self) { controller, _ in controller.greet() }
        UINibConnections.registerAction("showAbout:", on: GreetingViewController.self) { controller, _ in controller.showAbout() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        greetingLabel?.text = NSLocalizedString("greeting", comment: "The title")
        detailLabel?.text = NSLocalizedString("subtitle", comment: "Below the title")
        greetButton?.setTitle(NSLocalizedString("button", comment: "The button's title"), for: .normal)
        aboutButton?.setTitle(NSLocalizedString("about", comment: "The About button's title"), for: .normal)
        appLog("greeting \(greetingLabel?.text ?? "")")
        updateCount()
        if let image = badgeView?.image {
            urlLabel?.text = String(format: NSLocalizedString("scale", comment: "Which image file was chosen"),
                                    Int(image.scale), Int(image.size.width), Int(image.size.height))
        }
    }

    private func greet() {
        greetings += 1
        updateCount()
        appLog("greetings \(greetings)")
    }

    /// About.storyboard's initial view controller, presented over the whole window.
    private func showAbout() {
        guard let about = UIStoryboard(name: "About", bundle: nil).instantiateInitialViewController() else { return }
        about.modalPresentationStyle = .fullScreen
        present(about, animated: true)
    }

    private func updateCount() {
        countLabel?.text = Bundle.application.localizedStringWithFormat(forKey: "%d greetings", greetings)
    }

    func show(openedURL url: URL) {
        urlLabel?.text = String(format: NSLocalizedString("opened", comment: "A URL given on the command line"),
                                url.absoluteString)
    }
}
