import UIKit

/// A sidebar of page buttons on the left, the page on the right under its title; pages change with a fade.
final class GalleryViewController: UIViewController {
    static let sidebarWidth: CGFloat = 200
    /// Sixteen pages' buttons fit in the 640-point window (64 + 16 x 34 points); more scroll in the sidebar.
    static let buttonHeight: CGFloat = 32
    static let buttonSpacing: CGFloat = 2
    static let buttonTop: CGFloat = 64

    private var buttons: [UIButton] = []
    private var sidebarList: UIScrollView?
    private let header = UIView()
    private let titleCaption = UILabel("", frame: .zero, size: 26, bold: true)
    private let subtitleCaption = UILabel("", frame: .zero, size: 14, color: GalleryStyle.secondaryInk)
    private let container = UIView()
    private var content: GalleryPageContent?
    private(set) var page = GalleryPage.views

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 640))
        root.backgroundColor = GalleryStyle.page

        let sidebar = UIView(frame: CGRect(x: 0, y: 0, width: Self.sidebarWidth, height: root.bounds.height))
        sidebar.backgroundColor = GalleryStyle.sidebar
        sidebar.autoresizingMask = [.flexibleHeight]
        root.addSubview(sidebar)
        sidebar.addSubview(UILabel("UIKit Gallery", frame: CGRect(x: 20, y: 22, width: 170, height: 30), size: 19,
                                   bold: true, color: .white))
        // The buttons scroll when the window is too short for them all; the list starts where it always did.
        let list = UIScrollView(frame: CGRect(x: 0, y: Self.buttonTop, width: Self.sidebarWidth,
                                              height: root.bounds.height - Self.buttonTop))
        list.autoresizingMask = [.flexibleHeight]
        list.showsHorizontalScrollIndicator = false
        list.contentSize = CGSize(width: Self.sidebarWidth,
                                  height: CGFloat(GalleryPage.allCases.count) * (Self.buttonHeight + Self.buttonSpacing) + 8)
        sidebar.addSubview(list)
        sidebarList = list
        for page in GalleryPage.allCases {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 12, y: CGFloat(page.rawValue) * (Self.buttonHeight + Self.buttonSpacing),
                                  width: Self.sidebarWidth - 24, height: Self.buttonHeight)
            button.setTitle(page.title, for: .normal)
            button.setTitleColor(GalleryStyle.sidebarText, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 16, weight: .medium)
            button.layer.cornerRadius = 8
            button.addAction(UIAction { [weak self] _ in self?.show(page) }, for: .touchUpInside)
            list.addSubview(button)
            buttons.append(button)
        }

        header.frame = CGRect(x: Self.sidebarWidth, y: 0, width: root.bounds.width - Self.sidebarWidth, height: 84)
        header.autoresizingMask = [.flexibleWidth]
        titleCaption.frame = CGRect(x: 32, y: 18, width: header.bounds.width - 64, height: 34)
        subtitleCaption.frame = CGRect(x: 32, y: 54, width: header.bounds.width - 64, height: 22)
        header.addSubview(titleCaption)
        header.addSubview(subtitleCaption)
        root.addSubview(header)

        container.frame = CGRect(x: Self.sidebarWidth, y: 84, width: root.bounds.width - Self.sidebarWidth,
                                 height: root.bounds.height - 84)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        root.addSubview(container)
        view = root
        show(GalleryPage.fromLaunchArguments() ?? .views, animated: false)
    }

    func show(_ page: GalleryPage, animated: Bool = true) {
        self.page = page
        for (index, button) in buttons.enumerated() {
            let selected = index == page.rawValue
            button.backgroundColor = selected ? GalleryStyle.sidebarSelected : .clear
            button.setTitleColor(selected ? .white : GalleryStyle.sidebarText, for: .normal)
        }
        if page.rawValue < buttons.count { sidebarList?.scrollRectToVisible(buttons[page.rawValue].frame, animated: false) }
        titleCaption.text = page.title
        subtitleCaption.text = page.subtitle
        content?.removeFromSuperview()
        let next = page.makeContent(frame: container.bounds)
        next.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(next)
        content = next
        if animated {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = 0.25
            container.layer.add(fade, forKey: "page")
        }
        next.didAppear()
        appLog("page \(page.title)")
    }
}
