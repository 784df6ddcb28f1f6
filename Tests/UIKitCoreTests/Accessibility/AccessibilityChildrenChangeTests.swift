import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// Structural changes heard without the app posting anything: views added, removed, shown and hidden, and table rows
/// coming and going as the table scrolls, told per container at the end of the run-loop turn against what the client
/// was last given.
@MainActor @Suite(.serialized) struct AccessibilityChildrenChangeTests {
    private func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test func anAddedViewIsToldAtTheEndOfTheTurnWithItsIndex() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let first = button("First")
            window.addSubview(first)
            let windowID = tree.id(for: window)
            _ = tree.children(of: windowID)
            // Inside a plain view, which is flattened away: the window is the container that changed.
            let holder = UIView()
            window.addSubview(holder)
            let second = button("Second")
            holder.addSubview(second)
            #expect(bridge.events.isEmpty)
            tree.flushChildrenChanges()
            #expect(bridge.events == [.childAdded(windowID, index: 1, child: tree.id(for: second))])
        }
    }

    @Test func removedAndHiddenViewsAreToldWithTheirIndexes() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let buttons = ["A", "B", "C"].map(button)
            for button in buttons { window.addSubview(button) }
            let windowID = tree.id(for: window)
            let ids = buttons.map { tree.id(for: $0) }
            #expect(tree.children(of: windowID) == ids)
            buttons[0].removeFromSuperview()
            buttons[2].isHidden = true
            tree.flushChildrenChanges()
            #expect(bridge.events == [.childRemoved(windowID, index: 2, child: ids[2]), .childRemoved(windowID, index: 0, child: ids[0])])
            bridge.events = []
            buttons[2].isHidden = false
            tree.flushChildrenChanges()
            #expect(bridge.events == [.childAdded(windowID, index: 1, child: ids[2])])
        }
    }

    @Test func tenThousandInsertionsInOneTurnAreOneListingAndOneBurst() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let container = UIView()
            container.accessibilityContainerType = .list
            window.addSubview(container)
            let containerID = tree.id(for: container)
            #expect(tree.children(of: containerID).isEmpty)
            tree.flushChildrenChanges()
            bridge.events = []
            var labels: [UILabel] = []
            for index in 0..<10_000 {
                let label = UILabel()
                label.text = "\(index)"
                container.addSubview(label)
                labels.append(label)
            }
            // Nothing was listed or sent while they came: one container waits for the end of the turn.
            #expect(bridge.events.isEmpty)
            #expect(tree.changedContainers == [containerID.rawValue])
            tree.flushChildrenChanges()
            #expect(bridge.events.count == 10_000)
            #expect(bridge.events.first == .childAdded(containerID, index: 0, child: tree.id(for: labels[0])))
            #expect(bridge.events.last == .childAdded(containerID, index: 9_999, child: tree.id(for: labels[9_999])))
            #expect(tree.changedContainers.isEmpty)
        }
    }

    @Test func rowsComingAndGoingAsATableScrollsAreTold() {
        let rig = TableTestRig(source: TableTestSource(rows: 100))
        defer { rig.tearDown() }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let tableID = tree.id(for: rig.table)
            let before = tree.children(of: tableID)
            #expect(before.count >= 10)
            rig.scroll(toY: 44 * 5)
            tree.flushChildrenChanges()
            let after = tree.children(of: tableID)
            let removed = bridge.events.compactMap { if case .childRemoved(tableID, _, let child) = $0 { child } else { nil } }
            let added = bridge.events.compactMap { if case .childAdded(tableID, _, let child) = $0 { child } else { nil } }
            #expect(!removed.isEmpty && !added.isEmpty, "\(bridge.events)")
            // Applying what was told to the list the client had gives the list it would get now.
            var list = before
            for event in bridge.events {
                switch event {
                case .childRemoved(tableID, let index, let child): if list.indices.contains(index), list[index] == child { list.remove(at: index) }
                case .childAdded(tableID, let index, let child): list.insert(child, at: min(index, list.count))
                default: break
                }
            }
            #expect(list == after)
            #expect(rig.table.visibleCells.map { tree.id(for: $0) } == after)
        }
    }

    @Test func withoutABridgeNothingIsMarked() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        window.addSubview(button("Alone"))
        #expect(AccessibilityTree.shared.changedContainers.isEmpty)
    }

    @Test func aReorderIsToldAsTheListLeavingAndComingBack() {
        let parent = AccessibilityElementID(rawValue: 1)
        let a = AccessibilityElementID(rawValue: 2), b = AccessibilityElementID(rawValue: 3)
        #expect(AccessibilityTree.changes(in: parent, from: [a, b], to: [a, b]).isEmpty)
        #expect(AccessibilityTree.changes(in: parent, from: [a, b], to: [b, a]) == [
            .childRemoved(parent, index: 1, child: b), .childRemoved(parent, index: 0, child: a),
            .childAdded(parent, index: 0, child: b), .childAdded(parent, index: 1, child: a),
        ])
    }
}
