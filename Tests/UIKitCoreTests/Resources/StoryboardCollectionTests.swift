import Foundation
import Testing
@testable import UIKitCore

/// A collection view controller subclass, as apps write it: its items from the prototype cells.
@MainActor final class GridController: UICollectionViewController {
    var items = ["Red", "Green", "Blue"]
    var prepared: (segue: UIStoryboardSegue, sender: Any?)?
    var selected: [IndexPath] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
        (cell as? GridSwatchCell)?.name?.text = items[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared = (segue, sender) }
}

@MainActor final class GridSwatchCell: UICollectionViewCell {
    var name: UILabel?
}

/// A plain controller whose view holds a collection view it is the data source and delegate of.
@MainActor final class GridHostController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var grid: UICollectionView?
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: indexPath)
    }
}

/// Storyboard collection views: a collection view controller's view from the scene, the flow layout's attributes,
/// prototype cells under their reuse identifiers (each a fresh load of its element), outlets, a cell's segue on
/// selection; and a collection view inside a plain scene.
@MainActor @Suite(.serialized) struct StoryboardCollectionTests {
    init() {
        UINibClassRegistry.register(GridController.self)
        UINibClassRegistry.register(GridSwatchCell.self)
        UINibClassRegistry.register(GridHostController.self)
        UINibConnections.registerOutlet("name", \GridSwatchCell.name)
        UINibConnections.registerOutlet("grid", \GridHostController.grid)
    }

    static let scenes = """
            <scene sceneID="Grd-Sc-001">
                <objects>
                    <collectionViewController id="Grd-Vc-001" customClass="GridController" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Grd-Cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="12" minimumInteritemSpacing="6" id="Grd-Fl-001">
                                <size key="itemSize" width="100" height="80"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="4" minY="8" maxX="16" maxY="20"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Swatch" id="Grd-Ce-001" customClass="GridSwatchCell">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Grd-Cc-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="center" lineBreakMode="tailTruncation" id="Grd-Lb-001">
                                                <rect key="frame" x="0.0" y="30" width="100" height="20"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </collectionViewCellContentView>
                                    <connections>
                                        <outlet property="name" destination="Grd-Lb-001" id="Grd-Ot-001"/>
                                        <segue destination="Det-Vc-001" kind="show" identifier="ShowSwatch" id="Grd-Sg-001"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="Grd-Vc-001" id="Grd-Ds-001"/>
                                <outlet property="delegate" destination="Grd-Vc-001" id="Grd-Dl-001"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Grd-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Hst-Sc-001">
                <objects>
                    <viewController storyboardIdentifier="Host" id="Hst-Vc-001" customClass="GridHostController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Hst-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" allowsMultipleSelection="YES" id="Hst-Cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="3" minimumInteritemSpacing="10" id="Hst-Fl-001">
                                        <size key="itemSize" width="50" height="50"/>
                                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Plain" id="Hst-Ce-001">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="Hst-Cc-001">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            </view>
                                        </collectionViewCell>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="Hst-Ce-002">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        </collectionViewCell>
                                    </cells>
                                    <connections>
                                        <outlet property="dataSource" destination="Hst-Vc-001" id="Hst-Ds-001"/>
                                        <outlet property="delegate" destination="Hst-Vc-001" id="Hst-Dl-001"/>
                                    </connections>
                                </collectionView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="grid" destination="Hst-Cv-001" id="Hst-Ot-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Hst-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    \(StoryboardXML.viewControllerScene(id: "Det-Vc-001", title: "Detail"))
    """

    /// The initial grid, shown in a window inside a navigation controller, animations off; hidden after `body`.
    private func shown(_ body: (UINavigationController, GridController) throws -> Void) throws {
        let storyboard = try StoryboardXML.load(initial: "Grd-Vc-001", Self.scenes)
        let grid = try #require(storyboard.instantiateInitialViewController() as? GridController)
        let navigation = UINavigationController(rootViewController: grid)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.isHidden = false
        UIView.setAnimationsEnabled(false)
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        window.layoutIfNeeded()
        try body(navigation, grid)
    }

