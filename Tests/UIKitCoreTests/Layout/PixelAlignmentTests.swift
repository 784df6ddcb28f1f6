import Testing
@testable import UIKitCore

/// Frames from the constraint solver land on the screen's pixel grid, edges rounded so that touching views touch.
@MainActor @Suite struct PixelAlignmentTests {
    /// Three equal columns across 400 points: 133⅓ each in the solution.
    func thirds(in root: UIView) -> [UIView] {
        let columns = (0..<3).map { _ in constrainedSubview(of: root) }
        var constraints = [columns[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                           columns[2].trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        for (left, right) in zip(columns, columns.dropFirst()) {
            constraints += [right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                            right.widthAnchor.constraint(equalTo: left.widthAnchor)]
        }
        for column in columns {
            constraints += [column.topAnchor.constraint(equalTo: root.topAnchor), column.heightAnchor.constraint(equalToConstant: 10)]
        }
        NSLayoutConstraint.activate(constraints)
        return columns
    }

    @Test func edgesAreRoundedToWholePixelsAndTouchingViewsStillTouch() {
        let root = layoutRoot()
        let columns = thirds(in: root)
        root.layoutIfNeeded()
        let scale = UIScreen.main.scale
        for column in columns {
            for edge in [column.frame.minX, column.frame.maxX] {
                #expect((edge * scale).rounded() == edge * scale, "\(edge) is on the \(scale)x pixel grid")
            }
        }
        #expect(columns[0].frame.maxX == columns[1].frame.minX && columns[1].frame.maxX == columns[2].frame.minX)
        #expect(columns[0].frame.minX == 0 && columns[2].frame.maxX == 400, "no gap at either end")
        let widths = columns.map(\.frame.width)
        #expect(widths.max()! - widths.min()! <= 1 / scale, "widths differ by at most a pixel")
    }

    @Test func aNestedViewIsAlignedInRootCoordinates() {
        let root = layoutRoot()
        let columns = thirds(in: root)
        let inner = constrainedSubview(of: columns[1])
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: columns[1].leadingAnchor, constant: 0.3),
            inner.topAnchor.constraint(equalTo: columns[1].topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10.2), inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        let scale = UIScreen.main.scale
        let onScreen = columns[1].convert(inner.frame, to: root)
        #expect((onScreen.minX * scale).rounded() == onScreen.minX * scale)
        #expect((onScreen.maxX * scale).rounded() == onScreen.maxX * scale)
    }
}
