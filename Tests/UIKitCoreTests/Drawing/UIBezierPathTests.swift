@testable import UIKitCore
import Testing

@MainActor @Suite struct UIBezierPathTests {
    @Test func fillAndStrokeUseTheCurrentColoursAndOwnLineWidth() {
        let image = render(CGSize(width: 100, height: 100)) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 50, y: 80))
            line.addLine(to: CGPoint(x: 90, y: 80))
            line.lineWidth = 10
            UIColor.blue.setStroke()
            line.stroke()
        }
        expectPixel(image, 25, 25, .red)
        expectPixel(image, 70, 76, .blue)
        expectPixel(image, 70, 70, .white)
    }

    @Test func roundedRectCornersAreCutOnlyWhereAsked() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 30)
        #expect(!all.contains(CGPoint(x: 2, y: 2)))
        #expect(all.contains(CGPoint(x: 50, y: 2)))
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 30, height: 30))
        #expect(!top.contains(CGPoint(x: 2, y: 2)))
        #expect(!top.contains(CGPoint(x: 98, y: 2)))
        #expect(top.contains(CGPoint(x: 2, y: 98)))
        #expect(top.contains(CGPoint(x: 98, y: 98)))
        let image = render(CGSize(width: 100, height: 100)) { _ in
            UIColor.green.setFill()
            UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomRight, cornerRadii: CGSize(width: 40, height: 40)).fill()
        }
        expectPixel(image, 98, 98, .white)
        expectPixel(image, 2, 98, .green)
        // A radius larger than half the side is clamped: a circle, not a broken shape.
        let circle = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 500)
        #expect(circle.contains(CGPoint(x: 10, y: 10)) && !circle.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        // From 0 (right) to pi/2 clockwise on a y-down screen passes through the bottom-right quadrant.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
                               clockwise: true)
        #expect(arc.bounds.minY >= 49.9 && arc.bounds.maxX > 89)
        #expect(abs(arc.currentPoint.y - 90) < 1e-6)
        let ccw = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
                               clockwise: false)
        #expect(ccw.bounds.minY < 11)
        let full = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi,
                                clockwise: true)
        #expect(abs(full.bounds.width - 80) < 0.01)
    }

    @Test func ovalCurvesAndEvenOddContainment() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        curve.addQuadCurve(to: CGPoint(x: 0, y: 0), controlPoint: CGPoint(x: 50, y: -50))
        #expect(abs(curve.bounds.maxY - 75) < 0.01)
        #expect(!curve.isEmpty)
        curve.removeAllPoints()
        #expect(curve.isEmpty && curve.bounds == .zero)
    }

    @Test func addClipRestrictsLaterDrawingAndDashesLeaveGaps() {
        let image = render(CGSize(width: 100, height: 100)) { context in
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.restoreGState()
            let dashed = UIBezierPath()
            dashed.move(to: CGPoint(x: 0, y: 5))
            dashed.addLine(to: CGPoint(x: 100, y: 5))
            dashed.lineWidth = 4
            dashed.setLineDash([10, 10], count: 2, phase: 0)
            UIColor.black.setStroke()
            dashed.stroke()
        }
        expectPixel(image, 50, 50, .red)
        expectPixel(image, 3, 97, .white)
        expectPixel(image, 5, 5, .black)
        expectPixel(image, 15, 5, .white)
    }

    @Test func reversingKeepsTheShapeAndTransformsMoveIt() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        let reversed = path.reversing()
        #expect(abs(reversed.bounds.width - 40) < 1e-6)
        #expect(reversed.contains(CGPoint(x: 20, y: 10)))
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(abs(path.bounds.minX - 100) < 1e-6)
        #expect(UIBezierPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), cornerRadius: 2).isEmpty)
    }
}