    @Test func theControllersCollectionViewHasTheFlowLayoutsAttributesAndOutlets() throws {
        try shown { _, grid in
            let collection = try #require(grid.collectionView)
            #expect(grid.view === collection)
            #expect(collection.dataSource === grid && collection.delegate === grid)
            let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
            #expect(grid.collectionViewLayout === layout)
            #expect(layout.scrollDirection == .horizontal)
            #expect(layout.itemSize == CGSize(width: 100, height: 80))
            #expect(layout.minimumLineSpacing == 12 && layout.minimumInteritemSpacing == 6)
            #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 4, bottom: 20, right: 16))
        }
    }

    @Test func prototypeCellsAreFreshLoadsOfTheirElementUnderTheirReuseIdentifier() throws {
        try shown { _, grid in
            let collection = try #require(grid.collectionView)
            collection.layoutIfNeeded()
            let cells = try (0..<3).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? GridSwatchCell) }
            #expect(cells.allSatisfy { $0.reuseIdentifier == "Swatch" })
            #expect(cells.map { $0.name?.text } == ["Red", "Green", "Blue"])
            #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
            #expect(cells[0].name !== cells[1].name && cells[0].name?.superview === cells[0].contentView)
            // Laid out by the storyboard's flow layout: horizontally, inset from the top by 8.
            #expect(cells[0].frame.size == CGSize(width: 100, height: 80) && cells[0].frame.minY == 8)
        }
    }

    @Test func selectingAPrototypesItemPerformsItsSegueWithTheCellAsSender() throws {
        try shown { navigation, grid in
            let collection = try #require(grid.collectionView)
            collection.layoutIfNeeded()
            let path = IndexPath(item: 1, section: 0)
            let cell = try #require(collection.cellForItem(at: path))
            collection.userSelect(path)
            #expect(grid.selected == [path])
            let prepared = try #require(grid.prepared)
            #expect(prepared.segue.identifier == "ShowSwatch" && prepared.sender as AnyObject? === cell)
            #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Detail")
        }
    }

    @Test func anUnknownScrollDirectionIsAWarningWithFileAndLine() throws {
        let scenes = Self.scenes.replacingOccurrences(of: #"scrollDirection="horizontal""#, with: #"scrollDirection="diagonal""#)
        let storyboard = try StoryboardXML.load(initial: "Grd-Vc-001", scenes)
        let (grid, lines) = try capturingUIKitLog {
            let grid = try #require(storyboard.instantiateInitialViewController() as? GridController)
            grid.loadViewIfNeeded()
            return grid
        }
        #expect(lines.count == 1 && lines.first?.contains("Main.storyboard:") == true
                && lines.first?.contains("diagonal") == true, "\(lines)")
        let layout = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .vertical && layout.itemSize == CGSize(width: 100, height: 80))
    }

    @Test func aCollectionViewInAPlainSceneLoadsWithItsPrototypesAndConnections() throws {
        let storyboard = try StoryboardXML.load(initial: "Grd-Vc-001", Self.scenes)
        let (host, lines) = try capturingUIKitLog {
            let host = try #require(storyboard.instantiateViewController(withIdentifier: "Host") as? GridHostController)
            host.loadViewIfNeeded()
            return host
        }
        // The only warning: the prototype without a reuse identifier, with file and line.
        #expect(lines.count == 1 && lines.first?.contains("Main.storyboard:") == true
                && lines.first?.contains("reuse identifier") == true, "\(lines)")
        let collection = try #require(host.grid)
        #expect(collection.superview === host.view && collection.allowsMultipleSelection)
        #expect(collection.dataSource === host && collection.delegate === host)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 3 && layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = host
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.reuseIdentifier == "Plain" && type(of: cell) == UICollectionViewCell.self)
    }
}
