import UIKit

/// The canvas's colours: a light paper, a dark bar, and one paint colour per finger.
enum CanvasStyle {
    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
    static let bar = UIColor(red: 0.13, green: 0.15, blue: 0.20, alpha: 1)
    static let barText = UIColor(white: 0.9, alpha: 1)
    static let dimText = UIColor(white: 0.6, alpha: 1)
    /// Finger colours, in the order fingers come down.
    static let paints: [UIColor] = [
        UIColor(red: 0.90, green: 0.22, blue: 0.21, alpha: 1),
        UIColor(red: 0.12, green: 0.53, blue: 0.90, alpha: 1),
        UIColor(red: 0.26, green: 0.63, blue: 0.28, alpha: 1),
        UIColor(red: 0.98, green: 0.55, blue: 0.0, alpha: 1),
        UIColor(red: 0.56, green: 0.14, blue: 0.67, alpha: 1),
    ]
    static let objects: [UIColor] = [
        UIColor(red: 0.0, green: 0.59, blue: 0.53, alpha: 1),
        UIColor(red: 0.91, green: 0.12, blue: 0.39, alpha: 1),
        UIColor(red: 0.25, green: 0.32, blue: 0.71, alpha: 1),
        UIColor(red: 1.0, green: 0.76, blue: 0.03, alpha: 1),
    ]
}
