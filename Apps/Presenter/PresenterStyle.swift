import UIKit

/// The presenter's console colours and type.
enum PresenterStyle {
    static let console = UIColor(red: 0.11, green: 0.12, blue: 0.15, alpha: 1)
    static let panel = UIColor(red: 0.16, green: 0.17, blue: 0.21, alpha: 1)
    static let text = UIColor(white: 0.92, alpha: 1)
    static let dimText = UIColor(white: 0.62, alpha: 1)
    static let accent = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)
    static let button = UIColor(white: 1, alpha: 0.12)
}
