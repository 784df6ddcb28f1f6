import Foundation

extension UITextItem {
    /// The menu a secondary click (or long press) on a text item shows, as the delegate's
    /// `textView(_:menuConfigurationFor:defaultMenu:)` returns it. The preview is kept for iOS code's sake: a desktop
    /// context menu opens at the pointer without one.
    @preconcurrency @MainActor open class MenuConfiguration: NSObject {
        /// What to show beside the menu.
        public enum Preview {
            case `default`
            case view(UIView)
        }

        let preview: Preview?
        let menu: UIMenu

        init(previewStorage: Preview?, menu: UIMenu) {
            preview = previewStorage
            self.menu = menu
            super.init()
        }

        public convenience init(preview: Preview? = .default, menu: UIMenu) {
            self.init(previewStorage: preview, menu: menu)
        }
    }
}
