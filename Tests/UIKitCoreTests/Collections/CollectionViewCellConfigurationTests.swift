import Foundation
import Testing
@testable import UIKitCore

/// Content and background configurations on collection view cells (iOS 14), as list code writes them:
/// `defaultContentConfiguration()` filled in and assigned in a cell registration.
@MainActor @Suite(.serialized) struct CollectionViewCellConfigurationTests {
    /// A list of rows of one to three lines through a registration and a diffable data source.
    private func makeList(_ lines: [Int]) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (window, _, collectionView) = makeCollectionView(layout: layout, size: CGSize(width: 300, height: 400),
                                                             dataSource: CountingDataSource([0]))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = lines[item] > 1 ? (1..<lines[item]).map { "line \($0)" }.joined(separator: "\n") : nil
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(lines.indices))
        dataSource.applySnapshotUsingReloadData(snapshot)
        collectionView.layoutIfNeeded()
        return (window, collectionView, dataSource)
    }

    @Test func aListCellShowsItsContentConfigurationAndIsAsTallAsItsLines() throws {
        let (window, collectionView, dataSource) = makeList([1, 3, 1])
        defer { window.isHidden = true; _ = dataSource }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let content = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(content.listContentConfiguration.text == "Row 1")
        #expect(content.listContentConfiguration.secondaryText == "line 1\nline 2")
        #expect(content.frame == cell.contentView.bounds)
        let oneLine = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame.height
        #expect(cell.frame.height > oneLine + 20, "three lines need more room than one")
        let expected = content.sizeThatFits(CGSize(width: cell.contentView.bounds.width, height: 1000)).height
        #expect(cell.frame.height == expected)
    }

    @Test func aReconfiguredCellKeepsItsContentViewAndANilConfigurationRemovesIt() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let first = try #require(cell.contentView.subviews.first as? UIListContentView)
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === first)
        #expect(first.listContentConfiguration.text == "Two")
        cell.contentConfiguration = nil
        #expect(first.superview == nil)
    }

    @Test func aStateChangeAsksForTheConfigurationsAgainBeforeTheNextLayout() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state)
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = state.isSelected ? .red : .blue
            cell.backgroundConfiguration = background
        }
        cell.layoutIfNeeded()
        #expect(states.map(\.isSelected) == [false])
        #expect(cell.backgroundConfigurationView?.backgroundColor == .blue)
        #expect(cell.backgroundConfigurationView?.frame == cell.bounds)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states.last?.isSelected == true)
        #expect(cell.backgroundConfigurationView?.backgroundColor == .red)
        #expect(cell.configurationState.isSelected)
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(states.last?.isHighlighted == true)
    }
}
