import Foundation

extension UIScrollView {
    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark, readable on light content (this platform has no dark mode to follow).
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }
}
