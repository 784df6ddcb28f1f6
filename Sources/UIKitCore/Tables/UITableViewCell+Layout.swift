import Foundation

/// Where the parts of a row go: backgrounds fill the cell, the editing control leads, the grip and accessory
/// trail, the content view takes the rest, and the built-in labels lay out by style inside it (TV-2, TV-9).
extension UITableViewCell {
    static let editingControlWidth: CGFloat = 44
    static let reorderControlWidth: CGFloat = 40
    static let accessoryMargin: CGFloat = 16

    func layoutCellParts() {
        applyConfigurationUpdateIfNeeded()
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundStorage?.frame = b
        multipleSelectionBackgroundView?.frame = b
        backgroundConfigurationView.frame = backgroundFrame(in: b)
        var leading: CGFloat = 0, trailing = b.width
        if isEditingStorage, let control = editingControl {
            control.frame = CGRect(x: (Self.editingControlWidth - control.bounds.width) / 2 + 8,
                                   y: (b.height - control.bounds.height) / 2,
                                   width: control.bounds.width, height: control.bounds.height)
            if shouldIndentWhileEditing { leading = Self.editingControlWidth }
        }
        if isEditingStorage, showsReorderControl, let grip = reorderControl {
            trailing -= Self.reorderControlWidth
            grip.frame = CGRect(x: trailing + (Self.reorderControlWidth - grip.bounds.width) / 2,
                                y: (b.height - grip.bounds.height) / 2, width: grip.bounds.width, height: grip.bounds.height)
        }
        if let accessory = shownAccessory {
            let size = accessory.bounds.size
            trailing -= size.width + Self.accessoryMargin
            accessory.frame = CGRect(x: trailing, y: (b.height - size.height) / 2, width: size.width, height: size.height)
            trailing -= 8
        }
        leading += CGFloat(indentationLevel) * indentationWidth
        contentView.frame = CGRect(x: leading, y: 0, width: max(trailing - leading, 0), height: b.height)
        configurationContentView?.frame = contentView.bounds
        layoutBuiltInViews(in: contentView.bounds)
        let inset = separatorInset
        let hairline = 1 / max(window?.screen.nativeScale ?? 1, 1)
        separatorView.isHidden = !showsSeparator
        separatorView.frame = CGRect(x: inset.left + leading, y: b.height - hairline,
                                     width: max(b.width - inset.left - inset.right - leading, 0), height: hairline)
        bringSubviewToFront(separatorView)
    }

    private func backgroundFrame(in b: CGRect) -> CGRect {
        guard let configuration = backgroundConfiguration else { return b }
        let i = configuration.backgroundInsets
        return CGRect(x: i.leading, y: i.top, width: max(b.width - i.leading - i.trailing, 0),
                      height: max(b.height - i.top - i.bottom, 0))
    }

    /// The margin built-in content keeps from the cell's leading edge: the separator inset (TV-5).
    private var contentLeadingMargin: CGFloat { max(separatorInset.left, 0) }

    private func layoutBuiltInViews(in b: CGRect) {
        guard configurationContentView == nil else { return }
        let margin = contentLeadingMargin
        var x = margin
        let right = b.width - (shownAccessory == nil ? 16 : 0)
        if hasImageView, style != .value2, let image = builtInImageView.image {
            let size = image.size
            builtInImageView.frame = CGRect(x: margin, y: (b.height - size.height) / 2, width: size.width, height: size.height)
            x = builtInImageView.frame.maxX + 16
        } else if hasImageView {
            builtInImageView.frame = .zero
        }
        let width = max(right - x, 0)
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        switch style {
        case .default:
            if hasTextLabel {
                let h = builtInTextLabel.sizeThatFits(fit).height
                builtInTextLabel.frame = CGRect(x: x, y: (b.height - h) / 2, width: width, height: h)
            }
        case .subtitle:
            let textH = hasTextLabel ? builtInTextLabel.sizeThatFits(fit).height : 0
            let detailH = hasDetailTextLabel ? builtInDetailTextLabel.sizeThatFits(fit).height : 0
            let top = (b.height - textH - detailH) / 2
            if hasTextLabel { builtInTextLabel.frame = CGRect(x: x, y: top, width: width, height: textH) }
            if hasDetailTextLabel { builtInDetailTextLabel.frame = CGRect(x: x, y: top + textH, width: width, height: detailH) }
        case .value1:
            // The detail keeps its size at the trailing edge; the text shrinks first, and a detail that would
            // leave the text no room is not shown (TV-2).
            let detail = hasDetailTextLabel ? builtInDetailTextLabel.sizeThatFits(fit) : .zero
            let text = hasTextLabel ? builtInTextLabel.sizeThatFits(fit) : .zero
            let showsDetail = text.width + 8 + detail.width <= width
            if hasTextLabel {
                let textWidth = showsDetail ? min(text.width, width - detail.width - 8) : width
                builtInTextLabel.frame = CGRect(x: x, y: (b.height - text.height) / 2, width: max(textWidth, 0), height: text.height)
            }
            if hasDetailTextLabel {
                builtInDetailTextLabel.isHidden = !showsDetail
                builtInDetailTextLabel.frame = CGRect(x: right - detail.width, y: (b.height - detail.height) / 2,
                                                      width: detail.width, height: detail.height)
            }
        case .value2:
            // Fixed columns: the text right-aligned in the first quarter, the detail after it (TV-2).
            let column = min(max(b.width * 0.25, 60), width)
            if hasTextLabel {
                let h = builtInTextLabel.sizeThatFits(fit).height
                builtInTextLabel.frame = CGRect(x: x, y: (b.height - h) / 2, width: column, height: h)
            }
            if hasDetailTextLabel {
                let detailX = x + column + 6
                let h = builtInDetailTextLabel.sizeThatFits(fit).height
                builtInDetailTextLabel.frame = CGRect(x: detailX, y: (b.height - h) / 2, width: max(right - detailX, 0), height: h)
            }
        }
    }

