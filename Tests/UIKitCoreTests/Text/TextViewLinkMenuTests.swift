import Foundation
import Testing
@testable import UIKitCore

/// iOS 17's text item menus on a read-only, selectable text view: a secondary click on a link shows the menu the
/// delegate returns from `textView(_:menuConfigurationFor:defaultMenu:)`, else UIKit's default (Open Link, Copy Link,
/// Share…); Open hands the URL to `UIApplication.shared.open`; nil or an empty menu shows none; an editable view keeps
/// its editing menu.
@MainActor @Suite(.serialized) struct TextViewLinkMenuTests {
    final class MenuDelegate: UITextViewDelegate {
        var asked: [String] = []
        var defaultTitles: [String] = []
        var answer: (UIMenu) -> UITextItem.MenuConfiguration? = { UITextItem.MenuConfiguration(menu: $0) }
        func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem,
                      defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
            switch textItem.content {
            case .link(let url): asked.append("link \(url.absoluteString) \(textItem.range.location),\(textItem.range.length)")
            case .tag(let tag): asked.append("tag \(tag)")
            case .textAttachment: asked.append("attachment")
            }
            defaultTitles = defaultMenu.children.map(\.title)
            return answer(defaultMenu)
        }
    }

    typealias Links = TextViewLinkTests

    func secondaryClick(_ rig: Links.Rig, at point: CGPoint) {
        rig.input.advance(by: 1)
        rig.input.click(at: point, buttons: .secondary)
    }

    func menuInteraction(_ rig: Links.Rig) throws -> UIContextMenuInteraction {
        try #require(rig.text.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
    }

    /// Clicks the row of the open menu titled `title`.
    func choose(_ title: String, in rig: Links.Rig) throws {
        let menu = try #require(try menuInteraction(rig).presentedMenu)
        let index = try #require(menu.items.firstIndex { $0.title == title })
        rig.input.advance(by: 1)
        let row = menu.panels[0].rowFrames[index]
        rig.input.click(at: CGPoint(x: row.midX, y: row.midY))
    }

    @Test func withoutADelegateASecondaryClickOnALinkShowsOpenCopyAndShareAndOpenOpensIt() throws {
        let rig = TextViewLinkTests().makeRig()
        defer { rig.close() }
        let interaction = try menuInteraction(rig)
        secondaryClick(rig, at: rig.onLink)
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.items.map(\.title) == ["Open Link", "Copy Link", "Share…"])
        try choose("Open Link", in: rig)
        #expect(rig.opener.opened == [URL(string: "https://example.org/docs")!])
        #expect(interaction.presentedMenu == nil)

        let pasteboard = UIPasteboard.general
        let saved = pasteboard.items
        defer { pasteboard.items = saved }
        secondaryClick(rig, at: rig.onLink)
        try choose("Copy Link", in: rig)
        #expect(pasteboard.url == URL(string: "https://example.org/docs")!)
        #expect(rig.opener.opened.count == 1, "copying opens nothing")
    }

    @Test func theDelegatesMenuIsShownAndNilOrAnEmptyMenuShowsNone() throws {
        let rig = TextViewLinkTests().makeRig()
        defer { rig.close() }
        let interaction = try menuInteraction(rig)
        let delegate = MenuDelegate()
        rig.text.delegate = delegate
        var chosen: [String] = []
        delegate.answer = { defaultMenu in
            UITextItem.MenuConfiguration(preview: nil, menu: UIMenu(children: [
                UIAction(title: "Bookmark") { _ in chosen.append("bookmark") },
            ] + defaultMenu.children))
        }
        secondaryClick(rig, at: rig.onLink)
        #expect(delegate.asked == ["link https://example.org/docs 8,4"])
        #expect(delegate.defaultTitles == ["Open Link", "Copy Link", "Share…"])
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.items.map(\.title) == ["Bookmark", "Open Link", "Copy Link", "Share…"])
        try choose("Bookmark", in: rig)
        #expect(chosen == ["bookmark"] && rig.opener.opened.isEmpty)

        delegate.answer = { _ in nil }
        secondaryClick(rig, at: rig.onLink)
        #expect(delegate.asked.count == 2 && interaction.presentedMenu == nil, "nil: no menu")

        delegate.answer = { UITextItem.MenuConfiguration(menu: $0) }
        secondaryClick(rig, at: rig.onTag)
        #expect(delegate.asked.last == "tag topic" && delegate.defaultTitles.isEmpty, "a tag's default menu is empty")
        #expect(interaction.presentedMenu == nil)
    }

    @Test func anEditableViewKeepsItsEditingMenuOverALink() throws {
        let rig = TextViewLinkTests().makeRig(editable: true)
        defer { rig.close() }
        let interaction = try menuInteraction(rig)
        let delegate = MenuDelegate()
        rig.text.delegate = delegate
        secondaryClick(rig, at: rig.onLink)
        #expect(delegate.asked.isEmpty)
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.items.map(\.title).contains("Paste"))
    }
}
