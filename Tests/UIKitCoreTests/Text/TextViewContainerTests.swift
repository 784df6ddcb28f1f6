@testable import UIKitCore
import Foundation
import Testing

/// A subclass written as iOS code writes one: it overrides the designated initializer, and `init(frame:)` (a
/// convenience initializer) reaches it.
final class NotesTextView: UITextView {
    private(set) var madeWithContainer: NSTextContainer??

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        madeWithContainer = .some(textContainer)
        super.init(frame: frame, textContainer: textContainer)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `UITextView(frame:textContainer:)`: a text view adopts a container with its layout manager and text storage
/// and shows the text laid out in that container, as the reference book's two-container example does. Several
/// views of one text: the text flows from one into the next, an edit in one redraws the others, and each view's
/// caret and hit-testing stay on its own container's lines, in the storage's character indexes.
@MainActor @Suite(.serialized) struct TextViewContainerTests {
    let font = UIFont.systemFont(ofSize: 14)
    static let frame = CGRect(x: 0, y: 0, width: 220, height: 120)

    /// One storage, one layout manager, two containers each shown by a text view of `frame`'s size; the
    /// containers take the views' sizes less the insets.
    func makeColumns(_ text: String) -> (NSTextStorage, NSLayoutManager, UITextView, UITextView) {
        let storage = NSTextStorage(attributedString: NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black]))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let views = (0..<2).map { _ in
            let container = NSTextContainer(size: CGSize(width: Self.frame.width, height: Self.frame.height - 16))
            manager.addTextContainer(container)
            let view = UITextView(frame: Self.frame, textContainer: container)
            view.isScrollEnabled = false
            view.backgroundColor = .white
            view.layoutIfNeeded()
            return view
        }
        return (storage, manager, views[0], views[1])
    }

    func hasInk(_ image: CGImage, _ rect: CGRect) -> Bool {
        let area = rect.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isNull else { return false }
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where image.pixel(x, y).r < 128 { return true }
        }
        return false
    }

    func offset(_ view: UITextView, _ position: UITextPosition?) -> Int? {
        position.map { view.offset(from: view.beginningOfDocument, to: $0) }
    }

    @Test func theViewAdoptsTheContainersStack() {
        let (storage, manager, first, second) = makeColumns(loremText)
        #expect(first.textStorage === storage && second.textStorage === storage)
        #expect(first.layoutManager === manager && second.layoutManager === manager)
        #expect(first.textContainer === manager.textContainers[0] && second.textContainer === manager.textContainers[1])
        #expect(manager.textContainers.count == 2, "adopting adds no container")
        #expect(storage.layoutManagers.count == 1, "adopting adds no layout manager")
        #expect(first.text == loremText && second.text == loremText, "every view's text is the whole storage")
        #expect(!first.textContainer.widthTracksTextView, "an adopted container keeps its own settings")
    }

    @Test func aNilContainerMakesTheViewsOwnStack() {
        for view in [UITextView(frame: Self.frame, textContainer: nil), UITextView(frame: Self.frame), UITextView()] {
            #expect(view.textContainer.widthTracksTextView)
            #expect(view.layoutManager.textContainers.count == 1 && view.layoutManager.textContainers[0] === view.textContainer)
            #expect(view.textStorage.layoutManagers.count == 1 && view.textStorage.layoutManagers[0] === view.layoutManager)
            #expect(type(of: view.layoutManager) == NSLayoutManager.self, "a plain layout manager tells the view of edits")
            view.text = "Own"
            view.textStorage.replaceCharacters(in: NSRange(location: 3, length: 0), with: " stack")
            #expect(view.text == "Own stack")
        }
    }

    @Test func aContainerWithoutAStackGetsTheRestMade() {
        let container = NSTextContainer(size: CGSize(width: 200, height: 100))
        let view = UITextView(frame: Self.frame, textContainer: container)
        #expect(view.textContainer === container)
        #expect(container.layoutManager === view.layoutManager)
        #expect(view.layoutManager.textStorage === view.textStorage)
        view.text = "Made"
        #expect(view.layoutManager.glyphRange(for: container) == NSRange(location: 0, length: 4))
    }

    @Test func aSubclassOverridingTheDesignatedInitializerIsReachedFromEveryInitializer() {
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        let adopted = NotesTextView(frame: Self.frame, textContainer: container)
        #expect(adopted.madeWithContainer == .some(container) && adopted.textContainer === container)
        let own = NotesTextView(frame: Self.frame)
        #expect(own.madeWithContainer == .some(nil), "init(frame:) goes through init(frame:textContainer:) with nil")
        #expect(NotesTextView().madeWithContainer == .some(nil))
    }

    @Test func theSecondViewShowsTheOverflow() throws {
        // More than the first container holds, less than the two.
        let text = String(loremText.prefix(280))
        let (storage, manager, first, second) = makeColumns(text)
        let firstRange = manager.glyphRange(for: first.textContainer)
        let secondRange = manager.glyphRange(for: second.textContainer)
        #expect(firstRange.location == 0 && firstRange.length > 20, "the first container is filled: \(firstRange)")
        #expect(secondRange.location == NSMaxRange(firstRange), "the second goes on where the first stopped")
        #expect(NSMaxRange(secondRange) == storage.length, "and holds the rest")
        #expect(first.shownCharacterRange == firstRange && second.shownCharacterRange == secondRange)

        // The second view draws what a single view draws of the text from where its container begins.
        let rest = (text as NSString).substring(from: secondRange.location)
        let (_, _, reference, _) = makeColumns(rest)
        let flowed = try #require(snapshot(of: second)), alone = try #require(snapshot(of: reference))
        keepForInspection(flowed, "uikit-textview-second-container")
        var differing = 0
        for y in 0..<flowed.height {
            for x in 0..<flowed.width where !flowed.pixel(x, y).isClose(to: alone.pixel(x, y), tolerance: 8) { differing += 1 }
        }
        #expect(hasInk(flowed, CGRect(x: 0, y: 8, width: 220, height: 20)), "the second view's first line is drawn")
        #expect(differing == 0, "\(differing) pixels differ from the text drawn alone")
        // The first view draws its own lines only: nothing below its container.
        let firstImage = try #require(snapshot(of: first))
        #expect(hasInk(firstImage, CGRect(x: 0, y: 8, width: 220, height: 20)))
        let lastLine = manager.lineFragmentUsedRect(forGlyphAt: NSMaxRange(firstRange) - 1, effectiveRange: nil)
        #expect(lastLine.maxY <= first.textContainer.size.height)
        #expect(!hasInk(firstImage, CGRect(x: 0, y: 8 + lastLine.maxY + 1, width: 220, height: 120)))
        #expect(first.contentSize.height == ceil(manager.usedRect(for: first.textContainer).maxY + 16))
    }

    @Test func typingInTheFirstViewMovesTextIntoTheSecond() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let (storage, manager, first, second) = makeColumns(loremText)
        window.addSubview(first)
        second.frame.origin.x = 240
        window.addSubview(second)
        window.makeKeyAndVisible()
        let before = manager.glyphRange(for: second.textContainer)
        let secondBefore = try #require(snapshot(of: second))
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: 0, length: 0)
        input.type("Typed words push the text on. ")
        #expect(storage.string.hasPrefix("Typed words push the text on. Four score"))
        #expect(second.text == storage.string, "the second view took the edit")
        let after = manager.glyphRange(for: second.textContainer)
        #expect(after.location > before.location, "text moved from the first container into the second")
        #expect((storage.string as NSString).substring(from: after.location).hasSuffix("might live."))
        #expect(second.layer.needsDisplay(), "the second view redraws")
        let secondAfter = try #require(snapshot(of: second))
        var changed = 0
        for y in 0..<secondAfter.height {
            for x in 0..<secondAfter.width where !secondAfter.pixel(x, y).isClose(to: secondBefore.pixel(x, y), tolerance: 8) { changed += 1 }
        }
        #expect(changed > 100, "the second view's pixels changed (\(changed))")
        #expect(first.selectedRange == NSRange(location: 30, length: 0))
        first.resignFirstResponder()
    }

    @Test func caretAndHitTestingInTheSecondViewUseStorageIndexesPastTheFirst() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let (storage, manager, first, second) = makeColumns(loremText)
        window.addSubview(first)
        second.frame.origin.x = 240
        window.addSubview(second)
        window.makeKeyAndVisible()
        let start = manager.glyphRange(for: second.textContainer).location
        // A point on the second view's first line, at its left: the first character the second container holds.
        let hit = try #require(offset(second, second.closestPosition(to: CGPoint(x: 1, y: 12))))
        #expect(hit == start)
        let further = try #require(offset(second, second.closestPosition(to: CGPoint(x: 200, y: 40))))
        #expect(further > start)
        // A caret on the second view's first line.
        let caret = second.caretRect(for: try #require(second.position(from: second.beginningOfDocument, offset: start + 3)))
        #expect(caret.minY == 8 && caret.minX > 5, "caret at \(caret)")
        // The end of the first container is the last insertion point on its last line, in the first view.
        let end = first.caretRect(for: try #require(first.position(from: first.beginningOfDocument, offset: start)))
        let lastLine = manager.lineFragmentUsedRect(forGlyphAt: start - 1, effectiveRange: nil)
        #expect(abs(end.midY - (lastLine.midY + 8)) <= 2, "at the first view's last line: \(end) vs \(lastLine)")

        // Editing in the second view edits the storage there; the first view's caret does not show there.
        #expect(second.becomeFirstResponder())
        second.selectedRange = NSRange(location: start + 2, length: 0)
        #expect(!second.caretLayer.isHidden)
        input.type("X")
        #expect((storage.string as NSString).substring(with: NSRange(location: start + 2, length: 1)) == "X")
        #expect(first.text == storage.string)
        #expect(first.becomeFirstResponder())
        first.selectedRange = NSRange(location: start + 10, length: 0)
        #expect(first.caretLayer.isHidden, "an insertion point in the second container has no caret in the first view")
        #expect(second.isFirstResponder && !second.caretLayer.isHidden, "the second view shows it and takes the keys")
        second.selectedRange = NSRange(location: 3, length: 0)
        #expect(first.isFirstResponder && !first.caretLayer.isHidden)
        first.resignFirstResponder()
    }

    @Test func lineMovesStopAtAContainerNoViewShows() throws {
        // Two containers, only the first shown: a line move does not go on into text no view shows.
        let (window, input) = EventTestEnvironment.makeWindow()
        let storage = NSTextStorage(attributedString: NSAttributedString(string: loremText, attributes: [.font: font]))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let shown = NSTextContainer(size: CGSize(width: Self.frame.width, height: Self.frame.height - 16))
        manager.addTextContainer(shown)
        manager.addTextContainer(NSTextContainer(size: shown.size))
        let view = UITextView(frame: Self.frame, textContainer: shown)
        window.addSubview(view)
        window.makeKeyAndVisible()
        let end = NSMaxRange(manager.glyphRange(for: shown))
        #expect(view.becomeFirstResponder())
        let lastLine = manager.lineFragmentUsedRect(forGlyphAt: end - 1, effectiveRange: nil)
        view.selectedRange = NSRange(location: manager.glyphIndex(for: CGPoint(x: 10, y: lastLine.midY), in: shown), length: 0)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
        #expect(view.selectedRange.location == end, "down from the last line goes to the container's end")
        #expect(view.isFirstResponder)
        view.resignFirstResponder()
    }

    @Test func twoLayoutManagersOfOneStorageShowTheSameTextAndEditsReachBoth() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        let storage = NSTextStorage(attributedString: NSAttributedString(string: "Shared text", attributes: [.font: font]))
        let views = (0..<2).map { index in
            let manager = NSLayoutManager()
            storage.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 200, height: 100))
            manager.addTextContainer(container)
            let view = UITextView(frame: CGRect(x: CGFloat(index) * 210, y: 0, width: 200, height: 120), textContainer: container)
            window.addSubview(view)
            view.layoutIfNeeded()
            return view
        }
        window.makeKeyAndVisible()
        #expect(views[0].layoutManager !== views[1].layoutManager && views[0].textStorage === views[1].textStorage)
        _ = try #require(snapshot(of: views[1]))
        #expect(!views[1].layer.needsDisplay())
        #expect(views[0].becomeFirstResponder())
        views[0].selectedRange = NSRange(location: 7, length: 0)
        input.type("and edited ")
        #expect(views[1].text == "Shared and edited text")
        #expect(views[1].layer.needsDisplay(), "the other view redraws")
        #expect(views[1].layoutManager.glyphRange(for: views[1].textContainer).length == 22)
        views[0].resignFirstResponder()
    }

    @Test func aContainerResizedByOneViewReflowsTheNext() {
        let (_, manager, first, second) = makeColumns(loremText)
        let before = manager.glyphRange(for: second.textContainer).location
        _ = snapshot(of: second)
        first.textContainer.size = CGSize(width: 220, height: 40)
        #expect(manager.glyphRange(for: second.textContainer).location < before)
        #expect(second.layer.needsDisplay(), "the second view redraws when the first container shrinks")
    }
}
