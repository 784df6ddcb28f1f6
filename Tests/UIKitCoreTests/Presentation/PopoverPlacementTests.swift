import Testing
@testable import UIKitCore

/// The popover's side: down, then up, left, right; clamped inside the window's margins; the arrow at the source.
@MainActor struct PopoverPlacementTests {
    let window = CGRect(x: 0, y: 0, width: 800, height: 600)
    let size = CGSize(width: 200, height: 150)

    @Test func belowTheSourceWhenThereIsRoom() {
        let p = PopoverPlacement.place(source: CGRect(x: 300, y: 100, width: 40, height: 20), contentSize: size,
                                       in: window, permitted: .any)
        #expect(p.arrowDirection == .up)
        #expect(p.frame == CGRect(x: 220, y: 120, width: 200, height: 163))
        #expect(p.contentFrame == CGRect(x: 0, y: 13, width: 200, height: 150) && p.arrowOffset == 0)
    }

    @Test func flipsAboveNearTheBottomEdge() {
        let p = PopoverPlacement.place(source: CGRect(x: 300, y: 520, width: 40, height: 20), contentSize: size,
                                       in: window, permitted: .any)
        #expect(p.arrowDirection == .down)
        #expect(p.frame.maxY == 520 && p.frame.minY >= 10)
    }

    @Test func goesSidewaysWhenNeitherAboveNorBelowHoldsIt() {
        let tall = CGSize(width: 200, height: 400)
        let p = PopoverPlacement.place(source: CGRect(x: 600, y: 280, width: 40, height: 40), contentSize: tall,
                                       in: window, permitted: .any)
        #expect(p.arrowDirection == .right, "left of the source first")
        #expect(p.frame.maxX == 600)
        let q = PopoverPlacement.place(source: CGRect(x: 100, y: 280, width: 40, height: 40), contentSize: tall,
                                       in: window, permitted: .any)
        #expect(q.arrowDirection == .left && q.frame.minX == 140)
    }

    @Test func slidesInsideTheMarginsAndKeepsTheArrowOnTheSource() {
        let p = PopoverPlacement.place(source: CGRect(x: 770, y: 100, width: 20, height: 20), contentSize: size,
                                       in: window, permitted: .any)
        #expect(p.arrowDirection == .up)
        #expect(p.frame.maxX == 790, "clamped inside the 10-point margin")
        #expect(p.arrowOffset > 0 && p.arrowOffset <= 100 - PopoverPlacement.cornerRadius - PopoverPlacement.arrowBase / 2)
    }

    @Test func honoursPermittedDirectionsAndShrinksWhenNothingFits() {
        let p = PopoverPlacement.place(source: CGRect(x: 300, y: 100, width: 40, height: 20), contentSize: size,
                                       in: window, permitted: .down)
        #expect(p.arrowDirection == .down && p.frame.minY == 10 && p.contentFrame.height == 77)
        let huge = PopoverPlacement.place(source: CGRect(x: 390, y: 290, width: 20, height: 20),
                                          contentSize: CGSize(width: 2000, height: 2000), in: window, permitted: .any)
        #expect(window.insetBy(dx: 10, dy: 10).contains(huge.frame))
    }

    @Test func nonFiniteSizesAndEmptyWindowsStayFinite() {
        let p = PopoverPlacement.place(source: .zero, contentSize: CGSize(width: 100, height: 100), in: .zero, permitted: [])
        #expect(p.frame.width.isFinite && p.frame.height.isFinite)
    }
}
