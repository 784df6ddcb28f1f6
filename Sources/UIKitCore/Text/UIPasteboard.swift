import Foundation

/// The pasteboard text fields cut, copy and paste through. `general` lives in this process: it is not the X
/// CLIPBOARD selection, so text copied here does not reach other X clients.
@MainActor open class UIPasteboard: NSObject {
    public static let general = UIPasteboard()

    /// Counts every change, as UIKit's does.
    public private(set) var changeCount = 0
    open var strings: [String]? { didSet { changeCount += 1 } }

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var hasStrings: Bool { !(strings ?? []).isEmpty }
}
