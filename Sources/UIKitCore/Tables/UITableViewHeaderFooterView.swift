import Foundation

/// A reusable section header or footer. `textLabel` sits outside `contentView` (TV-14); `contentView` is clear and
/// in front of `backgroundView`; without a background view the table's style gives the background.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    open private(set) var reuseIdentifier: String?
    open private(set) var contentView = UIView()
    private lazy var builtInTextLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .label
        addSubview(label)
        setNeedsLayout()
        return label
    }()
    private lazy var builtInDetailLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        addSubview(label)
        setNeedsLayout()
        return label
    }()
    private var hasTextLabel = false, hasDetailLabel = false
    private var contentConfigurationStorage: (any UIContentConfiguration)?
    private var configurationView: (UIView & UIContentView)?
    /// Set by the table: grouped tables show the detail label and capitalise the title (TV-14, TV-15).
    var isGroupedStyle = false { didSet { setNeedsLayout() } }

    open var textLabel: UILabel? {
        hasTextLabel = true
        return builtInTextLabel
    }

    /// Shown only in grouped tables (TV-14).
    open var detailTextLabel: UILabel? {
        hasDetailLabel = true
        return builtInDetailLabel
    }

    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    private var needsConfigurationUpdate = false

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// What a table makes for a registered class (Linux's stand-in for calling `init(reuseIdentifier:)` on a
    /// class known only at run time; subclasses inherit it and their override of `init(reuseIdentifier:)` runs).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            applyContentConfiguration()
        }
    }

    public func defaultContentConfiguration() -> UIListContentConfiguration {
        isGroupedStyle ? .groupedHeader() : .plainHeader()
    }

    public var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfigurationStorage {
            contentConfigurationStorage = content.updated(for: state)
            applyContentConfiguration()
        }
        if let configuration = backgroundConfiguration {
            let resolved = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: state) : configuration
            backgroundColor = resolved.resolvedBackgroundColor(for: tintColor)
            layer.cornerRadius = resolved.cornerRadius
        }
        configurationUpdateHandler?(self, state)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfigurationStorage else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            return
        }
        if let view = configurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configurationView = view
        }
        if hasTextLabel { builtInTextLabel.isHidden = true }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
        let inset: CGFloat = 16
        if hasTextLabel, configurationView == nil {
            let width = max(bounds.width - 2 * inset, 0)
            let h = builtInTextLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            let y = isGroupedStyle ? bounds.height - h - 6 : (bounds.height - h) / 2
            builtInTextLabel.frame = CGRect(x: inset, y: y, width: width, height: h)
        }
        if hasDetailLabel {
            builtInDetailLabel.isHidden = !isGroupedStyle
            let h = builtInDetailLabel.sizeThatFits(CGSize(width: bounds.width - 2 * inset, height: .greatestFiniteMagnitude)).height
            builtInDetailLabel.frame = CGRect(x: inset, y: bounds.height - h - 4, width: max(bounds.width - 2 * inset, 0), height: h)
        }
    }

    /// The height a header or footer with this content needs at a width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configurationView {
            return CGSize(width: size.width, height: configurationView.sizeThatFits(size).height)
        }
        let text = hasTextLabel ? builtInTextLabel.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude)).height : 0
        return CGSize(width: size.width, height: max(text + 12, 28))
    }
}
