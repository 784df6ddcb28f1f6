import Foundation
import Testing
@testable import UIKitCore

/// A section header made in Interface Builder, as apps subclass it: an outlet to its label.
@MainActor final class ShelfHeaderView: UICollectionReusableView {
    var title: UILabel?
}

/// A custom layout named by the storyboard: every item in one row, 50 points square, 10 apart.
@MainActor final class ShelfLayout: UICollectionViewLayout {
    var madeByCoder = false

    override init() { super.init() }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeByCoder = true
    }

    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 60, height: 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * 60, y: 0, width: 50, height: 50)
        return attributes
    }
}

/// Shelves: two sections, each with a storyboard header naming it.
@MainActor final class ShelvesController: UICollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Shelf", for: indexPath)
        (view as? ShelfHeaderView)?.title?.text = "Shelf \(indexPath.section + 1)"
        return view
    }
}

/// Storyboard collection views beyond cells: the flow layout's section header (`<collectionReusableView
/// key="sectionHeaderView">`) registered as a supplementary prototype with its outlets, and a custom layout class
/// (`<collectionViewLayout customClass=...>`) made through `init?(coder:)`.
@MainActor @Suite(.serialized) struct StoryboardCollectionSupplementaryTests {
    init() {
        UINibClassRegistry.register(ShelvesController.self)
        UINibClassRegistry.register(ShelfHeaderView.self)
        UINibClassRegistry.register(ShelfLayout.self)
        UINibConnections.registerOutlet("title", \ShelfHeaderView.title)
    }

    static func scene(layout: String) -> String {
        """
            <scene sceneID="Shf-Sc-001">
                <objects>
                    <collectionViewController id="Shf-Vc-001" customClass="ShelvesController" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Shf-Cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            \(layout)
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Book" id="Shf-Ce-001">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="Shf-Cc-001">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                    </collectionViewCellContentView>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="center" reuseIdentifier="Shelf" id="Shf-Hd-001" customClass="ShelfHeaderView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Shelf" lineBreakMode="tailTruncation" id="Shf-Lb-001">
                                        <rect key="frame" x="16" y="10" width="200" height="20"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="title" destination="Shf-Lb-001" id="Shf-Ot-001"/>
                                </connections>
                            </collectionReusableView>
                            <connections>
                                <outlet property="dataSource" destination="Shf-Vc-001" id="Shf-Ds-001"/>
                                <outlet property="delegate" destination="Shf-Vc-001" id="Shf-Dl-001"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Shf-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        """
    }

    static let flowLayout = """
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Shf-Fl-001">
            <size key="itemSize" width="50" height="50"/>
            <size key="headerReferenceSize" width="393" height="40"/>
            <size key="footerReferenceSize" width="0.0" height="0.0"/>
            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
        </collectionViewFlowLayout>
        """

    /// The scene's controller in a window; the window is hidden after `body`.
    private func shown(layout: String, _ body: (ShelvesController, [String]) throws -> Void) throws {
        let storyboard = try StoryboardXML.load(initial: "Shf-Vc-001", Self.scene(layout: layout))
        let (shelves, lines) = try capturingUIKitLog {
            let shelves = try #require(storyboard.instantiateInitialViewController() as? ShelvesController)
            shelves.loadViewIfNeeded()
            return shelves
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = shelves
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        shelves.collectionView.layoutIfNeeded()
        try body(shelves, lines)
    }

    @Test func sectionHeadersAreFreshLoadsOfTheStoryboardsHeaderWithItsOutlets() throws {
        try shown(layout: Self.flowLayout) { shelves, lines in
            #expect(lines.isEmpty, "\(lines)")
            let collection = try #require(shelves.collectionView)
            let headers = try (0..<2).map { section in
                try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                          at: IndexPath(item: 0, section: section)) as? ShelfHeaderView)
            }
            #expect(headers.map { $0.title?.text } == ["Shelf 1", "Shelf 2"])
            #expect(headers[0] !== headers[1] && headers[0].title !== headers[1].title)
            #expect(headers[0].title?.superview === headers[0])
            #expect(headers[0].reuseIdentifier == "Shelf")
            #expect(headers[0].frame == CGRect(x: 0, y: 0, width: 393, height: 40))
            // The first section's items start below its header.
            let firstCell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(firstCell.frame.minY == 40)
        }
    }

    @Test func aCustomLayoutClassIsMadeThroughItsCoderInitializer() throws {
        let layout = #"<collectionViewLayout key="collectionViewLayout" id="Shf-Cl-001" customClass="ShelfLayout"/>"#
        try shown(layout: layout) { shelves, lines in
            #expect(lines.isEmpty, "\(lines)")
            let collection = try #require(shelves.collectionView)
            let shelf = try #require(collection.collectionViewLayout as? ShelfLayout)
            #expect(shelf.madeByCoder)
            #expect(collection.contentSize == CGSize(width: 180, height: 50))
            let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
            #expect(cell.frame == CGRect(x: 120, y: 0, width: 50, height: 50))
        }
    }
}
