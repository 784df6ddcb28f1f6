import Foundation

/// The view of a `UIListContentConfiguration`: image at the leading edge, then the text over the secondary text
/// (or beside it, for value cells). (Left to right only.) Laid out by hand rather than by constraints: a list makes one per visible row
/// and measures rows as they scroll in, and a frame computation costs a fraction of a solve.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply(listConfiguration)
    }

    /// Setting a configuration of another kind is refused with a log line (a cell makes a new view for it).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return UIKitLog.error("UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration; ignored")
            }
            listConfiguration = list
            apply(list)
        }
    }

    open var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set { configuration = newValue }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor ?? .tintColor)
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        style(textLabel, configuration.textProperties, configuration.text, configuration.attributedText)
        style(secondaryTextLabel, configuration.secondaryTextProperties, configuration.secondaryText,
              configuration.secondaryAttributedText)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ text: String?,
                       _ attributed: NSAttributedString?) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.nsTextAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.isHidden = text == nil && attributed == nil
    }

    // MARK: Layout

    private struct Frames { var image: CGRect; var text: CGRect; var secondary: CGRect; var height: CGFloat }

    /// The frames for a width: margins from the configuration, the image in its reserved square, texts wrapped in
    /// the room left.
    private func frames(forWidth width: CGFloat) -> Frames {
        let c = listConfiguration
        let margins = c.directionalLayoutMargins
        var x = margins.leading
        let available = max(width - margins.leading - margins.trailing, 0)
        var imageSize = CGSize.zero
        if let image = c.image {
            imageSize = image.size
            let maximum = c.imageProperties.maximumSize
            if maximum.width > 0, imageSize.width > maximum.width {
                imageSize = CGSize(width: maximum.width, height: imageSize.height * maximum.width / imageSize.width)
            }
            if maximum.height > 0, imageSize.height > maximum.height {
                imageSize = CGSize(width: imageSize.width * maximum.height / imageSize.height, height: maximum.height)
            }
        }
        var reserved = c.imageProperties.reservedLayoutSize
        if reserved.width == UIListContentConfiguration.ImageProperties.standardDimension { reserved.width = 28 }
        if reserved.height == UIListContentConfiguration.ImageProperties.standardDimension { reserved.height = 28 }
        let imageSlot = CGSize(width: max(imageSize.width, c.image == nil ? 0 : reserved.width),
                               height: max(imageSize.height, c.image == nil ? 0 : reserved.height))
        if imageSlot.width > 0 { x += imageSlot.width + c.imageToTextPadding }
        let textWidth = max(margins.leading + available - x, 0)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        let fit = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        var textSize = hasText ? textLabel.sizeThatFits(fit) : .zero
        var secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(fit) : .zero
        textSize.width = min(textSize.width, textWidth)
        secondarySize.width = min(secondarySize.width, textWidth)
        let sideBySide = c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && textSize.width + c.textToSecondaryTextHorizontalPadding + secondarySize.width <= textWidth
        let textBlock: CGFloat = if sideBySide {
            max(textSize.height, secondarySize.height)
        } else {
            textSize.height + secondarySize.height
                + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
        }
        let contentHeight = max(textBlock, imageSlot.height)
        let height = (contentHeight + margins.top + margins.bottom).rounded(.up)
        let top = margins.top + (contentHeight - textBlock) / 2
        let image = CGRect(x: margins.leading + (imageSlot.width - imageSize.width) / 2,
                           y: margins.top + (contentHeight - imageSize.height) / 2,
                           width: imageSize.width, height: imageSize.height)
        let text = CGRect(x: x, y: top + (sideBySide ? (textBlock - textSize.height) / 2 : 0),
                          width: sideBySide ? textSize.width : textWidth, height: textSize.height)
        let secondary: CGRect = if sideBySide {
            CGRect(x: margins.leading + available - secondarySize.width, y: top + (textBlock - secondarySize.height) / 2,
                   width: secondarySize.width, height: secondarySize.height)
        } else {
            CGRect(x: x, y: top + textSize.height + (hasText ? c.textToSecondaryTextVerticalPadding : 0),
                   width: textWidth, height: secondarySize.height)
        }
        return Frames(image: image, text: text, secondary: secondary, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = frames(forWidth: bounds.width)
        imageView.frame = f.image
        textLabel.frame = f.text
        secondaryTextLabel.frame = f.secondary
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: frames(forWidth: bounds.width > 0 ? bounds.width : 320).height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }
}
