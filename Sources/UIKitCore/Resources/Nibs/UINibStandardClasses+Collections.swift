/// What storyboards say about collection views. Prototype cells (`<cells>`) are registered by the load itself
/// (NibInstantiation.swift); the `<collectionViewFlowLayout key="collectionViewLayout">` is the view's layout
/// through the `collectionViewLayout` outlet.
extension UINibStandardClasses {
    private static let scrollDirections: [String: UICollectionView.ScrollDirection] = [
        "vertical": .vertical, "horizontal": .horizontal,
    ]

    /// `<collectionView>`: its scroll view attributes, `allowsSelection` and `allowsMultipleSelection`.
    static func configureCollectionView(_ object: AnyObject, _ attributes: UINibAttributes) {
        configureScrollView(object, attributes)
        guard let collection = object as? UICollectionView else { return }
        if let value = attributes.bool("allowsSelection") { collection.allowsSelection = value }
        if let value = attributes.bool("allowsMultipleSelection") { collection.allowsMultipleSelection = value }
    }

    /// `<collectionViewFlowLayout scrollDirection=... minimumLineSpacing=... minimumInteritemSpacing=...>` with
    /// `<size key="itemSize|estimatedItemSize|headerReferenceSize|footerReferenceSize">` and
    /// `<inset key="sectionInset" minX= minY= maxX= maxY=>` (left, top, right, bottom).
    static func configureFlowLayout(_ object: AnyObject, _ attributes: UINibAttributes) {
        guard let layout = object as? UICollectionViewFlowLayout else { return }
        func size(_ key: String) -> CGSize? {
            attributes.child("size", key: key).map { CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) }
        }
        if let value = attributes.enumeration("scrollDirection", scrollDirections) { layout.scrollDirection = value }
        if let value = attributes.number("minimumLineSpacing") { layout.minimumLineSpacing = value }
        if let value = attributes.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = value }
        if let value = size("itemSize") { layout.itemSize = value }
        if let value = size("estimatedItemSize") { layout.estimatedItemSize = value }
        if attributes.bool("automaticEstimatedItemSize") == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        if let value = size("headerReferenceSize") { layout.headerReferenceSize = value }
        if let value = size("footerReferenceSize") { layout.footerReferenceSize = value }
        if let inset = attributes.child("inset", key: "sectionInset") {
            layout.sectionInset = UIEdgeInsets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                                               bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
        }
    }
}
