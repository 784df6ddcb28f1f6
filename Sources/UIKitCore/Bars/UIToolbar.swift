import Foundation

/// A bar of items laid out left to right in array order: flexible spaces share what is left over, fixed spaces
/// keep their width, other items their natural width. 44 points tall (iOS's compact toolbar; Catalyst's window
/// toolbars are a different, NSToolbar-backed thing).
@preconcurrency @MainActor open class UIToolbar: UIView, UIBarPositioning {
    static let standardHeight: CGFloat = 44
    /// The inset of the first and last item's tap areas from the bar's edges.
    static let edgeMargin: CGFloat = 8
    /// The gap a fixed space of width 0 stands for.
    static let standardFixedSpace: CGFloat = 8

    open weak var delegate: (any UIToolbarDelegate)?
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceDidChange()
            recordAppearance("barStyle") { [barStyle] in $0.barStyle = barStyle }
        }
    }
    open var isTranslucent = true {
        didSet {
            appearanceDidChange()
            // The container lays its content under a translucent bar and beside an opaque one.
            if isTranslucent != oldValue { superview?.setNeedsLayout() }
            recordAppearance("isTranslucent") { [isTranslucent] in $0.isTranslucent = isTranslucent }
        }
    }
    open var barTintColor: UIColor? {
        didSet {
            appearanceDidChange()
            recordAppearance("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
        }
    }
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            appearanceDidChange()
            recordAppearance("standardAppearance") { [standardAppearance] in $0.standardAppearance = standardAppearance }
        }
    }
    open var compactAppearance: UIToolbarAppearance? { didSet { appearanceDidChange() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceDidChange() } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceDidChange() } }
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

    private var itemList: [UIBarButtonItem] = []
    private var itemViews: [UIView?] = []
    private let shadowView = UIView()

    open var items: [UIBarButtonItem]? {
        get { itemList.isEmpty ? nil : itemList }
        set { setItems(newValue, animated: false) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(shadowView)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(shadowView)
        appearanceDidChange()
    }

    /// Replaces the items, cross-fading old and new views over 0.35 s when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let oldViews = itemViews.compactMap { $0 }
        itemList = items ?? []
        itemViews = itemList.map { item -> UIView? in
            guard !item.isSpace, !item.isHidden else { return nil }
            let view: UIView = item.customView ?? BarButtonView(item: item)
            item.itemView = view
            item.hostingBar = self
            if window != nil { item.applyAppearance() }
            item.hostDidChange = { [weak self, weak view] _ in
                (view as? BarButtonView)?.refresh()
                self?.setNeedsLayout()
            }
            return view
        }
        let newViews = itemViews.compactMap { $0 }
        for view in newViews where view.superview !== self { addSubview(view) }
        applyButtonAppearance()
        setNeedsLayout()
        let leaving = oldViews.filter { view in !newViews.contains { $0 === view } }
        guard animated, window != nil else {
            for view in leaving { view.removeFromSuperview() }
            return
        }
        layoutIfNeeded()
        for view in newViews { view.alpha = 0 }
        UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
            for view in newViews { view.alpha = 1 }
            for view in leaving { view.alpha = 0 }
        }, completion: { _ in
            for view in leaving where view.superview === self && !self.itemViews.contains(where: { $0 === view }) {
                view.removeFromSuperview()
                view.alpha = 1
            }
        })
    }

    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            recordAppearance("tintColor") { [newValue] in $0.tintColor = newValue }
        }
    }

    // MARK: Appearance proxies (Appearance/UIAppearance.swift)

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        for item in itemList { item.applyAppearance() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    private func appearanceDidChange() {
        let appearance = standardAppearance
        var background = appearance.resolvedBackgroundColor
        if barStyle == .black && appearance.backgroundColor == nil { background = UIColor(white: 0.1, alpha: 0.94) }
        if let barTintColor { background = barTintColor }
        if !isTranslucent { background = background.withAlphaComponent(1) }
        backgroundColor = background
        shadowView.backgroundColor = appearance.shadowColor ?? .clear
        shadowView.isHidden = appearance.shadowColor == nil
        applyButtonAppearance()
    }

    private func applyButtonAppearance() {
        for case let view as BarButtonView in itemViews {
            view.appearance = view.item.style == .done ? standardAppearance.doneButtonAppearance : standardAppearance.buttonAppearance
        }
    }

    /// Widths in item order: natural widths and fixed spaces, then flexible spaces sharing what is left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = window?.screen.nativeScale ?? UIScreen.main.nativeScale
        shadowView.frame = CGRect(x: 0, y: -1 / max(scale, 1), width: bounds.width, height: 1 / max(scale, 1))
        let height = bounds.height
        var widths: [CGFloat] = []
        var flexibleCount = 0
        for (item, view) in zip(itemList, itemViews) {
            if item.systemItem == .flexibleSpace {
                flexibleCount += 1
                widths.append(0)
            } else if item.systemItem == .fixedSpace {
                widths.append(item.width > 0 ? item.width : Self.standardFixedSpace)
            } else if let view {
                widths.append(item.width > 0 ? item.width : view.sizeThatFits(bounds.size).width)
            } else {
                widths.append(0)
            }
        }
        let used = widths.reduce(0, +) + 2 * Self.edgeMargin
        let share = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = Self.edgeMargin
        for (index, item) in itemList.enumerated() {
            let width = item.systemItem == .flexibleSpace ? share : widths[index]
            if let view = itemViews[index] {
                let viewHeight = view is BarButtonView ? height : min(view.sizeThatFits(bounds.size).height, height)
                view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: width, height: viewHeight)
            }
            x += width
        }
    }
}
