import UIKit

/// A navigation controller in a card: a list of rows that push detail screens, the back button, the edge swipe
/// from the card's left edge (the window's, here: the card starts at the window's sidebar), Alt+Left and the
/// mouse's back button to go back, bar button items and a toolbar. The bar's items also present: a page sheet
/// (compose), a popover anchored to its bar button item (filter) and an alert (trash).
final class NavigationPage: GalleryPageContent {
    let navigation: UINavigationController

    override init(frame: CGRect) {
        navigation = UINavigationController(rootViewController: NavigationListController(depth: 0))
        super.init(frame: frame)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.frame = bounds.insetBy(dx: 32, dy: 16)
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigation.view.layer.cornerRadius = 12
        navigation.view.clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// The navigation controller becomes a child of the gallery's controller while the page shows, so that its
    /// controllers hear their appearance callbacks.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, navigation.parent == nil, let parent = owningController {
            parent.addChild(navigation)
            navigation.beginAppearanceTransition(true, animated: false)
            addSubview(navigation.view)
            navigation.endAppearanceTransition()
            navigation.didMove(toParent: parent)
        } else if window == nil, navigation.parent != nil {
            navigation.willMove(toParent: nil)
            navigation.beginAppearanceTransition(false, animated: false)
            navigation.view.removeFromSuperview()
            navigation.endAppearanceTransition()
            navigation.removeFromParent()
        }
    }

    private var owningController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

/// One level of the list: rows that push the next level, a "+" that adds a row, bar button items that present
/// (NavigationListController+Presenting.swift), a toolbar with a count.
final class NavigationListController: UIViewController {
    static let names = ["Inbox", "Drafts", "Sent", "Archive", "Junk", "Trash"]
    let depth: Int
    var rows: [String]
    private let stack = UIView()
    /// The popover's anchor: the filter item, kept to hand to `popoverPresentationController.barButtonItem`.
    private(set) var filterItem: UIBarButtonItem?

    init(depth: Int) {
        self.depth = depth
        rows = depth == 0 ? Self.names : (1...4).map { "Message \($0)" }
        super.init(nibName: nil, bundle: nil)
        title = depth == 0 ? "Mailboxes" : "Level \(depth)"
        navigationItem.largeTitleDisplayMode = depth == 0 ? .always : .never
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addRow() })
        let compose = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.compose() })
        let filter = UIBarButtonItem(title: "Filter", primaryAction: UIAction { [weak self] _ in self?.showFilter() })
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.confirmDeleteAll() })
        filterItem = filter
        // The first item is the rightmost, as in UIKit.
        navigationItem.rightBarButtonItems = [add, compose, filter, trash]
        toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Depth \(depth)", style: .plain, target: nil, action: nil),
                        .flexibleSpace()]
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(stack)
        rebuildRows()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(depth == 0, animated: animated)
        appLog("navigation willAppear \(title ?? "")")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appLog("navigation didAppear \(title ?? "") depth \(navigationController?.viewControllers.count ?? 0)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        stack.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: CGFloat(rows.count) * 44)
        for (index, row) in stack.subviews.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: view.bounds.width, height: 44)
        }
    }

    func rebuildRows() {
        stack.subviews.forEach { $0.removeFromSuperview() }
        for (index, name) in rows.enumerated() {
            let row = UIButton(type: .custom)
            row.setTitle("\(name)   ›", for: .normal)
            row.setTitleColor(GalleryStyle.ink, for: .normal)
            row.backgroundColor = index % 2 == 0 ? .white : UIColor(white: 0.97, alpha: 1)
            row.addAction(UIAction { [weak self] _ in self?.open(name) }, for: .touchUpInside)
            stack.addSubview(row)
        }
        view.setNeedsLayout()
    }

    private func addRow() {
        rows.append("Message \(rows.count + 1)")
        rebuildRows()
    }

    private func open(_ name: String) {
        let next = NavigationListController(depth: depth + 1)
        next.title = name
        show(next, sender: self)
    }
}
