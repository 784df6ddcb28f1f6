import UIKit

/// The filter popover's content: which messages the list shows, a switch each, sized by its preferred content size.
final class NavigationFilterController: UIViewController {
    static let filters = ["Unread", "Flagged", "With attachments"]

    init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 260, height: CGFloat(Self.filters.count) * 44 + 16)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        for (index, name) in Self.filters.enumerated() {
            let y = 8 + CGFloat(index) * 44
            view.addSubview(UILabel(name, frame: CGRect(x: 16, y: y + 11, width: 160, height: 22)))
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: 260 - 16 - toggle.bounds.width, y: y + (44 - toggle.bounds.height) / 2)
            toggle.isOn = index == 0
            toggle.addAction(UIAction { [weak toggle] _ in
                appLog("navigation filter \(name) \(toggle?.isOn == true ? "on" : "off")")
            }, for: .valueChanged)
            view.addSubview(toggle)
        }
    }
}
