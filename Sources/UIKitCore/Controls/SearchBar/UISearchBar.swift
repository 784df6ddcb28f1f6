import Foundation

/// A search field with an optional prompt above it, a Cancel button beside it and a scope bar below it (CTL-4,
/// CTL-5), built on `UISearchTextField` (a `UITextField`), a `UIButton` and a `UISegmentedControl`. The delegate
/// hears begin and end of editing, each change of text (`textDidChange`), Return (`searchBarSearchButtonClicked`;
/// the app ends editing), Cancel and scope changes, with UIKit's declarations.
@preconcurrency @MainActor open class UISearchBar: UIView {
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 8
    static let promptHeight: CGFloat = 24
    static let scopeHeight: CGFloat = 32

    open weak var delegate: (any UISearchBarDelegate)?
    public let searchTextField = UISearchTextField()
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: [])
    let promptLabel = UILabel()
    private lazy var fieldRelay = SearchFieldRelay(searchBar: self)

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String? { didSet { promptLabel.text = prompt; layoutChanged() } }
    open var showsCancelButton = false { didSet { layoutChanged() } }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var searchBarStyle: Style = .default { didSet { applyStyle() } }
    open var barTintColor: UIColor? { didSet { applyStyle() } }

    /// The scope buttons' titles (the scope bar shows while `showsScopeBar` and there are titles).
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            if !(scopeButtonTitles ?? []).isEmpty {
                scopeBar.selectedSegmentIndex = ControlValue.clamp(selectedScopeButtonIndex, 0, (scopeButtonTitles?.count ?? 1) - 1)
            }
            layoutChanged()
        }
    }
    open var selectedScopeButtonIndex: Int {
        get { max(scopeBar.selectedSegmentIndex, 0) }
        set {
            guard scopeBar.numberOfSegments == 0 || (0..<scopeBar.numberOfSegments).contains(newValue) else {
                return UIKitLog.error("UISearchBar.selectedScopeButtonIndex \(newValue) is out of bounds for "
                                      + "\(scopeBar.numberOfSegments) scope buttons; ignored")
            }
            if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = newValue }
        }
    }
    open var showsScopeBar = false { didSet { layoutChanged() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        searchTextField.layer.cornerRadius = 10
        // The field draws its fill into its backing store: the corners are cut by clipping.
        searchTextField.clipsToBounds = true
        searchTextField.returnKeyType = .search
        searchTextField.delegate = fieldRelay
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
        }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }, for: .primaryActionTriggered)
        scopeBar.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self.scopeBar.selectedSegmentIndex)
        }, for: .valueChanged)
        promptLabel.textAlignment = .center
        promptLabel.font = UIFont.systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        for view in [promptLabel, searchTextField, cancelButton, scopeBar] as [UIView] { addSubview(view) }
        applyStyle()
        layoutChanged()
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
        if animated, window != nil { UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() } }
    }

    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
        if animated, window != nil { UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() } }
    }

    private var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }
    private var showsPrompt: Bool { !(prompt ?? "").isEmpty }

    private func layoutChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func applyStyle() {
        searchTextField.backgroundColor = .tertiarySystemFill
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var height = Self.fieldHeight + 2 * Self.margin
        if showsPrompt { height += Self.promptHeight }
        if showsScope { height += Self.scopeHeight + Self.margin }
        return CGSize(width: size.width > 0 ? size.width : bounds.width, height: height)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var y = bounds.minY
        promptLabel.isHidden = !showsPrompt
        if showsPrompt {
            promptLabel.frame = CGRect(x: Self.margin, y: y + 4, width: bounds.width - 2 * Self.margin, height: Self.promptHeight - 4)
            y += Self.promptHeight
        }
        y += Self.margin
        cancelButton.isHidden = !showsCancelButton
        let cancelWidth = showsCancelButton ? ceil(cancelButton.sizeThatFits(.zero).width) : 0
        let fieldWidth = bounds.width - 2 * Self.margin - (showsCancelButton ? cancelWidth + Self.margin : 0)
        searchTextField.frame = CGRect(x: Self.margin, y: y, width: max(fieldWidth, 0), height: Self.fieldHeight)
        cancelButton.frame = CGRect(x: bounds.maxX - Self.margin - cancelWidth, y: y, width: cancelWidth, height: Self.fieldHeight)
        y += Self.fieldHeight + Self.margin
        scopeBar.isHidden = !showsScope
        if showsScope {
            scopeBar.frame = CGRect(x: Self.margin, y: y, width: bounds.width - 2 * Self.margin, height: Self.scopeHeight)
        }
    }
}

/// The search field's delegate: passes each question on to the search bar's delegate in its words.
@MainActor final class SearchFieldRelay: UITextFieldDelegate {
    private unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { searchBar.delegate?.searchBarTextDidBeginEditing(searchBar) }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { searchBar.delegate?.searchBarTextDidEndEditing(searchBar) }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return false
    }
}
