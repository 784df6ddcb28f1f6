import Foundation

/// Building and placing the views that show the top item, and the look the bar's appearance gives them.
extension UINavigationBar {
    func setUpContent() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        for label in [titleLabel, largeTitleLabel, promptLabel] {
            label.textAlignment = label === largeTitleLabel ? .natural : .center
            label.lineBreakMode = .byTruncatingTail
            contentView.addSubview(label)
        }
        titleLabel.font = Self.titleFont
        largeTitleLabel.font = Self.largeTitleFont
        promptLabel.font = Self.promptFont
        addSubview(shadowView)
        clipsToBounds = false
        appearanceDidChange()
    }

    // MARK: Appearance

    /// The appearance in force: the top item's, else the bar's, for the scroll edge when the content is at its
    /// top (a missing scroll-edge appearance is the standard one with a transparent background, as since iOS 15).
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        let standard = item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let edge = UINavigationBarAppearance(barAppearance: standard)
        edge.configureWithTransparentBackground()
        return edge
    }

    /// Applies the appearance with the older properties over it (bar style, bar tint, translucency, title
    /// attributes), as UIKit does for bars configured the pre-iOS 13 way.
    func appearanceDidChange() {
        let appearance = effectiveAppearance
        var background = appearance.resolvedBackgroundColor
        var titleColor: UIColor = barStyle == .black ? .white : .label
        if barStyle == .black && appearance.backgroundColor == nil && background != .clear {
            background = UIColor(white: 0.1, alpha: isTranslucent ? 0.94 : 1)
        }
        if let barTintColor, background != .clear { background = barTintColor }
        if !isTranslucent, background != .clear { background = background.withAlphaComponent(1) }
        backgroundColor = background
        shadowView.backgroundColor = appearance.shadowColor ?? .clear
        shadowView.isHidden = appearance.shadowColor == nil
        var attributes = appearance.titleTextAttributes
        for (key, value) in titleTextAttributes ?? [:] { attributes[key] = value }
        if let color = attributes[.foregroundColor] as? UIColor { titleColor = color }
        titleLabel.textColor = titleColor
        if let font = attributes[.font] as? UIFont { titleLabel.font = font } else { titleLabel.font = Self.titleFont }
        var large = appearance.largeTitleTextAttributes
        for (key, value) in largeTitleTextAttributes ?? [:] { large[key] = value }
        largeTitleLabel.textColor = (large[.foregroundColor] as? UIColor) ?? titleColor
        largeTitleLabel.font = (large[.font] as? UIFont) ?? Self.largeTitleFont
        promptLabel.textColor = titleColor
        for view in [backButtonView].compactMap({ $0 }) + (leftViews + rightViews).compactMap({ $0 as? BarButtonView }) {
            view.appearance = view === backButtonView ? appearance.backButtonAppearance
                : appearance.buttonAppearance(for: view.item.style)
        }
        backButtonView?.indicator = backIndicatorImage ?? appearance.backIndicatorImage
        setNeedsLayout()
    }

    // MARK: Content

    /// The top item (or the stack) changed: new views for it, cross-faded over 0.35 s when `animated`.
    func contentDidChange(animated: Bool) {
        for item in itemStack { watch(item) }
        let labels: [UIView] = [titleLabel, largeTitleLabel, promptLabel]
        let old = contentView.subviews.filter { view in !labels.contains { $0 === view } }
        let oldTitles = [titleLabel, largeTitleLabel, promptLabel].map { $0.text }
        rebuildItemViews()
        let fresh = leftViews + rightViews + [backButtonView, shownTitleView, searchIsInline ? shownSearchBar : nil].compactMap { $0 }
        let leaving = old.filter { view in !fresh.contains { $0 === view } }
        let titlesChanged = oldTitles != [titleLabel, largeTitleLabel, promptLabel].map { $0.text }
        appearanceDidChange()
        layoutIfNeeded()
        superview?.setNeedsLayout()
        guard animated, window != nil else {
            for view in leaving { view.removeFromSuperview() }
            return
        }
        let entering = fresh.filter { view in !old.contains { $0 === view } }
            + (titlesChanged ? [titleLabel, largeTitleLabel, promptLabel] : [])
        for view in entering { view.alpha = 0 }
        UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
            for view in entering { view.alpha = 1 }
            for view in leaving { view.alpha = 0 }
        }, completion: { _ in
            for view in leaving where !fresh.contains(where: { $0 === view }) {
                view.removeFromSuperview()
                view.alpha = 1
            }
        })
    }

    /// Listens to the item and its bar button items, so a change shows at once.
    private func watch(_ item: UINavigationItem) {
        item.hostingNavigationBar = self
        item.hostDidChange = { [weak self] changed, animated in
            guard let self, self.itemStack.contains(where: { $0 === changed }) else { return }
            self.contentDidChange(animated: animated)
        }
    }

    private func rebuildItemViews() {
        let top = topItem
        // Views leave the content view now unless they fade out (contentDidChange removes them).
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        shownTitleView?.removeFromSuperview()
        shownTitleView = top?.titleView
        if let titleView = shownTitleView { contentView.addSubview(titleView) }
        titleLabel.isHidden = shownTitleView != nil
        updateShownSearchBar() // UINavigationBar+Search.swift

        backButtonView = makeBackButton()
        let lefts = top?.leftBarButtonItems ?? []
        let backShown = backButtonView != nil
        leftViews = (backShown && !(top?.leftItemsSupplementBackButton ?? false) && !lefts.isEmpty ? [] : lefts)
            .filter { !$0.isHidden }.map(view(for:))
        if backShown && !lefts.isEmpty && !(top?.leftItemsSupplementBackButton ?? false) { backButtonView = nil }
        rightViews = (top?.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(view(for:))
        for view in leftViews + rightViews + [backButtonView].compactMap({ $0 }) where view.superview !== contentView {
            contentView.addSubview(view)
        }
    }

    /// The back button to the item below, unless the top item hides it: the back item's `backBarButtonItem`, or a
    /// button titled with its back button title or title ("Back" for `.generic`, none for `.minimal`).
    private func makeBackButton() -> BarButtonView? {
        guard let back = backItem, let top = topItem, !top.hidesBackButton else { return nil }
        let item = back.backBarButtonItem ?? UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        let button = BarButtonView(item: item)
        item.itemView = button
        watchButtonItem(item, view: button)
        switch back.backButtonDisplayMode {
        case .minimal: button.titleOverride = ""
        case .generic: button.titleOverride = "Back"
        case .default: button.titleOverride = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        }
        button.tapHandler = { [weak self] in self?.backButtonTapped() }
        return button
    }

    private func backButtonTapped() {
        if let managingController {
            managingController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// The item's custom view, or a bar button view drawing it; the item learns which (`itemView`).
    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView {
            item.itemView = custom
            watchButtonItem(item, view: custom)
            return custom
        }
        if let existing = item.itemView as? BarButtonView, existing.superview === contentView, existing.item === item {
            return existing
        }
        let button = BarButtonView(item: item)
        item.itemView = button
        watchButtonItem(item, view: button)
        return button
    }

    private func watchButtonItem(_ item: UIBarButtonItem, view: UIView) {
        item.hostingBar = self
        if window != nil { item.applyAppearance() }
        item.hostDidChange = { [weak self, weak view] _ in
            (view as? BarButtonView)?.refresh()
            self?.setNeedsLayout()
        }
    }

    // MARK: Layout

    /// The row (items at the edges, the title centred), the prompt above it and the large title below.
    func layoutContent() {
        let scale = window?.screen.nativeScale ?? UIScreen.main.nativeScale
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / max(scale, 1))
        contentView.isHidden = titleRowIsFolded
        if titleRowIsFolded { return layoutStackedSearchBar(below: 0) }
        let promptHeight = topItem?.prompt != nil ? Self.promptHeight : 0
        promptLabel.frame = CGRect(x: Self.edgeMargin, y: 0, width: max(0, bounds.width - 2 * Self.edgeMargin), height: promptHeight)
        let row = CGRect(x: 0, y: promptHeight, width: bounds.width, height: Self.standardRowHeight)

        var leading = row.minX + Self.edgeMargin
        for view in [backButtonView].compactMap({ $0 }) + leftViews {
            let size = view.sizeThatFits(row.size)
            let height = view is BarButtonView ? row.height : min(size.height, row.height)
            view.frame = CGRect(x: leading, y: row.midY - height / 2, width: size.width, height: height)
            leading = view.frame.maxX + Self.itemSpacing
        }
        var trailing = row.maxX - Self.edgeMargin
        for view in rightViews {
            let size = view.sizeThatFits(row.size)
            let height = view is BarButtonView ? row.height : min(size.height, row.height)
            view.frame = CGRect(x: trailing - size.width, y: row.midY - height / 2, width: size.width, height: height)
            trailing = view.frame.minX - Self.itemSpacing
        }
        trailing = layoutInlineSearchBar(in: row, between: leading, and: trailing)
        layoutTitle(in: row, between: leading, and: trailing)
        layoutLargeTitle(below: row)
        let largeTitleBottom = showsLargeTitle ? Self.largeTitleHeight * min(max(largeTitleFraction, 0), 1) : 0
        layoutStackedSearchBar(below: row.maxY + largeTitleBottom)
    }

    /// The title (or title view) is centred on the bar, moved aside only as far as the items need.
    private func layoutTitle(in row: CGRect, between leading: CGFloat, and trailing: CGFloat) {
        let title: UIView = shownTitleView ?? titleLabel
        let available = max(0, trailing - leading - 2 * Self.edgeMargin)
        var size = title === titleLabel ? titleLabel.intrinsicContentSize : title.bounds.size
        if title !== titleLabel, size == .zero { size = title.sizeThatFits(row.size) }
        size.width = min(ceil(size.width), available)
        size.height = min(size.height, row.height)
        var x = row.midX - size.width / 2
        x = min(max(x, leading + Self.edgeMargin), trailing - Self.edgeMargin - size.width)
        title.frame = CGRect(x: x, y: row.midY - size.height / 2, width: size.width, height: size.height)
        // The row's title shows once the large title has collapsed into it.
        title.alpha = showsLargeTitle ? max(0, 1 - largeTitleFraction * 4) : 1
    }

    private func layoutLargeTitle(below row: CGRect) {
        largeTitleLabel.isHidden = !showsLargeTitle
        guard showsLargeTitle else { return }
        let area = CGRect(x: 0, y: row.maxY, width: bounds.width,
                          height: Self.largeTitleHeight * min(max(largeTitleFraction, 0), 1))
        let height = largeTitleLabel.intrinsicContentSize.height
        largeTitleLabel.frame = CGRect(x: 16, y: area.maxY - 8 - height, width: max(0, bounds.width - 32), height: height)
        largeTitleLabel.alpha = min(1, largeTitleFraction * 2)
    }
}
