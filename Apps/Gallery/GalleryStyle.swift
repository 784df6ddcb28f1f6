import UIKit

/// The gallery's colours and type, in one place.
enum GalleryStyle {
    static let sidebar = UIColor(red: 0.13, green: 0.15, blue: 0.20, alpha: 1)
    static let sidebarSelected = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)
    static let sidebarText = UIColor(white: 0.85, alpha: 1)
    static let page = UIColor(red: 0.96, green: 0.96, blue: 0.97, alpha: 1)
    static let card = UIColor.white
    static let ink = UIColor(red: 0.12, green: 0.13, blue: 0.16, alpha: 1)
    static let secondaryInk = UIColor(red: 0.40, green: 0.42, blue: 0.47, alpha: 1)
    static let accents: [UIColor] = [
        UIColor(red: 0.94, green: 0.33, blue: 0.31, alpha: 1),  // red
        UIColor(red: 0.98, green: 0.66, blue: 0.15, alpha: 1),  // orange
        UIColor(red: 0.30, green: 0.69, blue: 0.31, alpha: 1),  // green
        UIColor(red: 0.13, green: 0.59, blue: 0.95, alpha: 1),  // blue
        UIColor(red: 0.61, green: 0.15, blue: 0.69, alpha: 1),  // purple
    ]
}
