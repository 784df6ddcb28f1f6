@testable import UIKitCore
import Foundation
import Testing

/// NSLayoutManager and NSTextContainer: line fragments around exclusion paths, text flowing through containers,
/// paragraph styles, tabs, kerning, attachments and hit-testing.
@MainActor @Suite struct TextKitLayoutTests {
    let font = UIFont.systemFont(ofSize: 14)

    func text(_ string: String, _ extra: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font].merging(extra) { $1 })
    }

    @Test func exclusionPathPushesLineFragmentsAside() {
        let (_, manager, containers) = makeTextKitStack(text(loremText), containers: [CGSize(width: 300, height: 1000)])
        containers[0].exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 120, height: 60))]
        let fragments = lineFragments(of: manager)
        let beside = fragments.filter { $0.rect.minY < 60 }
        let below = fragments.filter { $0.rect.minY >= 60 }
        #expect(!beside.isEmpty && !below.isEmpty)
        for fragment in beside { #expect(fragment.rect.minX >= 120, "line at y \(fragment.rect.minY) starts at \(fragment.rect.minX)") }
        #expect(below.allSatisfy { $0.rect.minX == 0 && $0.rect.width == 300 })
        // The glyphs themselves stay out of the hole.
        let range = NSRange(location: beside[0].range.location, length: beside[0].range.length - 1)
        #expect(manager.boundingRect(forGlyphRange: range, in: containers[0]).minX >= 120)
    }

    @Test func holeInTheMiddleSplitsALineIntoTwoFragments() {
        let (_, manager, containers) = makeTextKitStack(text(loremText), containers: [CGSize(width: 400, height: 1000)])
        containers[0].exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 150, y: 20, width: 100, height: 100))]
        let fragments = lineFragments(of: manager)
        let middle = fragments.filter { $0.rect.midY > 50 && $0.rect.midY < 90 }
        #expect(middle.contains { $0.rect.maxX <= 150 + 1 })
        #expect(middle.contains { $0.rect.minX >= 250 - 1 })
        var remaining = CGRect.zero
        let first = containers[0].lineFragmentRect(forProposedRect: CGRect(x: 0, y: 65, width: 400, height: 10), at: 0,
                                                   writingDirection: .natural, remaining: &remaining)
        #expect(first.maxX <= 150.5 && first.minX == 0)
        #expect(remaining.minX >= 249.5 && remaining.maxX == 400)
    }

    @Test func polygonLinesGrowTowardsItsPointThenShrink() {
        // The book's scenario: a polygon from the right edge pointing left to w/4 at mid-height.
        let size = CGSize(width: 280, height: 400)
        let (_, manager, containers) = makeTextKitStack(text(loremText + " " + loremText), containers: [size])
        let path = UIBezierPath()
        path.move(to: CGPoint(x: size.width / 4, y: 0))
        path.addLine(to: CGPoint(x: size.width, y: 0))
        path.addLine(to: CGPoint(x: size.width, y: size.height))
        path.addLine(to: CGPoint(x: size.width / 4, y: size.height))
        path.addLine(to: CGPoint(x: size.width, y: size.height / 2))
        path.close()
        containers[0].exclusionPaths = [path]
        let widths = lineFragments(of: manager).filter { $0.rect.maxY < size.height }.map(\.rect.width)
        guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) else { Issue.record("no lines"); return }
        #expect(widest > 0 && widest < widths.count - 1)
        #expect(widths.first! < widths[widest] && widths.last! < widths[widest])
    }

    @Test func twoContainersSplitTheTextWhereTheFirstFills() {
        let (_, manager, containers) = makeTextKitStack(text(loremText),
                                                       containers: [CGSize(width: 200, height: 60), CGSize(width: 200, height: 2000)])
        let first = manager.glyphRange(for: containers[0]), second = manager.glyphRange(for: containers[1])
        #expect(first.location == 0 && first.length > 0)
        #expect(second.location == NSMaxRange(first))
        #expect(NSMaxRange(second) == manager.numberOfGlyphs)
        #expect(manager.usedRect(for: containers[0]).maxY <= 60)
        #expect(manager.usedRect(for: containers[1]).minY == 0)
        #expect(manager.textContainer(forGlyphAt: NSMaxRange(first), effectiveRange: nil) === containers[1])
        #expect(manager.firstUnlaidCharacterIndex() == manager.numberOfGlyphs)
    }

    @Test func textThatOverflowsTheLastContainerIsUnlaid() {
        let (_, manager, containers) = makeTextKitStack(text(loremText), containers: [CGSize(width: 200, height: 60)])
        let laid = manager.glyphRange(for: containers[0])
        #expect(manager.firstUnlaidCharacterIndex() == NSMaxRange(laid))
        #expect(NSMaxRange(laid) < manager.numberOfGlyphs)
    }

    @Test func maximumNumberOfLinesLimitsAContainer() {
        let (_, manager, containers) = makeTextKitStack(text(loremText), containers: [CGSize(width: 200, height: 2000)])
        containers[0].maximumNumberOfLines = 3
        #expect(lineFragments(of: manager).count == 3)
    }

    @Test func tabStopsAlignColumns() {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 150)]
        let (_, manager, containers) = makeTextKitStack(text("A\tone\nWWWWWW\ttwo", [.paragraphStyle: style]),
                                                       containers: [CGSize(width: 400, height: 400)])
        let one = manager.boundingRect(forGlyphRange: NSRange(location: 2, length: 1), in: containers[0])
        let two = manager.boundingRect(forGlyphRange: NSRange(location: 13, length: 1), in: containers[0])
        #expect(abs(one.minX - 150) < 0.5 && abs(two.minX - 150) < 0.5, "columns at \(one.minX) and \(two.minX)")
    }

    @Test func decimalTabAlignsDecimalPoints() {
        let style = NSMutableParagraphStyle()
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        style.tabStops = [NSTextTab(textAlignment: .right, location: 170, options: [.columnTerminators: terminators])]
        style.firstLineHeadIndent = 20
        let string = "Onions\t$2.34\nPeppers\t$15.2\n"
        let (_, manager, containers) = makeTextKitStack(text(string, [.paragraphStyle: style]), containers: [CGSize(width: 400, height: 400)])
        let points = string.utf16.indices(of: UInt16(UInt8(ascii: "."))).map {
            manager.boundingRect(forGlyphRange: NSRange(location: $0, length: 1), in: containers[0]).minX
        }
        #expect(points.count == 2)
        #expect(abs(points[0] - points[1]) < 0.5, "decimal points at \(points)")
        // Pango centres the decimal point on the stop.
        #expect(abs(points[0] - 170) < 2.5)
    }

    @Test func paragraphSpacingAddsHeight() {
        func secondLineTop(spacing: CGFloat) -> CGFloat {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = spacing
            let (_, manager, _) = makeTextKitStack(text("One\nTwo", [.paragraphStyle: style]), containers: [CGSize(width: 300, height: 300)])
            return manager.lineFragmentUsedRect(forGlyphAt: 4, effectiveRange: nil).minY
        }
        #expect(abs(secondLineTop(spacing: 20) - secondLineTop(spacing: 0) - 20) < 0.01)
    }

    @Test func lineHeightMultipleMinimumAndSpacingShapeLines() {
        let natural = font.lineHeight
        func lineHeight(_ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
            let style = NSMutableParagraphStyle()
            configure(style)
            let (_, manager, _) = makeTextKitStack(text("One\nTwo", [.paragraphStyle: style]), containers: [CGSize(width: 300, height: 300)])
            return manager.lineFragmentRect(forGlyphAt: 4, effectiveRange: nil).minY
        }
        #expect(abs(lineHeight { _ in } - natural) < 0.5)
        #expect(abs(lineHeight { $0.lineHeightMultiple = 2 } - 2 * natural) < 1)
        #expect(abs(lineHeight { $0.minimumLineHeight = 40 } - 40) < 0.01)
        #expect(abs(lineHeight { $0.lineSpacing = 7 } - natural - 7) < 0.5)
    }

    @Test func indentsNarrowLines() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        style.headIndent = 10
        style.tailIndent = -20
        let (_, manager, containers) = makeTextKitStack(text(loremText, [.paragraphStyle: style]), containers: [CGSize(width: 300, height: 1000)])
        let fragments = lineFragments(of: manager)
        #expect(fragments.count > 2)
        let firstGlyph = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: containers[0])
        let secondLine = manager.boundingRect(forGlyphRange: NSRange(location: fragments[1].range.location, length: 1), in: containers[0])
        #expect(abs(firstGlyph.minX - 30) < 0.5 && abs(secondLine.minX - 10) < 0.5)
        #expect(fragments.allSatisfy { $0.used.maxX <= 280.5 })
    }

    @Test func kerningWidensText() {
        func width(_ kern: CGFloat) -> CGFloat {
            let (_, manager, containers) = makeTextKitStack(text("Hello", [.kern: kern]), containers: [CGSize(width: 300, height: 100)])
            return manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: containers[0]).width
        }
        // Pango spaces letters apart: four gaps between five letters.
        #expect(width(4) - width(0) >= 16 - 0.5)
        #expect(width(-1) < width(0))
    }

    @Test func trackingSpacesLettersAndWinsOverKern() {
        func width(_ attributes: [NSAttributedString.Key: Any]) -> CGFloat {
            let (_, manager, containers) = makeTextKitStack(text("Hello", attributes), containers: [CGSize(width: 300, height: 100)])
            return manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: containers[0]).width
        }
        let plain = width([:])
        #expect(width([.tracking: 4]) - plain >= 16 - 0.5)
        #expect(abs(width([.tracking: 4, .kern: 10]) - width([.tracking: 4])) < 0.01)
    }

    @Test func attachmentTakesItsBounds() {
        let attachment = NSTextAttachment()
        attachment.image = redSquare()
        attachment.bounds = CGRect(x: 0, y: -5, width: 40, height: 50)
        let string = NSMutableAttributedString(attributedString: text("a"))
        string.append(NSAttributedString(attachment: attachment))
        string.append(text("b"))
        let (_, manager, containers) = makeTextKitStack(string, containers: [CGSize(width: 300, height: 300)])
        #expect((string.string as NSString).character(at: 1) == 0xFFFC)
        let box = manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: containers[0])
        #expect(abs(box.width - 40) < 0.01)
        #expect(manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).height >= 50)
    }

    @Test func hitTestingFindsTheCharacterUnderAPoint() {
        let (_, manager, containers) = makeTextKitStack(text("Hello world\nSecond line"), containers: [CGSize(width: 300, height: 300)])
        let w = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 1), in: containers[0])
        var fraction: CGFloat = -1
        let index = manager.characterIndex(for: CGPoint(x: w.minX + w.width * 0.25, y: w.midY), in: containers[0],
                                           fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(index == 6)
        #expect(abs(fraction - 0.25) < 0.05)
        let second = manager.lineFragmentRect(forGlyphAt: 12, effectiveRange: nil)
        #expect(manager.characterIndex(for: CGPoint(x: 1, y: second.midY), in: containers[0],
                                       fractionOfDistanceBetweenInsertionPoints: nil) == 12)
        // Beyond a line's end: its last character; below the text: the last line.
        #expect(manager.characterIndex(for: CGPoint(x: 290, y: w.midY), in: containers[0],
                                       fractionOfDistanceBetweenInsertionPoints: nil) == 10)
        #expect(manager.characterIndex(for: CGPoint(x: 1, y: 280), in: containers[0],
                                       fractionOfDistanceBetweenInsertionPoints: nil) == 12)
    }

    @Test func lineFragmentsCoverEveryCharacterOnce() {
        let (_, manager, _) = makeTextKitStack(text(loremText + "\n\n" + loremText), containers: [CGSize(width: 250, height: 5000)])
        var next = 0
        var effective = NSRange()
        while next < manager.numberOfGlyphs {
            _ = manager.lineFragmentRect(forGlyphAt: next, effectiveRange: &effective)
            #expect(effective.location == next)
            #expect(effective.length > 0)
            next = NSMaxRange(effective)
        }
        #expect(next == manager.numberOfGlyphs)
    }

    @Test func extraLineFragmentFollowsAFinalLineBreak() {
        let (_, manager, _) = makeTextKitStack(text("One\n"), containers: [CGSize(width: 300, height: 300)])
        let last = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(manager.extraLineFragmentRect.minY == last.maxY)
        #expect(manager.extraLineFragmentRect.height > 0)
        let (_, plain, _) = makeTextKitStack(text("One"), containers: [CGSize(width: 300, height: 300)])
        #expect(plain.extraLineFragmentRect == .zero)
    }

    @Test func editsLayOutAgain() {
        let (storage, manager, containers) = makeTextKitStack(text("Short"), containers: [CGSize(width: 200, height: 1000)])
        #expect(lineFragments(of: manager).count == 1)
        storage.append(text(" " + loremText))
        #expect(lineFragments(of: manager).count > 3)
        #expect(NSMaxRange(manager.glyphRange(for: containers[0])) == storage.length)
        containers[0].size = CGSize(width: 400, height: 1000)
        let wider = lineFragments(of: manager)
        #expect(wider.allSatisfy { $0.rect.width == 400 })
    }
}

/// A 10-point red square image.
@MainActor func redSquare() -> UIImage {
    render(CGSize(width: 10, height: 10)) { context in
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

extension String.UTF16View {
    func indices(of unit: UInt16) -> [Int] { enumerated().filter { $0.element == unit }.map(\.offset) }
}
