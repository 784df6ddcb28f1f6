extension UICollisionBehavior {
    /// What a collision behaviour's items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: .max)
    }
}
