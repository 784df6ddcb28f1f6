import Foundation
import Testing
@testable import UIKitCore

/// List cell accessories (iOS 14): where each kind goes, when it shows, the slots `reservedLayoutWidth` reserves,
/// custom placements, and what clicking, dragging and the outline do.
@MainActor @Suite(.serialized) struct CellAccessoryTests {
    /// A standalone 320 x 44 list cell with `accessories`, laid out, editing or not.
    private func cell(_ accessories: [UICellAccessory], editing: Bool = false) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = accessories
        cell.isEditingInCollection = editing
        cell.layoutIfNeeded()
        return cell
    }

    private func view(_ cell: UICollectionViewListCell, _ type: UICellAccessory.AccessoryType) throws -> ListCellAccessoryView {
        try #require(cell.accessoryViews.first { $0.accessory.accessoryType == type })
    }

    private func shown(_ cell: UICollectionViewListCell) -> [UICellAccessory.AccessoryType] {
        cell.accessoryViews.filter { !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }.map(\.accessory.accessoryType)
    }

    // MARK: Placement

    @Test func systemAccessoriesTakeTheirEdgesInUIKitsOrderWhateverTheArrayOrder() throws {
        let all: [UICellAccessory] = [.reorder(), .disclosureIndicator(), .delete(), .label(text: "12"), .checkmark(),
                                      .multiselect()]
        let resting = cell(all)
        #expect(shown(resting) == [.label(text: "12"), .checkmark, .disclosureIndicator])
        let editing = cell(all, editing: true)
        #expect(shown(editing) == [.delete, .multiselect, .label(text: "12"), .checkmark, .disclosureIndicator, .reorder])
    }

    @Test func slotsFromEachEdgeAndTheContentViewBetween() throws {
        let resting = cell([.disclosureIndicator(), .checkmark()])
        // Trailing, from the edge in: 16 inset, the chevron (12 wide) centred in a 24 standard slot, 12 spacing,
        // the checkmark (16 wide) centred in its 24 slot.
        #expect(try view(resting, .disclosureIndicator).frame == CGRect(x: 286, y: 12, width: 12, height: 20))
        #expect(try view(resting, .checkmark).frame == CGRect(x: 248, y: 12, width: 16, height: 20))
        #expect(resting.contentView.frame == CGRect(x: 0, y: 0, width: 244, height: 44))

        let editing = cell([.delete(), .reorder(), .disclosureIndicator()], editing: true)
        #expect(try view(editing, .delete).frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(try view(editing, .reorder).frame == CGRect(x: 280, y: 12, width: 24, height: 20))
        #expect(try view(editing, .disclosureIndicator).frame == CGRect(x: 250, y: 12, width: 12, height: 20))
        #expect(editing.contentView.frame == CGRect(x: 40, y: 0, width: 204, height: 44))
        // The hairline before the grip, which follows another accessory.
        #expect(!editing.reorderSeparator.isHidden)
        #expect(editing.reorderSeparator.frame.minX == 274 && editing.reorderSeparator.frame.height == 44)
    }

    @Test func reservedWidthsActualCustomAndStandard() throws {
        let actual = cell([.disclosureIndicator(options: .init(reservedLayoutWidth: .actual))])
        #expect(try view(actual, .disclosureIndicator).frame.minX == CGFloat(320 - 16 - 12))
        #expect(actual.contentView.frame.width == CGFloat(320 - 16 - 12))
        let custom = cell([.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(40)))])
        #expect(try view(custom, .disclosureIndicator).frame.minX == CGFloat(320 - 16 - 40 + 14))
        #expect(custom.contentView.frame.width == CGFloat(320 - 16 - 40))
        // A delete (24) and an insert (24) line up under .standard: the content starts at the same x.
        let a = cell([.delete()], editing: true), b = cell([.insert()], editing: true)
        #expect(a.contentView.frame.minX == b.contentView.frame.minX)
    }

    @Test func aHiddenAccessoryKeepsItsSlotAndAnUndisplayedOneDoesNot() throws {
        let hidden = cell([.checkmark(options: .init(isHidden: true))])
        #expect(try view(hidden, .checkmark).isHidden)
        #expect(hidden.contentView.frame.width == CGFloat(320 - 16 - 24))
        let whenEditing = cell([.checkmark(displayed: .whenEditing)])
        #expect(try view(whenEditing, .checkmark).isHidden)
        #expect(whenEditing.contentView.frame.width == 320)
        let notEditing = cell([.detail()], editing: true)
        #expect(try view(notEditing, .detail).isHidden, "detail shows only when not editing by default")
        #expect(try !view(cell([.detail()]), .detail).isHidden)
    }

    @Test func customViewsGoWhereTheirPlacementSays() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 18))
        let before = UICellAccessory.customView(configuration: .init(
            customView: badge, placement: .trailing(at: UICellAccessory.Placement.position(before: .checkmark())),
            reservedLayoutWidth: .actual, maintainsFixedSize: true))
        let laidOut = cell([.disclosureIndicator(), .checkmark(), before])
        #expect(shown(laidOut) == [.customView, .checkmark, .disclosureIndicator])
        #expect(badge.superview != nil && badge.bounds.size == CGSize(width: 30, height: 18))
        let leadingIcon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let leading = UICellAccessory.customView(configuration: .init(
            customView: leadingIcon, placement: .leading(displayed: .whenEditing), maintainsFixedSize: true))
        let editing = cell([leading, .delete()], editing: true)
        #expect(shown(editing) == [.delete, .customView])
        #expect(try #require(leadingIcon.superview).frame.minX == CGFloat(16 + 24 + 12 + 2))
        #expect(try view(cell([leading, .delete()]), .customView).isHidden)
    }

    @Test func leadingAccessoriesIndentWithTheContentUnlessTold() throws {
        let indented = cell([.delete()], editing: true)
        indented.indentationLevel = 2
        indented.layoutIfNeeded()
        #expect(try view(indented, .delete).frame.minX == CGFloat(16 + 20))
        #expect(indented.contentView.frame.minX == CGFloat(16 + 20 + 24))
        indented.indentsAccessories = false
        indented.layoutIfNeeded()
        #expect(try view(indented, .delete).frame.minX == 16)
        #expect(indented.contentView.frame.minX == CGFloat(16 + 24 + 20))
    }

    @Test func aReconfiguredCellKeepsItsAccessoryViews() throws {
        let row = cell([.label(text: "1"), .disclosureIndicator()])
        let label = try view(row, .label(text: "1")), chevron = try view(row, .disclosureIndicator)
        row.accessories = [.disclosureIndicator(), .label(text: "2")]
        #expect(try view(row, .label(text: "2")) === label && view(row, .disclosureIndicator) === chevron)
        row.accessories = [.checkmark()]
        #expect(label.superview == nil && chevron.superview == nil)
    }

    @Test func aNaNCustomWidthIsLoggedAndTheAccessoryKeepsItsOwnWidth() throws {
        let lines = LockedLines()
        let saved = UIKitLog.sink
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        let row = cell([.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(.nan)))])
        #expect(try view(row, .disclosureIndicator).frame.minX == CGFloat(320 - 16 - 12))
        #expect(lines.all.contains { $0.contains("reservedLayoutWidth .custom(nan)") })
    }

    // MARK: In a collection view

    /// A list of `count` rows through a registration that gives every cell `accessories`.
    private func makeList(_ count: Int, accessories: @escaping @MainActor (Int) -> [UICellAccessory])
        -> (UIWindow, EventSynthesizer, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (window, input, collectionView) = makeCollectionView(layout: layout, size: CGSize(width: 320, height: 400),
                                                                 dataSource: CountingDataSource([0]))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            cell.accessories = accessories(item)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.applySnapshotUsingReloadData(snapshot)
        collectionView.layoutIfNeeded()
        return (window, input, collectionView, dataSource)
    }

    private func centre(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    private func listCell(_ collectionView: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
        try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }

    @Test func editingFollowsTheCollectionViewAndItsController() throws {
        let (window, _, collectionView, dataSource) = makeList(3) { _ in [.delete(), .disclosureIndicator()] }
        defer { window.isHidden = true; _ = dataSource }
        let row = try listCell(collectionView, 1)
        let delete = try view(row, .delete)
        #expect(!row.configurationState.isEditing && delete.isHidden)
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        #expect(row.configurationState.isEditing && !delete.isHidden)
        #expect(row.contentView.frame.minX == 40)
        collectionView.isEditing = false
        collectionView.layoutIfNeeded()
        #expect(delete.isHidden && row.contentView.frame.minX == 0)

        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
    }

    @Test func clickingDeleteInsertAndDetailRunsTheirHandlers() throws {
        var heard: [String] = []
        let (window, input, collectionView, dataSource) = makeList(3) { item in
            [.delete { heard.append("delete \(item)") }, .insert(displayed: .always) { heard.append("insert \(item)") },
             .detail(displayed: .always) { heard.append("detail \(item)") }]
        }
        defer { window.isHidden = true; _ = dataSource }
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        let row = try listCell(collectionView, 2)
        input.click(at: centre(of: try view(row, .delete), in: window))
        input.advance(by: 1)
        input.click(at: centre(of: try view(row, .insert), in: window))
        input.advance(by: 1)
        input.click(at: centre(of: try view(row, .detail), in: window))
        #expect(heard == ["delete 2", "insert 2", "detail 2"])
        #expect(collectionView.indexPathsForSelectedItems == nil, "a control's click does not select the row")
        // A click on a mark (the label, the chevron) selects the row as a click on the content does.
    }

    @Test func aClickOnAMarkSelectsTheRow() throws {
        let (window, input, collectionView, dataSource) = makeList(3) { _ in [.disclosureIndicator(), .checkmark()] }
        defer { window.isHidden = true; _ = dataSource }
        let row = try listCell(collectionView, 1)
        input.click(at: centre(of: try view(row, .disclosureIndicator), in: window))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func theMultiselectCircleFillsWhileSelected() throws {
        let (window, input, collectionView, dataSource) = makeList(3) { _ in [.multiselect()] }
        defer { window.isHidden = true; _ = dataSource }
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        let row = try listCell(collectionView, 0)
        let circle = try #require(try view(row, .multiselect).subviews.first as? TableCellGlyphView)
        #expect(!circle.isOn)
        input.click(at: centre(of: try view(row, .multiselect), in: window))
        collectionView.layoutIfNeeded()
        #expect(row.isSelected && circle.isOn)
    }

    // MARK: Outline

    /// A sidebar-like outline: parents 0 and 10 with children 1...3 and 11...12, collapsed.
    private func makeOutline(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell,
                             handler: UICellAccessory.ActionHandler? = nil)
        -> (UIWindow, EventSynthesizer, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let (window, input, collectionView, dataSource) = makeList(0) { item in
            item % 10 == 0 ? [.outlineDisclosure(options: .init(style: style), actionHandler: handler)] : []
        }
        var tree = NSDiffableDataSourceSectionSnapshot<Int>()
        tree.append([0, 10])
        tree.append([1, 2, 3], to: 0)
        tree.append([11, 12], to: 10)
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (window, input, collectionView, dataSource)
    }

    @Test func theOutlineDisclosureExpandsAndCollapsesThroughTheSectionSnapshot() throws {
        let (window, input, collectionView, dataSource) = makeOutline()
        defer { window.isHidden = true; _ = dataSource }
        var told: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        let parent = try listCell(collectionView, 0)
        // A cell row's chevron leads, on this desktop.
        #expect(try view(parent, .outlineDisclosure).frame.minX == CGFloat(16 + 4))
        input.click(at: centre(of: try view(parent, .outlineDisclosure), in: window))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(dataSource.snapshot(for: 0).isExpanded(0))
        #expect(parent.configurationState.isExpanded)
        #expect(try view(parent, .outlineDisclosure).subviews.first?.transform == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(collectionView.indexPathsForSelectedItems == nil)
        input.advance(by: 1)
        input.click(at: centre(of: try view(parent, .outlineDisclosure), in: window))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2 && !parent.configurationState.isExpanded)
        #expect(told == ["expand 0", "collapse 0"])
        // Clicking the row itself selects it (cell style).
        input.advance(by: 1)
        input.click(at: centre(of: parent.contentView, in: window))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func aHeaderStyleRowTogglesOnAClickAnywhereAndItsChevronTrails() throws {
        let (window, input, collectionView, dataSource) = makeOutline(style: .header)
        defer { window.isHidden = true; _ = dataSource }
        let parent = try listCell(collectionView, 1)
        #expect(try view(parent, .outlineDisclosure).frame.maxX == CGFloat(320 - 16 - 4))
        input.click(at: centre(of: parent.contentView, in: window))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 4 && collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func anActionHandlerReplacesTheToggle() throws {
        var clicks = 0
        let (window, input, collectionView, dataSource) = makeOutline { clicks += 1 }
        defer { window.isHidden = true; _ = dataSource }
        input.click(at: centre(of: try view(try listCell(collectionView, 0), .outlineDisclosure), in: window))
        #expect(clicks == 1 && collectionView.numberOfItems(inSection: 0) == 2)
    }

    // MARK: Reorder

    @Test func draggingTheGripMovesTheRowThroughTheDataSource() throws {
        let (window, input, collectionView, dataSource) = makeList(5) { _ in [.reorder()] }
        defer { window.isHidden = true; _ = dataSource }
        var reordered: [Int] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { reordered = $0.finalSnapshot.itemIdentifiers }
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        let row = try listCell(collectionView, 0)
        let start = centre(of: try view(row, .reorder), in: window)
        let rowHeight = row.frame.height
        let id = input.touchDown(at: start, type: .indirectPointer)
        for step in 1...8 {
            input.advance(by: 0.02)
            input.touchMove(id, to: CGPoint(x: start.x, y: start.y + rowHeight * 2.2 * CGFloat(step) / 8))
        }
        input.touchUp(id, at: CGPoint(x: start.x, y: start.y + rowHeight * 2.2))
        #expect(reordered == [1, 2, 0, 3, 4])
        #expect(collectionView.contentOffset == .zero, "the drag moved the row, not the list")
        // Outside editing the grip is not there, and the same drag scrolls nothing into reorder.
    }

    // MARK: Pixels

    @Test func aListWithAccessoriesDrawsEachWhereItSits() throws {
        let (window, _, collectionView, dataSource) = makeList(4) { item in
            switch item {
            case 0: [.delete(), .disclosureIndicator(), .reorder()]
            case 1: [.insert(displayed: .always), .label(text: "42"), .checkmark()]
            case 2: [.multiselect(displayed: .always), .detail(displayed: .always)]
            default: [.outlineDisclosure(options: .init(style: .cell))]
            }
        }
        defer { window.isHidden = true; _ = dataSource }
        collectionView.backgroundColor = .white
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        let image = snapshot(of: collectionView)
        keepForInspection(image, "list-accessories")
        let picture = try #require(image)
        func centre(_ item: Int, _ type: UICellAccessory.AccessoryType) throws -> (Int, Int) {
            let accessory = try view(try listCell(collectionView, item), type)
            let point = accessory.convert(CGPoint(x: accessory.bounds.midX, y: accessory.bounds.midY), to: collectionView)
            return (Int(point.x), Int(point.y))
        }
        func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
        func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 120 && p.b < 120 }
        // The delete circle is red away from its white bar, the insert circle green.
        let delete = try centre(0, .delete)
        #expect(isRed(picture.pixel(delete.0, delete.1 - 6)), "delete circle: \(picture.pixel(delete.0, delete.1 - 6))")
        #expect(picture.pixel(delete.0, delete.1).isClose(to: .white, tolerance: 40), "the minus bar is white")
        let insert = try centre(1, .insert)
        #expect(isGreen(picture.pixel(insert.0 - 7, insert.1 - 7)), "insert circle: \(picture.pixel(insert.0 - 7, insert.1 - 7))")
        // Trailing marks draw something dark or tinted on the white row; the grip's lines are grey.
        for (item, type) in [(0, UICellAccessory.AccessoryType.disclosureIndicator), (1, .checkmark), (2, .detail)] {
            let accessory = try view(try listCell(collectionView, item), type)
            let frame = accessory.convert(accessory.bounds, to: collectionView)
            let inked = (Int(frame.minX)..<Int(frame.maxX)).contains { x in
                (Int(frame.minY)..<Int(frame.maxY)).contains { y in !picture.pixel(x, y).isClose(to: .white, tolerance: 40) }
            }
            #expect(inked, "\(type) draws")
        }
        // Nothing is drawn where the content view would overlap an accessory: the row's text ends before them.
        let row = try listCell(collectionView, 1)
        #expect(row.contentView.frame.maxX <= (try view(row, .label(text: "42"))).frame.minX)
    }
}
