import Foundation

extension UIScrollView {
    /// The fraction of its speed a flicked scroll view keeps after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0.998 per millisecond: a flick at 1,000 points per second travels about 500 points.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: the same flick travels about 100 points.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
