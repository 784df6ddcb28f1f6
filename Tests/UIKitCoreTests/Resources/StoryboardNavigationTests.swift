import Foundation
import Testing
@testable import UIKitCore

/// The list of Fixtures/Navigation.storyboard: a table view controller subclass, as apps write it.
@MainActor final class NavListController: UITableViewController {
    var rows = ["Apples", "Bananas"]
    var prepared: (segue: UIStoryboardSegue, sender: Any?)?
    var sorted = 0
    var sortButton: UIBarButtonItem?
    var pickedTitle: String?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < rows.count else { return tableView.dequeueReusableCell(withIdentifier: "Custom", for: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Styled", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared = (segue, sender)
        (segue.destination as? NavDetailController)?.item = tableView.indexPathForSelectedRow.map { rows[$0.row] }
        if let pickedTitle { segue.destination.navigationItem.title = pickedTitle }
    }
}

@MainActor final class NavBadgeCell: UITableViewCell {
    var badge: UILabel?
}

@MainActor final class NavDetailController: UIViewController {
    var item: String?
}

/// Storyboard navigation: a navigation controller's root from its relationship segue, a table view controller's
/// table and prototype cells, a cell's selection segue, navigation items and bar button items.
@MainActor @Suite(.serialized) struct StoryboardNavigationTests {
    static let fixture = NibLoadingTests.fixtures.appendingPathComponent("Navigation.storyboard")

    init() {
        UINibClassRegistry.register(NavListController.self)
        UINibClassRegistry.register(NavBadgeCell.self)
        UINibClassRegistry.register(NavDetailController.self)
        UINibConnections.registerOutlet("badge", \NavBadgeCell.badge)
        UINibConnections.registerOutlet("sortButton", \NavListController.sortButton)
        UINibConnections.registerAction("sort:", on: NavListController.self) { controller, _ in controller.sorted += 1 }
    }

    /// The initial navigation controller, its list loaded, in a shown window, animations off; hidden after `body`.
    private func shown(_ body: (UINavigationController, NavListController) throws -> Void) throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? NavListController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.isHidden = false
        UIView.setAnimationsEnabled(false)
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        window.layoutIfNeeded()
        try body(navigation, list)
    }

    @Test func theNavigationControllersRootIsItsRelationshipSeguesDestination() throws {
        try shown { navigation, list in
            #expect(navigation.viewControllers.count == 1)
            #expect(list.navigationController === navigation)
            #expect(list.storyboard != nil)
        }
    }

    @Test func theTableViewControllersTableIsItsViewWithTheStoryboardsStyleAndConnections() throws {
        try shown { _, list in
            let table = try #require(list.tableView)
            #expect(list.view === table)
            #expect(table.style == .grouped)
            #expect(table.rowHeight == UITableView.automaticDimension)
            #expect(table.dataSource === list)
            #expect(table.delegate === list)
        }
    }

    @Test func prototypeCellsAreDequeuedByTheirReuseIdentifiers() throws {
        try shown { _, list in
            let table = try #require(list.tableView)
            let styled = table.dequeueReusableCell(withIdentifier: "Styled", for: IndexPath(row: 0, section: 0))
            #expect(styled.reuseIdentifier == "Styled")
            #expect(styled.style == .subtitle)
            #expect(styled.accessoryType == .disclosureIndicator)
            // The storyboard's labels are the styled cell's own labels, not extra subviews.
            #expect(styled.textLabel?.text == "Title" && styled.detailTextLabel?.text == "Subtitle")
            #expect(!styled.contentView.subviews.contains { ($0 as? UILabel)?.text == "Title" && $0 !== styled.textLabel })
            let custom = try #require(table.dequeueReusableCell(withIdentifier: "Custom", for: IndexPath(row: 2, section: 0)) as? NavBadgeCell)
            let badge = try #require(custom.badge)
            #expect(badge.text == "Badge" && badge.superview === custom.contentView)
            // Each dequeue without an idle cell makes a new instance.
            let second = table.dequeueReusableCell(withIdentifier: "Styled", for: IndexPath(row: 1, section: 0))
            #expect(second !== styled)
        }
    }

    @Test func selectingAPrototypesRowPerformsItsSegueWithTheCellAsSender() throws {
        try shown { navigation, list in
            let table = try #require(list.tableView)
            table.layoutIfNeeded()
            let indexPath = IndexPath(row: 1, section: 0)
            let cell = try #require(table.cellForRow(at: indexPath))
            table.userSelect(indexPath)
            let prepared = try #require(list.prepared)
            #expect(prepared.segue.identifier == "open")
            #expect(prepared.sender as AnyObject? === cell)
            let detail = try #require(navigation.topViewController as? NavDetailController)
            #expect(detail.item == "Bananas")
            #expect(navigation.viewControllers.count == 2)
        }
    }

    @Test func aRowWithoutASegueOnlySelects() throws {
        try shown { navigation, list in
            let table = try #require(list.tableView)
            table.layoutIfNeeded()
            table.userSelect(IndexPath(row: 2, section: 0))
            #expect(list.prepared == nil)
            #expect(navigation.viewControllers.count == 1)
        }
    }

    @Test func theNavigationItemAndItsBarButtonItemsComeFromTheStoryboard() throws {
        try shown { _, list in
            #expect(list.navigationItem.title == "List")
            let sort = try #require(list.navigationItem.leftBarButtonItem)
            #expect(sort.title == "Sort" && sort.style == .done)
            #expect(sort.target === list && sort.action == Selector("sort:"))
            sort.performPrimaryAction()
            #expect(list.sorted == 1)
            #expect(list.navigationItem.rightBarButtonItem?.systemItem == .add)
            // The controller's outlet to a bar button item of its navigation item.
            #expect(list.sortButton === sort)
        }
    }

    @Test func theNavigationItemIsLoadedWithTheControllerBeforeItsView() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.fixture)
        let lines = capturingUIKitLog {
            let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
            #expect(!detail.isViewLoaded && detail.navigationItem.title == "Detail")
            detail.loadViewIfNeeded()
            #expect(detail.navigationItem.title == "Detail")
        }.lines
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test func whatPrepareSetsOnTheDestinationsNavigationItemStays() throws {
        try shown { navigation, list in
            let table = try #require(list.tableView)
            table.layoutIfNeeded()
            list.pickedTitle = "Picked"
            table.userSelect(IndexPath(row: 0, section: 0))
            let detail = try #require(navigation.topViewController as? NavDetailController)
            #expect(detail.isViewLoaded && detail.navigationItem.title == "Picked")
        }
    }

    @Test func aBarButtonItemsSeguePerformsWhenItIsTappedWithTheItemAsSender() throws {
        try shown { navigation, list in
            let add = try #require(list.navigationItem.rightBarButtonItem)
            add.performPrimaryAction()
            let prepared = try #require(list.prepared)
            #expect(prepared.segue.identifier == "add" && prepared.sender as AnyObject? === add)
            #expect(navigation.topViewController is NavDetailController)
        }
    }
}
