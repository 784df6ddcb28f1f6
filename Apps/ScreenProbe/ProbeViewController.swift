import UIKit

/// The root view controller of every probe window.
final class ProbeViewController: UIViewController {
    let name: String
    let color: UIColor

    init(name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = ProbeContentView(name: name, color: color)
    }
}
