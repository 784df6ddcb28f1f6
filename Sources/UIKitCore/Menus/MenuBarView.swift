import Foundation

/// The main menu (`UIMenuSystem.main`) as a bar across the top of a window, the Linux desktop's place for it: the
/// titles of the top-level menus that have something to show, each opening its menu below it with a click, F10
/// (the first menu), Alt alone (the first menu) or Alt with a title's first letter. While a menu is open the pointer
/// moving onto another title opens that one, Left and Right go to the neighbouring menus, Return chooses and
/// Escape closes. Commands are validated from the window's first responder before a menu shows (disabled when no
/// responder on the chain performs them) and performed along its responder chain.
///
/// The bar is revealed over the top of the window while its menus are open and leaves with them (as Firefox and
/// Thunderbird show theirs on Linux), so that an iOS layout keeps the whole window (docs/Menus.md).
@MainActor final class MenuBarView: UIView {
    static let height: CGFloat = 28
    static let titleInset: CGFloat = 10
    static let font = UIFont.systemFont(ofSize: 14)

    /// The bars on screen now; they follow the menus when the menu system rebuilds or revalidates them.
    private static var shown: [WeakBar] = []
    private struct WeakBar { weak var bar: MenuBarView? }

    private(set) var menus: [UIMenu] = []
    private(set) var titleFrames: [CGRect] = []
    /// The menu open now, and its view.
    private(set) var openIndex: Int?
    private(set) var openMenu: ContextMenuView?
    /// The open menu opened as the pointer passed over its title: a click there keeps it open, as the click that
    /// follows a hover means "this one", not "close".
    private var openedByHover = false

    private init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        autoresizingMask = [.flexibleWidth]
        contentMode = .redraw
        reload()
    }

    required init?(coder: NSCoder) { nil }

    /// The bar of `window`, if it shows one.
    static func bar(in window: UIWindow) -> MenuBarView? {
        window.subviews.lazy.compactMap { $0 as? MenuBarView }.first
    }

    /// Shows the bar over the top of `window` (if it is not there yet).
    static func reveal(in window: UIWindow) -> MenuBarView {
        if let bar = bar(in: window) { return bar }
        let bar = MenuBarView(width: window.bounds.width)
        window.addSubview(bar)
        shown.removeAll { $0.bar == nil }
        shown.append(WeakBar(bar: bar))
        return bar
    }

    static func menusDidChange() {
        for bar in shown.compactMap(\.bar) { bar.reload() }
    }

    /// The top-level menus with something to show, and where their titles sit.
    private func reload() {
        let root = UIMenuSystem.main.root
        menus = root.children.compactMap { $0 as? UIMenu }.filter { menu in
            !menu.title.isEmpty && ContextMenuItem.flatten(menu).contains { !$0.isSeparator }
        }
        var x: CGFloat = 4
        titleFrames = menus.map { menu in
            let width = ceil(menu.title.size(withAttributes: [.font: Self.font]).width) + 2 * Self.titleInset
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: Self.height)
        }
        setNeedsDisplay()
    }

    /// The menu whose title starts with `letter` (a mnemonic), the first such.
    func menuIndex(forMnemonic letter: String) -> Int? {
        menus.firstIndex { $0.title.prefix(1).lowercased() == letter.lowercased() }
    }

    // MARK: Opening and closing

    /// Opens menu `index` below its title (closing any other), validated from the window's first responder; the
    /// keyboard may start on its first row.
    func open(_ index: Int, highlightingFirst: Bool = false) {
        guard let window, menus.indices.contains(index) else { return }
        if let openMenu { openMenu.close() }
        openMenu = nil
        openedByHover = false
        let start = Self.commandStart(in: window)
        let menu = menus[index]
        menu.validateCommands(from: start)
        openIndex = index
        setNeedsDisplay()
        let origin = CGPoint(x: titleFrames[index].minX, y: frame.maxY)
        let view = ContextMenuView.show(ContextMenuItem.flatten(menu), at: origin, hanging: true,
                                        in: window) { [weak self] chosen in
            self?.finish(choosing: chosen)
        }
        view.menuBar = self
        if highlightingFirst { view.highlightFirstRow() }
        openMenu = view
    }

    /// Closes the open menu; the bar leaves with it.
    func close() {
        openMenu?.close()
        openMenu = nil
        openIndex = nil
        removeFromSuperview()
    }

    /// Opens the menu `offset` titles away from the open one, wrapping around.
    func openNeighbour(_ offset: Int) {
        guard let openIndex, !menus.isEmpty else { return }
        open((openIndex + offset + menus.count) % menus.count, highlightingFirst: true)
    }

    private func finish(choosing chosen: ContextMenuItem?) {
        guard let window else { return }
        close()
        guard let element = chosen?.element else { return }
        let start = Self.commandStart(in: window)
        switch element {
        case let action as UIAction:
            action.perform(from: self)
        case let command as UICommand:
            if !command.perform(from: start) {
                UIKitLog.error("menu bar: nothing on the responder chain performs \"\(command.title)\" (\(command.action.name))")
            }
        default:
            break
        }
    }

    /// Where commands of `window`'s menus are validated and performed from: its first responder, else its root
    /// view controller (so that controllers take commands with no first responder), else the window.
    static func commandStart(in window: UIWindow) -> UIResponder {
        if let responder = UIResponder.currentFirstResponder, !(responder is ContextMenuView) {
            if let view = responder as? UIView, view.window === window { return view }
            if let controller = responder as? UIViewController, controller.viewIfLoaded?.window === window { return controller }
        }
        return window.rootViewController ?? window
    }

    // MARK: The pointer, through the open menu (which covers the window)

    /// The pointer moved to `point` (bar coordinates) outside the open menu: over another title, that menu opens.
    func pointerMoved(to point: CGPoint) -> Bool {
        guard let index = titleFrames.firstIndex(where: { $0.contains(point) }) else { return false }
        if index != openIndex {
            open(index)
            openedByHover = true
        }
        return true
    }

    /// A touch began at `point` (bar coordinates) outside the open menu: on the open title it closes the menu, on
    /// another title it opens that menu. False when the touch is elsewhere.
    func touchBegan(at point: CGPoint) -> Bool {
        guard let index = titleFrames.firstIndex(where: { $0.contains(point) }) else { return false }
        if index != openIndex {
            open(index)
        } else if !openedByHover {
            close()
        }
        openedByHover = false
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        if !touchBegan(at: point) { close() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        UIColor(white: 0.95, alpha: 1).setFill()
        UIRectFill(bounds)
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1))
        for (index, (menu, frame)) in zip(menus, titleFrames).enumerated() {
            var color = UIColor.label
            if index == openIndex {
                tintColor.setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 1, dy: 3), cornerRadius: 5).fill()
                color = .white
            }
            let y = frame.midY - Self.font.lineHeight / 2
            menu.title.draw(at: CGPoint(x: frame.minX + Self.titleInset, y: y),
                            withAttributes: [.font: Self.font, .foregroundColor: color])
        }
    }
}
