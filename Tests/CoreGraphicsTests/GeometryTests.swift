import CoreGraphics
import Testing

@Suite struct GeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func transformsComposeInCoreGraphicsOrder() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        // scaledBy applies the scale first, then the translation.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let c = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(c) == CGPoint(x: 12, y: 2))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 3, y: 4).applying(t.inverted()).applying(t), CGPoint(x: 3, y: 4)))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!t.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6) == CGAffineTransform(1, 2, 3, 4, 5, 6))
    }

    @Test func singularTransformInvertsToItself() {
        let s = CGAffineTransform(scaleX: 0, y: 1)
        #expect(s.inverted() == s)
    }

    @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 4, height: -3))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func vectorHoldsItsComponents() {
        #expect(CGVector(dx: 1, dy: 2).dx == 1)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
