extension UIStackView {
    /// Where the arranged subviews sit across the stack.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// A horizontal stack's name for `.leading`.
        public static var top: Alignment { .leading }
        /// A horizontal stack's name for `.trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
