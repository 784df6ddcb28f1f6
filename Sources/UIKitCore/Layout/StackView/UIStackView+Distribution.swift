extension UIStackView {
    /// How the arranged subviews share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Edge to edge at the spacing; hugging and compression resistance decide who grows or shrinks.
        case fill = 0
        /// Edge to edge, all the same length.
        case fillEqually
        /// Edge to edge, lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// At their intrinsic lengths, with equal gaps (at least the spacing).
        case equalSpacing
        /// At their intrinsic lengths, with their centres equally far apart (gaps at least the spacing).
        case equalCentering
    }
}
