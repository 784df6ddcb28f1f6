/// A tab stop of a paragraph style: where the text after a tab starts (left), ends (right), is centred, or, with
/// column terminators among its options, where its decimal separator goes.
open class NSTextTab: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is an immutable `let`.
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `CharacterSet`: the text before the first of these ends at the tab's location (a decimal tab).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    public let alignment: NSTextAlignment
    /// Points from the paragraph's leading edge (the line fragment's, inside its padding).
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        if !loc.isFinite || loc < 0 { UIKitLog.error("NSTextTab: location \(loc) is not a finite non-negative number; 0 used") }
        location = loc.isFinite ? max(loc, 0) : 0
        self.options = options
        super.init()
    }

    /// The characters that end a number's integer part in `aLocale` (its decimal separator), `nil`: the current.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }

    /// The tab in the text system's terms: with column terminators a decimal tab on the first terminator (of the
    /// common separators, the one the set holds).
    var textTab: TextTab {
        if let terminators = options[.columnTerminators] as? CharacterSet {
            let point: Character = ([",", ".", "٫"] as [Character]).first { terminators.contains($0.unicodeScalars.first!) } ?? "."
            return TextTab(location: location, alignment: .decimal, decimalPoint: point)
        }
        switch alignment {
        case .right: return TextTab(location: location, alignment: .right)
        case .center: return TextTab(location: location, alignment: .center)
        case .left, .natural, .justified: return TextTab(location: location, alignment: .left)
        }
    }
}
