@testable import UIKitCore
import Foundation
import Testing

/// Bad input to TextKit is logged and the layout stays sane: no crash, no hang, no NaN geometry.
@MainActor @Suite(.serialized) struct TextKitRobustnessTests {
    let text = NSAttributedString(string: loremText, attributes: [.font: UIFont.systemFont(ofSize: 14)])

    @Test func zeroSizeContainerHoldsNothingAndTheTextFlowsOn() {
        let (_, manager, containers) = makeTextKitStack(text, containers: [.zero, CGSize(width: 200, height: 2000)])
        let (_, lines) = capturingUIKitLog { _ = manager.glyphRange(for: containers[1]) }
        #expect(manager.glyphRange(for: containers[0]).length == 0)
        #expect(manager.glyphRange(for: containers[1]) == NSRange(location: 0, length: text.length))
        #expect(lines.contains { $0.contains("holds no text") } || lines.isEmpty)
    }

    @Test func nanAndNegativeSizesAreLoggedAndTakenAsZero() {
        let (_, manager, containers) = makeTextKitStack(text, containers: [CGSize(width: 200, height: 200)])
        let (_, lines) = capturingUIKitLog {
            containers[0].size = CGSize(width: CGFloat.nan, height: -5)
            containers[0].lineFragmentPadding = .nan
            containers[0].maximumNumberOfLines = -2
        }
        #expect(lines.count == 3)
        #expect(containers[0].size == .zero && containers[0].lineFragmentPadding == 0 && containers[0].maximumNumberOfLines == 0)
        #expect(lineFragments(of: manager).isEmpty)
        #expect(manager.firstUnlaidCharacterIndex() == 0)
        containers[0].size = CGSize(width: CGFloat.infinity, height: .infinity)
        #expect(lineFragments(of: manager).count == 1)
        #expect(lineFragments(of: manager).allSatisfy { $0.rect.minY.isFinite && $0.used.width.isFinite })
    }

    @Test func exclusionCoveringTheWholeContainerLeavesTheTextUnlaid() {
        let (_, manager, containers) = makeTextKitStack(text, containers: [CGSize(width: 200, height: 200)])
        containers[0].exclusionPaths = [UIBezierPath(rect: CGRect(x: -10, y: -10, width: 300, height: 300))]
        #expect(lineFragments(of: manager).isEmpty)
        #expect(manager.firstUnlaidCharacterIndex() == 0)
    }

    @Test func attachmentWhoseImageFailsToLoadIsLoggedAndTakesNoSpace() {
        let (attachment, lines) = capturingUIKitLog { NSTextAttachment(data: Data([1, 2, 3]), ofType: "public.png") }
        #expect(attachment.image == nil && lines.count == 1)
        let string = NSMutableAttributedString(string: "a")
        string.append(NSAttributedString(attachment: attachment))
        string.append(NSAttributedString(string: "b"))
        let (_, manager, containers) = makeTextKitStack(string, containers: [CGSize(width: 200, height: 200)])
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: containers[0]).width == 0)
        _ = render(CGSize(width: 50, height: 50)) { _ in manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 3), at: .zero) }
    }

    @Test func outOfRangeQueriesAreLoggedAndClamped() {
        let (_, manager, containers) = makeTextKitStack(text, containers: [CGSize(width: 200, height: 2000)])
        let (_, lines) = capturingUIKitLog {
            var effective = NSRange()
            #expect(manager.lineFragmentRect(forGlyphAt: 100_000, effectiveRange: &effective) == .zero)
            #expect(effective.location == NSNotFound)
            let rect = manager.boundingRect(forGlyphRange: NSRange(location: text.length - 2, length: 50), in: containers[0])
            #expect(rect.width > 0 && rect.height > 0)
            #expect(manager.glyphRange(forCharacterRange: NSRange(location: -3, length: 2), actualCharacterRange: nil).location == 0)
            #expect(manager.characterIndex(for: CGPoint(x: CGFloat.nan, y: 0), in: containers[0],
                                           fractionOfDistanceBetweenInsertionPoints: nil) == 0)
            manager.removeTextContainer(at: 7)
        }
        #expect(lines.count == 5)
        #expect(manager.textContainers.count == 1)
    }

    @Test func nonFiniteAttributeValuesAreIgnored() {
        let string = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 14), .kern: CGFloat.nan,
                                                                       .baselineOffset: CGFloat.infinity])
        let (_, manager, containers) = makeTextKitStack(string, containers: [CGSize(width: 200, height: 200)])
        let rect = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: containers[0])
        #expect(rect.width.isFinite && rect.width > 0 && rect.height.isFinite)
    }

    @Test func containerOfAnotherManagerGivesEmptyAnswers() {
        let (_, manager, _) = makeTextKitStack(text, containers: [CGSize(width: 200, height: 200)])
        let stranger = NSTextContainer(size: CGSize(width: 100, height: 100))
        #expect(manager.usedRect(for: stranger) == .zero)
        #expect(manager.glyphRange(for: stranger).length == 0)
    }
}
