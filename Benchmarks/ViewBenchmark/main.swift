// Measures the view model at two sizes, 1,000 and 10,000 views, in the same run, so their growth can be read as a
// ratio on any machine: creating the hierarchy, a full layout pass (a window-size change autoresizing every view,
// then layoutSubviews everywhere), a commit (layout, display and the render tree) and a hit-test.
// Aim: linear growth (ratio near 10) and a layout pass over 10,000 autoresizing views under 5 ms.
// Times are the main thread's CPU time (medians). Run a release build: swift run -c release ViewBenchmark [iterations]
import BenchmarkSupport
import Glibc
import UIKitCore

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 15, 3) : 15

/// A view that does a little layout work of its own, as real views do.
final class Cell: UIView {
    override func layoutSubviews() {
        if let first = subviews.first { first.center = CGPoint(x: bounds.midX, y: bounds.midY) }
    }
}

/// `count` views: a root holding rows of cells (100 per row), every view resizing with the root.
@MainActor func makeHierarchy(_ count: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let perRow = 100
    let rows = max(count / (perRow + 1), 1)
    var made = 1
    for r in 0..<rows where made < count {
        let row = Cell(frame: CGRect(x: 0, y: CGFloat(r) * 10, width: 1000, height: 10))
        row.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin, .flexibleBottomMargin]
        root.addSubview(row)
        made += 1
        for c in 0..<perRow where made < count {
            let cell = Cell(frame: CGRect(x: CGFloat(c) * 10, y: 0, width: 10, height: 10))
            cell.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
            cell.backgroundColor = c % 2 == 0 ? .red : .blue
            row.addSubview(cell)
            made += 1
        }
    }
    return root
}

struct Figures { var create = 0.0, layout = 0.0, commit = 0.0, hitTest = 0.0 }

@MainActor func measure(_ count: Int) -> Figures {
    var figures = Figures()
    var kept: [UIView] = []
    figures.create = medianMilliseconds(iterations: iterations) { kept.append(makeHierarchy(count)) }
    kept.removeAll()

    let root = makeHierarchy(count)
    let host = CALayerHost(rootLayer: root.layer) { _ in }
    CATransaction.flush()
    var wide = false
    // A window resize: autoresizing reaches every view, then each lays out its subviews.
    figures.layout = medianMilliseconds(iterations: iterations) {
        wide.toggle()
        root.bounds.size = CGSize(width: wide ? 1200 : 1000, height: wide ? 900 : 1000)
        root.layoutIfNeeded()
    }
    figures.commit = medianMilliseconds(iterations: iterations, prepare: {
        wide.toggle()
        root.bounds.size = CGSize(width: wide ? 1200 : 1000, height: wide ? 900 : 1000)
    }) {
        CATransaction.flush()
    }
    let point = CGPoint(x: root.bounds.width * 0.51, y: root.bounds.height * 0.77)
    var hits = 0
    figures.hitTest = medianMilliseconds(iterations: iterations) {
        for _ in 0..<100 where root.hitTest(point, with: nil) != nil { hits += 1 }
    } / 100
    precondition(hits > 0, "the hit-test found nothing")
    host.invalidate()
    return figures
}

@MainActor func report() {
    let small = measure(1_000), large = measure(10_000)
    func line(_ name: String, _ a: Double, _ b: Double) {
        let ratio = a > 0 ? b / a : 0
        print("\(name.padding(toLength: 30, withPad: " ", startingAt: 0))"
              + "\(String(format: "%9.3f", a)) ms  \(String(format: "%9.3f", b)) ms   x\(String(format: "%.1f", ratio))")
    }
    print("ViewBenchmark (median of \(iterations))      1,000 views  10,000 views   growth (linear = x10)")
    line("create hierarchy", small.create, large.create)
    line("layout pass (resize all)", small.layout, large.layout)
    line("commit (layout+display+tree)", small.commit, large.commit)
    line("hit-test", small.hitTest, large.hitTest)
    print("layout pass over 10,000 autoresizing views: \(String(format: "%.2f", large.layout)) ms (aim < 5 ms)")
}

MainActor.assumeIsolated { report() }
