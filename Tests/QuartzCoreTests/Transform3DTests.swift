import Testing
import QuartzCore

/// CATransform3D arithmetic: concatenation order, inversion, rotation direction, and the affine bridge.
struct Transform3DTests {
    /// The textbook product of the row-major matrices, for comparison.
    func product(_ a: CATransform3D, _ b: CATransform3D) -> [CGFloat] {
        let l = entries(a), r = entries(b)
        var out: [CGFloat] = []
        for i in 0..<4 {
            for j in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += l[i * 4 + k] * r[k * 4 + j] }
                out.append(sum)
            }
        }
        return out
    }

    func entries(_ t: CATransform3D) -> [CGFloat] {
        let first: [CGFloat] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24]
        let second: [CGFloat] = [t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        return first + second
    }

    @Test func concatIsTheMatrixProductFirstThenSecond() {
        var a = CATransform3DMakeRotation(0.3, 1, 2, 3)
        a.m34 = -1 / 500
        let b = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 5, 6, 7)
        let expected = product(a, b)
        let actual = entries(CATransform3DConcat(a, b))
        #expect(zip(expected, actual).allSatisfy { abs($0 - $1) < 1e-12 })
        // Order matters: scale then translate moves by the unscaled amount.
        let moved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(moved.project(CGPoint(x: 1, y: 0)) == CGPoint(x: 12, y: 0))
    }

    @Test func inverseUndoesATransformAndSingularOnesComeBackUnchanged() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.7, 0, 0, 1)
        t.m34 = -0.002
        let identity = entries(CATransform3DConcat(t, CATransform3DInvert(t)))
        #expect(zip(identity, entries(CATransform3DIdentity)).allSatisfy { abs($0 - $1) < 1e-9 })
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func aPositiveZRotationTurnsXTowardsY() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = quarter.project(CGPoint(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        var perspective = t
        perspective.m34 = -0.001
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func nonFiniteEntriesAreDetected() {
        var t = CATransform3DIdentity
        #expect(t.isFinite)
        t.m42 = .nan
        #expect(!t.isFinite)
        t.m42 = 0
        t.m14 = .infinity
        #expect(!t.isFinite)
    }
}
