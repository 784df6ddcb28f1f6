import Foundation

/// Registration and dequeueing: a view is made once per identifier as needed and handed out again after it
/// scrolls away, so only about a screenful of cells ever exists.
extension UICollectionView {
    func registerInCode(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[ReuseKey(kind: Self.elementKindCell, identifier: identifier)] = cellClass.map { .viewClass($0) }
    }

    func registerInCode(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registrations[ReuseKey(kind: Self.elementKindCell, identifier: identifier)] = nib.map { .nib($0) }
    }

    /// A storyboard collection view's prototype cell, made by `make` for each new cell the identifier needs.
    func registerPrototype(forCellWithReuseIdentifier identifier: String,
                           make: @escaping @MainActor () -> UICollectionReusableView?) {
        registrations[ReuseKey(kind: Self.elementKindCell, identifier: identifier)] = .prototype(make)
    }

    /// A storyboard's section header or footer (`<collectionReusableView key="sectionHeaderView">`), made by a load
    /// of its element for every new view the collection needs.
    func registerPrototype(forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                           make: @escaping @MainActor () -> UICollectionReusableView?) {
        registrations[ReuseKey(kind: kind, identifier: identifier)] = .prototype(make)
    }

    func registerInCode(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        registrations[ReuseKey(kind: elementKind, identifier: identifier)] = viewClass.map { .viewClass($0) }
    }

    func registerInCode(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registrations[ReuseKey(kind: kind, identifier: identifier)] = nib.map { .nib($0) }
    }

    func dequeueReusableCellInCode(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfigured = reconfiguringCells.removeValue(forKey: indexPath),
           reconfigured.reuseIdentifier == identifier {
            return reconfigured
        }
        let view = dequeueView(ReuseKey(kind: Self.elementKindCell, identifier: identifier), indexPath: indexPath)
        guard let cell = view as? UICollectionViewCell else {
            UIKitLog.error("the cell returned for identifier \(identifier) is not a UICollectionViewCell: \(view)")
            return UICollectionViewCell(collectionViewReuseIdentifier: identifier)
        }
        return cell
    }

    func dequeueReusableSupplementaryViewInCode(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueView(ReuseKey(kind: elementKind, identifier: identifier), indexPath: indexPath)
    }

    private func dequeueView(_ key: ReuseKey, indexPath: IndexPath) -> UICollectionReusableView {
        if var queue = reuseQueues[key], let view = queue.popLast() {
            reuseQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let source = registrations[key] else {
            UIKitLog.error("could not dequeue a view of kind: \(key.kind) with identifier \(key.identifier) - must "
                           + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return makeFallbackView(key)
        }
        guard let view = source.makeView(reuseIdentifier: key.identifier, kind: key.kind) else {
            return makeFallbackView(key)
        }
        createdReusableViewCount += 1
        return view
    }

    private func makeFallbackView(_ key: ReuseKey) -> UICollectionReusableView {
        key.kind == Self.elementKindCell
            ? UICollectionViewCell(collectionViewReuseIdentifier: key.identifier)
            : UICollectionReusableView(collectionViewReuseIdentifier: key.identifier)
    }

    /// Takes a view off screen and keeps it for the next dequeue with its identifier.
    func enqueueForReuse(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell {
            cell.isSelected = false
            cell.isHighlighted = false
        }
        guard let identifier = view.reuseIdentifier else { return }
        reuseQueues[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    /// A decoration view for a kind the layout registered.
    func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView {
        let key = ReuseKey(kind: kind, identifier: kind)
        if var queue = reuseQueues[key], let view = queue.popLast() {
            reuseQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let source = layout.decorationRegistrations[kind],
              let view = source.makeView(reuseIdentifier: kind, kind: kind) else {
            UIKitLog.errorOnce("UICollectionView: no decoration view registered with the layout for kind \(kind)")
            return UICollectionReusableView(collectionViewReuseIdentifier: kind)
        }
        createdReusableViewCount += 1
        return view
    }
}
