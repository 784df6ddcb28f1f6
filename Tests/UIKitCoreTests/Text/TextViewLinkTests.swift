import Foundation
import Testing
@testable import UIKitCore

/// Links in a read-only, selectable text view act on a click or tap as on iOS: the delegate is asked (iOS 17's
/// `primaryActionFor`, by default the older `shouldInteractWith`), and the default action opens the URL through
/// `UIApplication.open`, whose opener a test replaces with a recorder (`xdg-open` otherwise).
@MainActor @Suite(.serialized) struct TextViewLinkTests {
    final class RecordingOpener: URLOpener {
        var opened: [URL] = []
        func canOpen(_ url: URL) -> Bool { url.scheme == "https" }
        func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
            opened.append(url)
            completion(true)
        }
    }

    final class LinkDelegate: UITextViewDelegate {
        var asked: [String] = []
        var allows = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            asked.append("should \(URL.absoluteString) \(characterRange.location),\(characterRange.length) \(interaction.rawValue)")
            return allows
        }
    }

    final class PrimaryActionDelegate: UITextViewDelegate {
        var items: [String] = []
        var answer: (UIAction) -> UIAction? = { $0 }
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            switch textItem.content {
            case .link(let url): items.append("link \(url.absoluteString) \(textItem.range.location),\(textItem.range.length)")
            case .tag(let tag): items.append("tag \(tag) \(textItem.range.location),\(textItem.range.length)")
            case .textAttachment: items.append("attachment")
            }
            return answer(defaultAction)
        }
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            items.append("should (not asked when primaryActionFor is implemented)")
            return true
        }
    }

    @MainActor struct Rig {
        let window: UIWindow
        let input: EventSynthesizer
        let text: UITextView
        let opener: RecordingOpener
        let saved: any URLOpener

        /// A point on the link ("docs", characters 8...11), and one on plain text.
        var onLink: CGPoint { point(atOffset: 9) }
        var onTag: CGPoint { point(atOffset: 18) }
        var onPlain: CGPoint { point(atOffset: 1) }

        func point(atOffset offset: Int) -> CGPoint {
            let caret = text.caretRect(atOffset: offset)
            return text.convert(CGPoint(x: caret.midX + 3, y: caret.midY), to: window)
        }

        func click(at point: CGPoint) {
            input.advance(by: 1)
            let mouse = input.touchDown(at: point, type: .indirectPointer)
            input.touchUp(mouse, at: point)
        }

        func close() {
            UIApplication.urlOpener = saved
            _ = text.resignFirstResponder()
            window.isHidden = true
        }
    }

    func makeRig(editable: Bool = false, selectable: Bool = true) -> Rig {
        let (window, input) = EventTestEnvironment.makeWindow()
        let text = UITextView(frame: CGRect(x: 10, y: 10, width: 380, height: 100))
        text.isEditable = editable
        text.isSelectable = selectable
        let string = NSMutableAttributedString(string: "See the docs or #topic now",
                                               attributes: [.font: UIFont.systemFont(ofSize: 20)])
        string.addAttribute(.link, value: "https://example.org/docs", range: NSRange(location: 8, length: 4))
        string.addAttribute(.textItemTag, value: "topic", range: NSRange(location: 16, length: 6))
        text.attributedText = string
        window.addSubview(text)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let opener = RecordingOpener()
        let saved = UIApplication.urlOpener
        UIApplication.urlOpener = opener
        return Rig(window: window, input: input, text: text, opener: opener, saved: saved)
    }

    @Test func aClickOrATapOnALinkOpensItsURLAndPlainTextOpensNothing() {
        let rig = makeRig()
        defer { rig.close() }
        rig.click(at: rig.onPlain)
        #expect(rig.opener.opened.isEmpty)
        rig.click(at: rig.onLink)
        #expect(rig.opener.opened == [URL(string: "https://example.org/docs")!], "a mouse click")
        rig.input.advance(by: 1)
        rig.input.tap(at: rig.onLink)
        #expect(rig.opener.opened.count == 2, "a finger's tap")
        rig.click(at: rig.onTag)
        #expect(rig.opener.opened.count == 2, "a tag has no default action")
    }

    @Test func aDragFromALinkOrADoubleClickSelectsInsteadOfOpening() {
        let rig = makeRig()
        defer { rig.close() }
        rig.input.advance(by: 1)
        let mouse = rig.input.touchDown(at: rig.onLink, type: .indirectPointer)
        rig.input.advance(by: 0.05)
        rig.input.touchMove(mouse, to: rig.onPlain)
        rig.input.touchUp(mouse, at: rig.onPlain)
        #expect(rig.opener.opened.isEmpty, "a selecting drag")
        #expect(rig.text.selectedRange.length > 0)
        rig.input.advance(by: 1)
        rig.input.tap(at: rig.onLink, count: 2)
        #expect(rig.opener.opened.count == 1, "only the first tap of a double tap acts on the link")
    }

    @Test func editableOrUnselectableViewsDoNotActOnLinks() {
        for (editable, selectable) in [(true, true), (false, false)] {
            let rig = makeRig(editable: editable, selectable: selectable)
            defer { rig.close() }
            rig.click(at: rig.onLink)
            rig.input.advance(by: 1)
            rig.input.tap(at: rig.onLink)
            #expect(rig.opener.opened.isEmpty, "editable \(editable), selectable \(selectable)")
        }
    }

    @Test func theOlderDelegateMethodIsAskedWithTheLinksRangeAndCanRefuse() {
        let rig = makeRig()
        defer { rig.close() }
        let delegate = LinkDelegate()
        rig.text.delegate = delegate
        rig.click(at: rig.onLink)
        #expect(delegate.asked == ["should https://example.org/docs 8,4 0"])
        #expect(rig.opener.opened.count == 1)
        delegate.allows = false
        rig.click(at: rig.onLink)
        #expect(delegate.asked.count == 2 && rig.opener.opened.count == 1, "refused: nothing opened")
    }

    @Test func primaryActionForChoosesTheActionAndSeesTags() {
        let rig = makeRig()
        defer { rig.close() }
        let delegate = PrimaryActionDelegate()
        rig.text.delegate = delegate
        var custom = 0
        delegate.answer = { _ in UIAction { _ in custom += 1 } }
        rig.click(at: rig.onLink)
        #expect(custom == 1 && rig.opener.opened.isEmpty, "the delegate's own action runs instead")
        delegate.answer = { _ in nil }
        rig.click(at: rig.onLink)
        #expect(custom == 1 && rig.opener.opened.isEmpty, "nil: nothing")
        delegate.answer = { $0 }
        rig.click(at: rig.onLink)
        #expect(rig.opener.opened.count == 1, "the default action opens the link")
        rig.click(at: rig.onTag)
        #expect(delegate.items == ["link https://example.org/docs 8,4", "link https://example.org/docs 8,4",
                                   "link https://example.org/docs 8,4", "tag topic 16,6"])
    }

    @Test func openAndCanOpenURLGoThroughTheOpener() async {
        let opener = RecordingOpener()
        let saved = UIApplication.urlOpener
        UIApplication.urlOpener = opener
        defer { UIApplication.urlOpener = saved }
        let app = UIApplication.shared
        #expect(app.canOpenURL(URL(string: "https://example.org")!))
        #expect(!app.canOpenURL(URL(string: "gopher://example.org")!))
        let opened = await withCheckedContinuation { continuation in
            app.open(URL(string: "https://example.org")!) { continuation.resume(returning: $0) }
        }
        #expect(opened && opener.opened.count == 1)
        let refused = await withCheckedContinuation { continuation in
            app.open(URL(string: "gopher://example.org")!) { continuation.resume(returning: $0) }
        }
        let universalOnly = await withCheckedContinuation { continuation in
            app.open(URL(string: "https://example.org")!, options: [.universalLinksOnly: true]) {
                continuation.resume(returning: $0)
            }
        }
        #expect(!refused && !universalOnly && opener.opened.count == 1, "neither reaches the opener")
    }

    /// The desktop's answer: web and file URLs always; another scheme when an application declares itself its
    /// handler in an XDG mimeapps.list.
    @Test func theDesktopOpenerAnswersFromTheSchemeHandlers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "[Default Applications]\nx-scheme-handler/uikit-test-scheme=test.desktop\n"
            .write(to: folder.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        let saved = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        setenv("XDG_CONFIG_HOME", folder.path, 1)
        defer { if let saved { setenv("XDG_CONFIG_HOME", saved, 1) } else { unsetenv("XDG_CONFIG_HOME") } }
        let opener = XDGURLOpener()
        #expect(opener.canOpen(URL(string: "https://example.org")!))
        #expect(opener.canOpen(URL(fileURLWithPath: "/tmp")))
        #expect(opener.canOpen(URL(string: "uikit-test-scheme:thing")!))
        #expect(!opener.canOpen(URL(string: "uikit-unknown-scheme:thing")!))
    }
}
