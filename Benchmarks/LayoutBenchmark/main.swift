// The Auto Layout side of a layout pass on a 1,000-view screen built from anchors: 40 rows of 24 cells, each row
// pinned to the window's edges and stacked under the one above, each cell as wide as its neighbours and spaced
// from them (about 4,000 constraints). Three lines: building the screen and its first pass; a pass after the window
// is resized (every frame moves); a pass after one constant changes (incremental). A pass is the whole of it:
// solving, setting frames, and layoutSubviews. Aim: a pass under 4 ms.
// Times are the main thread's CPU time (medians). Run a release build: swift run -c release LayoutBenchmark [iterations]
import BenchmarkSupport
import Glibc
import UIKitCore

let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 15, 3) : 15

/// The screen: returns the window-sized root and the height constraint of its first row.
@MainActor func makeScreen() -> (root: UIView, rowHeight: NSLayoutConstraint, views: Int, constraints: Int) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 900))
    var constraints: [NSLayoutConstraint] = []
    var views = 1
    var above = root.topAnchor
    var firstRowHeight: NSLayoutConstraint?
    for _ in 0..<40 {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        views += 1
        let height = row.heightAnchor.constraint(equalToConstant: 20)
        firstRowHeight = firstRowHeight ?? height
        constraints += [row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                        row.topAnchor.constraint(equalTo: above, constant: 2), height]
        above = row.bottomAnchor
        var previous: UIView?
        for _ in 0..<24 {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(cell)
            views += 1
            constraints += [cell.topAnchor.constraint(equalTo: row.topAnchor),
                            cell.bottomAnchor.constraint(equalTo: row.bottomAnchor)]
            if let previous {
                constraints += [cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 2),
                                cell.widthAnchor.constraint(equalTo: previous.widthAnchor)]
            } else {
                constraints.append(cell.leadingAnchor.constraint(equalTo: row.leadingAnchor))
            }
            previous = cell
        }
        if let previous { constraints.append(previous.trailingAnchor.constraint(equalTo: row.trailingAnchor)) }
    }
    NSLayoutConstraint.activate(constraints)
    return (root, firstRowHeight!, views, constraints.count)
}

MainActor.assumeIsolated {
    var built: (root: UIView, rowHeight: NSLayoutConstraint, views: Int, constraints: Int)?
    let first = medianMilliseconds(iterations: iterations) {
        built = makeScreen()
        built!.root.layoutIfNeeded()
    }
    let (root, rowHeight, views, constraints) = built!
    print("LayoutBenchmark: \(views) views, \(constraints) constraints")
    print(String(format: "  build + first pass      %8.3f ms", first))
    var wide = false
    let resized = medianMilliseconds(iterations: iterations, prepare: {
        wide.toggle()
        root.frame.size.width = wide ? 1200 : 1000
    }) {
        root.layoutIfNeeded()
    }
    print(String(format: "  pass after a resize     %8.3f ms  (every frame moves; aim < 4 ms)", resized))
    var tall = false
    let changed = medianMilliseconds(iterations: iterations, prepare: {
        tall.toggle()
        rowHeight.constant = tall ? 30 : 20
    }) {
        root.layoutIfNeeded()
    }
    print(String(format: "  pass after one constant %8.3f ms  (the rows below move)", changed))
}
