import Foundation

/// A system of menus: `main`, the menu bar's, built from the standard menus by `buildMenu(with:)` of the
/// application and then of its delegate (as Mac Catalyst does); `context`, the system whose builder context menus
/// would get (`builder.system == .main` tells a main-menu build apart).
@preconcurrency @MainActor open class UIMenuSystem: NSObject {
    private static let mainSystem = UIMenuSystem(isMain: true)
    private static let contextSystem = UIMenuSystem(isMain: false)

    open class var main: UIMenuSystem { mainSystem }
    open class var context: UIMenuSystem { contextSystem }

    private let isMain: Bool
    private var builtRoot: UIMenu?

    private init(isMain: Bool) {
        self.isMain = isMain
        super.init()
    }

    /// The menus as built now: the standard ones changed by the application and its delegate.
    var root: UIMenu {
        if let builtRoot { return builtRoot }
        let builder = MenuTreeBuilder(system: self, root: isMain ? StandardMenus.root() : UIMenu(identifier: .root))
        if isMain {
            let application = UIApplication.shared
            application.buildMenu(with: builder)
            (application.delegate as? UIResponder)?.buildMenu(with: builder)
        }
        builtRoot = builder.root
        return builder.root
    }

    /// Builds the menus again (the application's or delegate's `buildMenu(with:)` runs again) before they next show.
    open func setNeedsRebuild() {
        builtRoot = nil
        if isMain { MenuBarView.menusDidChange() }
    }

    /// Validates the commands again (their targets' `validate(_:)`); open menus show the outcome at once.
    open func setNeedsRevalidate() {
        if isMain { MenuBarView.menusDidChange() }
    }
}
