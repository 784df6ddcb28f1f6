/// An image (or data) shown inside text: it takes the place of one U+FFFC character, whose attributes hold it
/// under `.attachment`. Its `bounds` give the box it occupies (origin y 0 on the baseline, negative lowers it);
/// zero bounds take the image's size.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    // @unchecked: as on iOS, an attachment is set up before the text holding it is shared.
    /// The object replacement character an attachment stands in.
    public static let character = 0xFFFC

    /// First: what Foundation reads as CF's header (FoundationObjectHeader.swift).
    private let foundationHeader = FoundationObjectHeader()
    open var contents: Data?
    open var fileType: String?
    /// The image shown; made from `contents` when not set. Data that is no image gives `nil`: the attachment
    /// keeps its `bounds` empty in the text, and nothing is drawn there.
    open var image: UIImage?
    open var bounds: CGRect = .zero {
        didSet {
            if ![bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) {
                UIKitLog.error("NSTextAttachment: bounds \(bounds) are not finite; zero used")
                bounds = .zero
            }
        }
    }

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
        if let contentData {
            image = UIImage(data: contentData)
            if image == nil {
                UIKitLog.error("NSTextAttachment: the \(contentData.count) bytes of type \(uti ?? "unknown") are not an image")
            }
        }
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The box the attachment takes in a line: its bounds, or the image's size on the baseline.
    var layoutBounds: CGRect {
        if bounds.width > 0 || bounds.height > 0 { return bounds }
        guard let size = image?.size else { return .zero }
        return CGRect(origin: .zero, size: size)
    }
}

extension NSAttributedString {
    /// One U+FFFC character holding `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
