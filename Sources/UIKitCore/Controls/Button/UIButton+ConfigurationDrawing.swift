import Foundation

/// How a configured button looks: colours from the style and state, an image (or spinner) on the side
/// `imagePlacement` names, the title over the subtitle, all centred inside `contentInsets`, on a rounded fill.
extension UIButton {
    struct ConfigurationColors {
        let foreground: UIColor
        let background: UIColor?
    }

    struct ConfigurationLayout {
        var image: CGRect
        var title: CGRect
        var subtitle: CGRect
        var content: CGSize
    }

    func configurationColors(for configuration: Configuration) -> ConfigurationColors {
        let base = configuration.baseBackgroundColor ?? tintColor ?? .systemBlue
        if !isEnabled {
            let background: UIColor? = configuration.style == .plain ? nil : .tertiarySystemFill
            return ConfigurationColors(foreground: .tertiaryLabel, background: background)
        }
        switch configuration.style {
        case .plain:
            return ConfigurationColors(foreground: configuration.baseForegroundColor ?? tintColor, background: nil)
        case .tinted:
            return ConfigurationColors(foreground: configuration.baseForegroundColor ?? tintColor,
                                       background: base.withAlphaComponent(0.16))
        case .gray:
            return ConfigurationColors(foreground: configuration.baseForegroundColor ?? tintColor,
                                       background: configuration.baseBackgroundColor ?? .secondarySystemFill)
        case .filled:
            return ConfigurationColors(foreground: configuration.baseForegroundColor ?? .white, background: base)
        }
    }

    func titleFont(for configuration: Configuration) -> UIFont {
        UIFont.systemFont(ofSize: configuration.titleFontSize, weight: .medium)
    }

    func subtitleFont(for configuration: Configuration) -> UIFont {
        UIFont.systemFont(ofSize: max(configuration.titleFontSize - 3, 9))
    }

    private func imageSize(for configuration: Configuration) -> CGSize {
        if configuration.showsActivityIndicator { return CGSize(width: 20, height: 20) }
        return configuration.image?.size ?? .zero
    }

    private func textSize(_ text: String?, _ font: UIFont) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = text.size(withAttributes: [.font: font])
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    /// The parts' frames for `bounds` (`content` is their combined size).
    func configurationLayout(_ configuration: Configuration, in bounds: CGRect) -> ConfigurationLayout {
        let title = textSize(configuration.title, titleFont(for: configuration))
        let subtitle = textSize(configuration.subtitle, subtitleFont(for: configuration))
        let titleGap = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titleGap + subtitle.height)
        let image = imageSize(for: configuration)
        let hasBoth = image.width > 0 && text.width > 0
        let gap = hasBoth ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        let insets = configuration.contentInsets
        let area = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        var imageFrame: CGRect, textOrigin: CGPoint
        switch configuration.imagePlacement {
        case .top:
            imageFrame = CGRect(x: origin.x + (content.width - image.width) / 2, y: origin.y, width: image.width, height: image.height)
            textOrigin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: origin.y + image.height + gap)
        case .bottom:
            textOrigin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: origin.y)
            imageFrame = CGRect(x: origin.x + (content.width - image.width) / 2, y: origin.y + text.height + gap,
                                width: image.width, height: image.height)
        case .trailing:
            textOrigin = CGPoint(x: origin.x, y: origin.y + (content.height - text.height) / 2)
            imageFrame = CGRect(x: origin.x + text.width + gap, y: origin.y + (content.height - image.height) / 2,
                                width: image.width, height: image.height)
        default:
            imageFrame = CGRect(x: origin.x, y: origin.y + (content.height - image.height) / 2, width: image.width, height: image.height)
            textOrigin = CGPoint(x: origin.x + image.width + gap, y: origin.y + (content.height - text.height) / 2)
        }
        let alignedX: (CGFloat) -> CGFloat = { width in
            switch configuration.titleAlignment {
            case .leading: textOrigin.x
            case .trailing: textOrigin.x + text.width - width
            default: textOrigin.x + (text.width - width) / 2
            }
        }
        let titleFrame = CGRect(x: alignedX(title.width), y: textOrigin.y, width: title.width, height: title.height)
        let subtitleFrame = CGRect(x: alignedX(subtitle.width), y: textOrigin.y + title.height + titleGap,
                                   width: subtitle.width, height: subtitle.height)
        return ConfigurationLayout(image: imageFrame, title: titleFrame, subtitle: subtitleFrame, content: content)
    }

    func configurationSize(_ configuration: Configuration) -> CGSize {
        let content = configurationLayout(configuration, in: .zero).content
        let insets = configuration.contentInsets
        return CGSize(width: ceil(content.width + insets.leading + insets.trailing),
                      height: ceil(content.height + insets.top + insets.bottom))
    }

    func configurationCornerRadius(_ configuration: Configuration) -> CGFloat {
        switch configuration.cornerStyle {
        case .capsule: bounds.height / 2
        case .small: 4
        case .medium: 8
        case .large: 12
        case .fixed: 6
        case .dynamic:
            switch configuration.buttonSize {
            case .mini, .small: 6
            case .medium: 8
            case .large: 12
            }
        }
    }

    func drawConfiguration(_ configuration: Configuration) {
        let colors = configurationColors(for: configuration)
        let radius = min(configurationCornerRadius(configuration), bounds.height / 2)
        if let background = colors.background {
            background.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        }
        if isHighlighted {
            // Pressed: a dimming wash over the fill, or a fainter foreground for a plain button.
            UIColor.label.withAlphaComponent(0.12).setFill()
            if colors.background != nil { UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill() }
        }
        let foreground = configurationForeground(configuration)
        let layout = configurationLayout(configuration, in: bounds)
        if !configuration.showsActivityIndicator, let image = configuration.image {
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(foreground)
            drawn.draw(in: layout.image)
        }
        if let title = configuration.title, !title.isEmpty {
            title.draw(in: layout.title, withAttributes: [.font: titleFont(for: configuration), .foregroundColor: foreground])
        }
        // The subtitle is the subtitle label's (UIButton+Configuration.swift).
    }

    /// The colour of the image, title and subtitle: the configuration's foreground, fainter while a button without a
    /// fill is pressed.
    func configurationForeground(_ configuration: Configuration) -> UIColor {
        let colors = configurationColors(for: configuration)
        return isHighlighted && colors.background == nil ? colors.foreground.withAlphaComponent(0.5) : colors.foreground
    }
}
