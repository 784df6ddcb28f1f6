import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of: made in code with
/// `init(collectionViewLayout:)`, or by a storyboard or nib that gives the collection view. Subclasses override the
/// data source, delegate and scroll view delegate methods below (`override func collectionView(_:cellForItemAt:)`),
/// as on iOS, where the class implements the protocols' methods in Objective-C; each does what the protocol's
/// default does.
@preconcurrency @MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
                                                                  UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout

    /// The collection view: the view, made with the controller's layout when the controller loads its view in code.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return viewIfLoaded as? UICollectionView
        }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at initialization until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selected items are deselected each time the controller's view appears (true, as on iOS).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press picks an item up and drags it to a new place (UIKit's default: true): the data source's
    /// `canMoveItemAt` is asked first and `moveItemAt` told at the end, as with the interactive movement API.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateMovementGesture() }
    }
    private var movementGesture: UILongPressGestureRecognizer?
    /// Accepted for iOS code; pushes between collection view controllers slide like any other push here.
    open var useLayoutToLayoutNavigationTransitions = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// A collection view with the controller's layout, its data source and delegate the controller, when no nib or
    /// storyboard gives the view.
    open override func loadView() {
        super.loadView()
        guard !(viewIfLoaded is UICollectionView) else { return }
        let collection = UICollectionView(frame: viewIfLoaded?.frame ?? .zero, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.backgroundColor = .systemBackground
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateMovementGesture()
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// The collection view edits with the controller (iOS 14): its list cells show their editing accessories.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    /// Adds or removes the long press that reorders items, on whichever collection view is the view now.
    private func updateMovementGesture() {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        if installsStandardGestureForInteractiveMovement {
            if let movementGesture, movementGesture.view === collection { return }
            movementGesture?.view?.removeGestureRecognizer(movementGesture!)
            let press = UILongPressGestureRecognizer()
            press.addClosure { [weak collection] recognizer in
                guard let collection else { return }
                let point = recognizer.location(in: collection)
                switch recognizer.state {
                case .began:
                    guard let indexPath = collection.indexPathForItem(at: point),
                          collection.beginInteractiveMovementForItem(at: indexPath) else { return }
                case .changed: collection.updateInteractiveMovementTargetPosition(point)
                case .ended: collection.endInteractiveMovement()
                case .cancelled, .failed: collection.cancelInteractiveMovement()
                default: break
                }
            }
            collection.addGestureRecognizer(press)
            movementGesture = press
        } else if let movementGesture {
            movementGesture.view?.removeGestureRecognizer(movementGesture)
            self.movementGesture = nil
        }
    }

    // MARK: UICollectionViewDataSource

    /// None: a subclass says how many.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell: a subclass that has items makes its cells.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIKitLog.error("UICollectionViewController: \(type(of: self)) has items but does not override "
                       + "collectionView(_:cellForItemAt:)")
        return UICollectionViewCell(frame: .zero)
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UIKitLog.errorOnce("UICollectionView: the data source does not answer viewForSupplementaryElementOfKind for "
                           + "kind \(kind); showing an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                             at index: Int) -> IndexPath { IndexPath(item: 0, section: index) }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                             with context: any UISpringLoadedInteractionContext) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