    /// The height the built-in style needs for a content width (self-sizing cells without constraints).
    func builtInContentHeight(forWidth width: CGFloat) -> CGFloat {
        let fit = CGSize(width: max(width - contentLeadingMargin - 16, 0), height: .greatestFiniteMagnitude)
        let text = hasTextLabel ? builtInTextLabel.sizeThatFits(fit).height : 0
        let detail = hasDetailTextLabel ? builtInDetailTextLabel.sizeThatFits(fit).height : 0
        let image = hasImageView ? (builtInImageView.image?.size.height ?? 0) : 0
        let stacked = style == .subtitle ? text + detail : max(text, detail)
        return max(max(stacked, image) + 22, 44)
    }

    // MARK: Accessory

    /// The accessory for the current mode: the view overrides the type (TV-4); edit mode uses the editing ones.
    var shownAccessory: UIView? {
        if isEditingStorage { return editingAccessoryView ?? accessoryGlyph }
        return accessoryView ?? accessoryGlyph
    }

    func accessoryDidChange() {
        let type = isEditingStorage ? editingAccessoryType : accessoryType
        let view = isEditingStorage ? editingAccessoryView : accessoryView
        let glyph: TableCellGlyphView.Glyph?
        switch view != nil ? AccessoryType.none : type {
        case .none: glyph = nil
        case .disclosureIndicator: glyph = .chevron
        case .checkmark: glyph = .checkmark
        case .detailButton: glyph = .info
        case .detailDisclosureButton: glyph = .infoAndChevron
        }
        if accessoryGlyph?.glyph != glyph {
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = glyph.map(TableCellGlyphView.init)
            if let accessoryGlyph { addSubview(accessoryGlyph) }
        }
        for candidate in [accessoryView, editingAccessoryView] {
            guard let candidate else { continue }
            if candidate === view {
                if candidate.superview !== self { addSubview(candidate) }
            } else {
                candidate.removeFromSuperview()
            }
        }
        updateEditingControls()
        setNeedsLayout()
    }

    /// The minus or plus control and the grip exist while editing, per the table's answers.
    func updateEditingControls() {
        let glyph: TableCellGlyphView.Glyph?
        switch isEditingStorage ? editingStyle : EditingStyle.none {
        case .none: glyph = nil
        case .delete: glyph = .deleteControl
        case .insert: glyph = .insertControl
        }
        if editingControl?.glyph != glyph {
            editingControl?.removeFromSuperview()
            editingControl = glyph.map(TableCellGlyphView.init)
            if let editingControl { addSubview(editingControl) }
        }
        let wantsGrip = isEditingStorage && showsReorderControl
        if wantsGrip, reorderControl == nil {
            let grip = TableCellGlyphView(.grip)
            reorderControl = grip
            addSubview(grip)
        } else if !wantsGrip, let grip = reorderControl {
            grip.removeFromSuperview()
            reorderControl = nil
        }
    }

    // MARK: Backgrounds

    func replaceBackground(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        updateBackgroundViews()
    }

    /// Stacking (TV-6): background colour, then `backgroundView`, then the selected (or multiple-selection)
    /// background while selected or highlighted, then the content.
    func updateBackgroundViews() {
        var stack: [UIView] = []
        if let backgroundView { stack.append(backgroundView) }
        let active = (selectedStorage || highlightedStorage) && selectionStyle != .none
        let selectedView = tableAllowsMultipleSelection ? (multipleSelectionBackgroundView ?? selectedBackgroundView)
                                                        : selectedBackgroundView
        // A background configuration shows the state itself; the default grey view would cover it.
        let configurationShowsState = backgroundConfiguration != nil && madeDefaultSelectedBackground
        for candidate in [selectedBackgroundStorage, multipleSelectionBackgroundView] {
            if let candidate, !(active && candidate === selectedView && !configurationShowsState) {
                candidate.removeFromSuperview()
            }
        }
        if active, let selectedView, !configurationShowsState { stack.append(selectedView) }
        var index = backgroundConfigurationView.superview === self ? 1 : 0
        for view in stack {
            view.frame = bounds
            insertSubview(view, at: index)
            index += 1
        }
    }
}
