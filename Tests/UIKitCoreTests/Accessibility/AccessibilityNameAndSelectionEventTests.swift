import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// Name changes (a label's text, a button's title, an `accessibilityLabel`), told once per element at the end of the
/// turn, and cell selection, told as it happens, reach the client, so a screen reader that keeps what it read (libatspi caches names) is not left with stale ones.
@MainActor @Suite(.serialized) struct AccessibilityNameAndSelectionEventTests {
    @Test func aLabelsTextAButtonsTitleAndAnAccessibilityLabelAreToldAsNameChanges() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let label = UILabel()
            label.text = "Ready"
            let button = UIButton(type: .system)
            button.setTitle("Play", for: .normal)
            let image = UIView()
            window.addSubview(label)
            window.addSubview(button)
            window.addSubview(image)
            bridge.events = []
            label.text = "Playing"
            button.setTitle("Pause", for: .normal)
            image.isAccessibilityElement = true
            image.accessibilityLabel = "Album art"
            label.text = "Playing again"
            #expect(bridge.events.isEmpty, "told at the end of the turn, once each")
            tree.flushChildrenChanges()
            #expect(bridge.events == [.nameChanged(tree.id(for: label)), .nameChanged(tree.id(for: button)),
                                      .nameChanged(tree.id(for: image))])
            #expect(tree.node(tree.id(for: label))?.name == "Playing again")
            #expect(tree.node(tree.id(for: button))?.name == "Pause")
        }
    }

    @Test func aLabelInsideACellNamesTheCell() {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let cell = try! #require(rig.table.cellForRow(at: IndexPath(row: 2, section: 0)))
            bridge.events = []
            cell.textLabel?.text = "Renamed"
            tree.flushChildrenChanges()
            #expect(bridge.events == [.nameChanged(tree.id(for: cell))])
        }
    }

    @Test func nothingIsToldOffScreenOrWithoutABridge() {
        AccessibilityTestSupport.withBridge { bridge in
            let label = UILabel()
            label.text = "Nobody sees this"
            AccessibilityTree.shared.flushChildrenChanges()
            #expect(bridge.events.isEmpty, "a view in no window has no client")
        }
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let label = UILabel()
        window.addSubview(label)
        label.text = "No bridge"
        #expect(AccessibilityTree.shared.bridge == nil)
    }

    @Test func selectingAndDeselectingRowsIsToldAsTheSelectedState() {
        let rig = TableTestRig(source: TableTestSource(rows: 10))
        defer { rig.tearDown() }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let first = IndexPath(row: 1, section: 0), second = IndexPath(row: 3, section: 0)
            bridge.events = []
            rig.table.selectRow(at: first, animated: false, scrollPosition: .none)
            let firstID = tree.id(for: try! #require(rig.table.cellForRow(at: first)))
            #expect(bridge.events == [.stateChanged(firstID, .selected, true)])
            bridge.events = []
            rig.table.selectRow(at: second, animated: false, scrollPosition: .none)
            let secondID = tree.id(for: try! #require(rig.table.cellForRow(at: second)))
            #expect(bridge.events.contains(.stateChanged(firstID, .selected, false)), "single selection moves: \(bridge.events)")
            #expect(bridge.events.contains(.stateChanged(secondID, .selected, true)))
        }
    }
}
