import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor final class SearchLog: UISearchBarDelegate {
    var calls: [String] = []
    var allowsBegin = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope \(selectedScope)") }
}

@MainActor @Suite(.serialized) struct SearchBarTests {
    @Test func typingSearchingCancellingAndScopesReachTheDelegate() {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 320, height: 300))
        defer { _ = UIResponder.currentFirstResponder?.resignFirstResponder() }
        let bar = UISearchBar()
        let log = SearchLog()
        bar.delegate = log
        bar.placeholder = "Search"
        bar.prompt = "Find a song"
        bar.showsCancelButton = true
        bar.scopeButtonTitles = ["All", "Songs", "Albums"]
        bar.showsScopeBar = true
        bar.frame.size = bar.sizeThatFits(CGSize(width: 320, height: 0))
        #expect(abs(bar.frame.height - (24 + 52 + 40)) < 0.001)
        window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.maxX < bar.cancelButton.frame.minX)
        #expect(bar.searchTextField.placeholder == "Search" && bar.scopeBar.numberOfSegments == 3)
        let field = bar.searchTextField.frame
        input.tap(at: CGPoint(x: field.midX, y: field.midY))
        #expect(bar.searchTextField.isFirstResponder && log.calls == ["shouldBegin", "didBegin"])
        input.type("ab")
        #expect(bar.text == "ab" && log.calls.suffix(2) == ["text a", "text ab"])
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.calls.last == "search")
        input.advance(by: 1)
        let cancel = bar.cancelButton.frame
        input.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        #expect(log.calls.last == "cancel")
        input.advance(by: 1)
        let scope = bar.scopeBar.frame
        input.tap(at: CGPoint(x: scope.maxX - 20, y: scope.midY))
        #expect(log.calls.last == "scope 2" && bar.selectedScopeButtonIndex == 2)
        let (_, lines) = capturingUIKitLog { bar.selectedScopeButtonIndex = 9 }
        #expect(lines.count == 1 && bar.selectedScopeButtonIndex == 2)
        bar.showsCancelButton = false
        bar.layoutIfNeeded()
        #expect(bar.cancelButton.isHidden && bar.searchTextField.frame.width == 304)
    }
}
