@testable import CoreGraphics
import Testing

@Suite struct PathTests {
    @Test func rectPathHasItsBoundsAndIsARect() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 5, y: 40)))
    }

    @Test func ellipseTightBoundsExcludeNothingAndContainsFollowsTheCurve() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 100) < 0.01 && abs(box.height - 50) < 0.01)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(!path.isRect(nil))
    }

    @Test func curveBoundingBoxIncludesControlPointsButTightBoxDoesNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox.height == 100)
        #expect(abs(path.boundingBoxOfPath.height - 75) < 0.01)
    }

    @Test func evenOddAndWindingDifferForNestedSameDirectionRects() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    }

    @Test func arcsFollowCoreGraphicsDirection() {
        // Counter-clockwise (y up) from 0 to pi/2 passes through the upper-right quadrant.
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.boundingBoxOfPath.minY > -0.01)
        #expect(abs(ccw.currentPoint.y - 10) < 1e-9)
        // Clockwise goes the long way round, three quarters of the circle.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(cw.boundingBoxOfPath.minY + 10) < 0.01 && abs(cw.boundingBoxOfPath.minX + 10) < 0.01)
        // A full turn is a full circle.
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(abs(full.boundingBoxOfPath.width - 20) < 0.01)
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-6 && abs(path.currentPoint.y - 20) < 1e-6)
        // The corner itself is cut off.
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.closeSubpath()
        #expect(!path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 90, y: 10)))
    }

    @Test func strokedCopyCoversTheStrokeArea() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 50, y: 4)))
        #expect(!butt.contains(CGPoint(x: 50, y: 6)))
        #expect(!butt.contains(CGPoint(x: -2, y: 0)))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4, y: 0)))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4, y: 0)))
        #expect(!round.contains(CGPoint(x: -4, y: 4)))
        #expect(abs(round.boundingBoxOfPath.width - 110) < 0.01)
    }

    @Test func miterJoinsBecomeBevelsBeyondTheLimit() {
        let corner = CGMutablePath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 50, y: 0))
        corner.addLine(to: CGPoint(x: 50, y: 50))
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(CGPoint(x: 54.5, y: -4.5)))
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(CGPoint(x: 54.5, y: -4.5)))
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1)
        #expect(!limited.contains(CGPoint(x: 54.5, y: -4.5)))
    }

    @Test func dashedCopyAlternates() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 10])
        let stroke = dashed.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 5, y: 0)))
        #expect(!stroke.contains(CGPoint(x: 15, y: 0)))
        #expect(stroke.contains(CGPoint(x: 25, y: 0)))
        let shifted = line.copy(dashingWithPhase: 10, lengths: [10, 10])
            .copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!shifted.contains(CGPoint(x: 5, y: 0)))
        #expect(shifted.contains(CGPoint(x: 15, y: 0)))
    }

    @Test func nonFiniteGeometryIsIgnored() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
        path.addEllipse(in: .null)
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 0)))
        #expect(path.copy(dashingWithPhase: 0, lengths: [0, 0]).isEmpty)
        #expect(path.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test func applyWithBlockReportsEveryElement() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var last = CGPoint.zero
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addQuadCurveToPoint { last = element.pointee.points[1] }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        #expect(last == CGPoint(x: 5, y: 6))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.copy() == path)
    }
}
