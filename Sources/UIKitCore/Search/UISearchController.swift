import Foundation

/// Runs a search from a search bar: clicking into the bar (or setting `isActive`) activates the search, which
/// presents this controller over the searchable content (dimming it while `obscuresBackgroundDuringPresentation`),
/// shows the Cancel button, and asks `searchResultsUpdater` for results on activation and on every change of the
/// text; the results controller shows over the content once there is text (or while `showsSearchResultsController`).
/// Cancel, Escape or a click on the dimmed content deactivates it: the text is cleared, the field resigns and the
/// controller is dismissed. A search bar in a navigation bar (`UINavigationItem.searchController`) stays visible
/// above the results; while active, `hidesNavigationBarDuringPresentation` folds the bar's title row away.
///
/// The controller observes its search bar through the bar's field and Cancel button (not its `delegate`, which
/// stays the app's, as in UIKit).
@preconcurrency @MainActor open class UISearchController: UIViewController {
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?

    /// The controller that shows the results (nil: the searchable content shows them itself).
    open var searchResultsController: UIViewController? { resultsControllerStorage }
    private var resultsControllerStorage: UIViewController?

    /// The bar the user searches in; place it in a navigation item (`searchController`) or in your own views.
    open var searchBar: UISearchBar { searchBarStorage }
    private let searchBarStorage = UISearchBar()

    /// Whether the search is presented: setting it activates or deactivates the search as the user would.
    open var isActive: Bool {
        get { activeStorage }
        set { setActive(newValue) }
    }
    private var activeStorage = false

    /// Whether the content under the search is dimmed (and a click on it ends the search) until results show.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateOverlay() } }
    /// Whether the navigation bar's title row gives way to the search bar while the search is active.
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    /// Whether the search bar's scope buttons show while the search is active.
    open var automaticallyShowsScopeBar = true
    /// Whether `showsSearchResultsController` follows the text: on while there is some, off when it is empty.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows over the content.
    open var showsSearchResultsController = false { didSet { updateOverlay() } }

    /// The navigation item showing the search bar, set by the item.
    weak var hostItem: UINavigationItem?
    /// The navigation controller whose bar was hidden for a search bar placed outside it.
    private weak var navigationControllerHiddenForSearch: UINavigationController?
    let overlayView = SearchOverlayView()

    public init(searchResultsController: UIViewController?) {
        resultsControllerStorage = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUpSearch()
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        setUpSearch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearch()
    }

    private func setUpSearch() {
        modalPresentationStyle = .custom
        modalTransitionStyle = .crossDissolve
        let field = searchBar.searchTextField
        field.addAction(UIAction { [weak self] _ in self?.searchFieldBeganEditing() }, for: .editingDidBegin)
        field.addAction(UIAction { [weak self] _ in self?.searchTextDidChange() }, for: .editingChanged)
        searchBar.cancelButton.addAction(UIAction { [weak self] _ in self?.isActive = false }, for: .primaryActionTriggered)
        overlayView.onDimmingClick = { [weak self] in self?.isActive = false }
        if let results = resultsControllerStorage {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    open override func loadView() {
        overlayView.frame = UIScreen.main.bounds
        view = overlayView
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let resultsView = resultsControllerStorage?.view {
            resultsView.frame = overlayView.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            overlayView.addSubview(resultsView)
        }
        updateOverlay()
    }

    // MARK: Activation

    private func setActive(_ active: Bool) {
        guard active != activeStorage else { return }
        activeStorage = active
        if active { activate() } else { deactivate() }
    }

    private func activate() {
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.setShowsScope(true, animated: true) }
        // The bar folds first, so the presentation starts with the frame under it.
        searchBarPlacementChanged()
        if let delegate { delegate.presentSearchController(self) } else { presentOverSearchContext() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Ends the search: the text goes, the field resigns, the Cancel button and scope bar hide, and the controller
    /// is dismissed (unless its dismissal is what ended the search).
    private func deactivate() {
        searchBar.text = ""
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: true) }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        if presentingViewController != nil, !isBeingDismissed { dismiss(animated: true) }
        searchBarPlacementChanged()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func searchFieldBeganEditing() {
        if !activeStorage { isActive = true }
    }

    private func searchTextDidChange() {
        if !activeStorage { isActive = true }
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: Appearance callbacks: the delegate hears the presentation however it was made

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        delegate?.willPresentSearchController(self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        relayOutPresentation()
        delegate?.didPresentSearchController(self)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        delegate?.willDismissSearchController(self)
        // Dismissed from outside (Escape, the presenter's dismiss): the search ends with it.
        if activeStorage, isBeingDismissed { isActive = false }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        delegate?.didDismissSearchController(self)
    }

    // MARK: What shows over the content

    /// Whether the results controller's view is showing.
    var showsResults: Bool { resultsControllerStorage != nil && showsSearchResultsController }

    private func updateOverlay() {
        guard isViewLoaded else { return }
        resultsControllerStorage?.viewIfLoaded?.isHidden = !showsResults
        overlayView.dimsContent = obscuresBackgroundDuringPresentation && !showsResults
    }

    /// The navigation bar folds its title row away (or a navigation controller hides its bar for a search bar
    /// placed in the content) while the search is active, animated.
    private func searchBarPlacementChanged() {
        let hides = activeStorage && hidesNavigationBarDuringPresentation
        if let item = hostItem, let bar = item.hostingNavigationBar, bar.topItem === item {
            bar.searchHidesRow = hides
            let navigation = bar.managingController
            UIView.animate(withDuration: Self.barAnimationDuration) {
                navigation?.viewIfLoaded?.setNeedsLayout()
                navigation?.viewIfLoaded?.layoutIfNeeded()
                bar.layoutIfNeeded()
                self.relayOutPresentation()
            }
        } else if hides, let navigation = searchContextController?.navigationController, !navigation.isNavigationBarHidden {
            navigationControllerHiddenForSearch = navigation
            navigation.setNavigationBarHidden(true, animated: true)
        } else if !hides, let navigation = navigationControllerHiddenForSearch {
            navigationControllerHiddenForSearch = nil
            navigation.setNavigationBarHidden(false, animated: true)
        }
    }

    static let barAnimationDuration: TimeInterval = 0.25
}
