// Solves the same constraint systems with AutoLayout's solver and with kiwisolver (C++, driven from Python through
// kiwi_benchmark.py beside this file), in one run, and prints both times and their ratio:
//   chain   N views in a row: left == previous right + 8, width >= 20, width == 50 at 750, the row's end pulled
//           to a container width at 250;
//   grid    N cells (√N × √N rounded: 10×10, 32×32, 100×100): equal widths along a row and heights down a
//           column, spacing 4, pinned to a container of fixed size;
//   nested  N stack views each inside the last, every edge inset by 2 from its container's, the bottom at most
//           that (required) and exactly that at 250;
//   drag    the 1,000-cell grid with the container width as an edit variable: 1,000 frames each suggest a width and
//           read every variable's value.
// Times are wall-clock medians of build + solve from scratch; kiwisolver's are taken inside Python with
// time.perf_counter, excluding interpreter start, but include Python's per-call overhead. Aims: no slower than
// kiwisolver, growth no worse than N log N, a drag frame under 0.1 ms.
// kiwisolver takes minutes at N = 10,000 (over 2 minutes for the grid): it repeats a measurement only within a
// budget, and skips a size whose predicted time (growth N^2.5 from the size below) exceeds --kiwi-limit seconds.
// Run a release build: swift run -c release AutoLayoutBenchmark [repetitions] [--kiwi-limit S] [--no-kiwi] [--sizes A,B,C]
// [--systems chain,grid,nested,drag]
import AutoLayout
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let kiwiLimitSeconds = arguments.firstIndex(of: "--kiwi-limit").flatMap { index in
    index + 1 < arguments.count ? Double(arguments[index + 1]) : nil
} ?? 60
let repetitions = max(arguments.first.flatMap { Int($0) } ?? 7, 1)
let runKiwi = !arguments.contains("--no-kiwi")
/// `--sizes 1000,10000,100000` measures other sizes (the growth table compares neighbours).
let sizes = arguments.firstIndex(of: "--sizes").flatMap { index in
    index + 1 < arguments.count ? arguments[index + 1].split(separator: ",").compactMap { Int($0) } : nil
} ?? [100, 1_000, 10_000]
/// kiwisolver repeats a measurement only while its runs so far add up to less than this.
let kiwiBudgetSeconds = 15.0
let dragFrames = 1_000

// MARK: The systems, built in the same order as in kiwi_benchmark.py

/// Builds and solves a system; returns every variable (for the checksum) and the variable to drag, if any.
typealias System = (Int) throws -> (variables: [Variable], solver: Solver, dragged: Variable?)

func chain(_ count: Int) throws -> (variables: [Variable], solver: Solver, dragged: Variable?) {
    let solver = Solver()
    let lefts = (0..<count).map { Variable("left\($0)") }
    let widths = (0..<count).map { Variable("width\($0)") }
    let container = Variable("container")
    try solver.addConstraint(container == Double(40 * count))
    try solver.addConstraint(lefts[0] == 0)
    for index in 0..<count {
        try solver.addConstraint(widths[index] >= 20)
        try solver.addConstraint((widths[index] == 50).withPriority(.defaultHigh))
        if index > 0 { try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 8) }
    }
    try solver.addConstraint((lefts[count - 1] + widths[count - 1] == container).withPriority(.defaultLow))
    solver.updateVariables()
    return (lefts + widths + [container], solver, nil)
}

func grid(_ count: Int, dragging: Bool) throws -> (variables: [Variable], solver: Solver, dragged: Variable?) {
    let side = Int((Double(count).squareRoot()).rounded())
    let size = Double(20 * side + 4)
    let solver = Solver()
    let width = Variable("containerWidth")
    let height = Variable("containerHeight")
    var variables = [width, height]
    if dragging {
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(width, size)
    } else {
        try solver.addConstraint(width == size)
    }
    try solver.addConstraint(height == size)
    var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
    for row in 0..<side {
        cells.append([])
        for column in 0..<side {
            let x = Variable("x\(row)_\(column)")
            let y = Variable("y\(row)_\(column)")
            let w = Variable("w\(row)_\(column)")
            let h = Variable("h\(row)_\(column)")
            cells[row].append((x, y, w, h))
            variables += [x, y, w, h]
            if column == 0 {
                try solver.addConstraint(x == 4)
            } else {
                let previous = cells[row][column - 1]
                try solver.addConstraint(x == previous.x + previous.w + 4)
            }
            if row == 0 {
                try solver.addConstraint(y == 4)
            } else {
                let above = cells[row - 1][column]
                try solver.addConstraint(y == above.y + above.h + 4)
            }
            if column > 0 { try solver.addConstraint(w == cells[row][0].w) }
            if row > 0 { try solver.addConstraint(h == cells[0][column].h) }
            try solver.addConstraint(w >= 1)
            try solver.addConstraint(h >= 1)
            if column == side - 1 { try solver.addConstraint(x + w + 4 == width) }
            if row == side - 1 { try solver.addConstraint(y + h + 4 == height) }
        }
    }
    solver.updateVariables()
    return (variables, solver, width)
}

func nested(_ count: Int) throws -> (variables: [Variable], solver: Solver, dragged: Variable?) {
    let solver = Solver()
    let size = Double(4 * count + 100)
    var variables: [Variable] = []
    var previous: (left: Variable, right: Variable, top: Variable, bottom: Variable)?
    for index in 0..<count {
        let left = Variable("left\(index)")
        let right = Variable("right\(index)")
        let top = Variable("top\(index)")
        let bottom = Variable("bottom\(index)")
        variables += [left, right, top, bottom]
        if let container = previous {
            try solver.addConstraint(left == container.left + 2)
            try solver.addConstraint(right == container.right - 2)
            try solver.addConstraint(top == container.top + 2)
            try solver.addConstraint(bottom <= container.bottom - 2)
            try solver.addConstraint((bottom == container.bottom - 2).withPriority(.defaultLow))
        } else {
            try solver.addConstraints([left == 0, top == 0, right == size, bottom == size])
        }
        previous = (left, right, top, bottom)
    }
    try solver.addConstraint(previous!.right - previous!.left >= 10)
    solver.updateVariables()
    return (variables, solver, nil)
}

// MARK: Measuring

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func checksum(_ variables: [Variable]) -> Double {
    variables.reduce(0) { $0 + $1.value }
}

/// The median time of building and solving `system` at `count`, and the checksum of its solution.
func measure(_ system: System, _ count: Int) throws -> (seconds: Double, checksum: Double) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var sum = 0.0
    for _ in 0..<repetitions {
        var built: (variables: [Variable], solver: Solver, dragged: Variable?)?
        let elapsed = try clock.measure { built = try system(count) }
        samples.append(seconds(elapsed))
        sum = checksum(built!.variables)
    }
    return (median(samples), sum)
}

/// The mean time of a drag frame (suggest a width, publish, read every value), median over the repetitions.
func measureDrag() throws -> (seconds: Double, checksum: Double, variables: Int) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var total = 0.0
    var variableCount = 0
    for _ in 0..<repetitions {
        let (variables, solver, dragged) = try grid(1_000, dragging: true)
        let base = Double(20 * Int(1_000.0.squareRoot().rounded()) + 4)
        variableCount = variables.count
        total = 0
        let elapsed = try clock.measure {
            for frame in 0..<dragFrames {
                try solver.suggestValue(dragged!, base + Double(frame % 200))
                solver.updateVariables()
                total += checksum(variables)
            }
        }
        samples.append(seconds(elapsed) / Double(dragFrames))
    }
    return (median(samples), total, variableCount)
}

// MARK: kiwisolver

/// kiwisolver's results by "system n" (and "drag 1000"), or why there are none.
func runKiwisolver() -> (
    results: [String: (seconds: Double, repetitions: Int, checksum: Double)], skipped: [String: Double], problem: String?
) {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_benchmark.py")
    // Debian's python3-kiwisolver installs into the system Python, which a pyenv or venv python3 on PATH lacks.
    let candidates = ["/usr/bin/python3", "/usr/local/bin/python3"] + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":").map { "\($0)/python3" }
    func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    guard let python = candidates.first(where: { run($0, ["-c", "import kiwisolver"])?.status == 0 }) else {
        return ([:], [:], "kiwisolver is not importable by any python3 (apt-get install -y python3-kiwisolver)")
    }
    let arguments = [script.path, "\(repetitions)", "\(kiwiBudgetSeconds)", "\(kiwiLimitSeconds)"] + sizes.map(String.init)
    guard let (status, output) = run(python, arguments), status == 0 else {
        return ([:], [:], "\(python) \(script.lastPathComponent) failed")
    }
    var results: [String: (seconds: Double, repetitions: Int, checksum: Double)] = [:]
    var skipped: [String: Double] = [:]
    for line in output.split(separator: "\n") {
        let fields = line.split(separator: " ").map(String.init)
        if fields.count == 6, fields[0] == "RESULT", let time = Double(fields[3]), let count = Int(fields[4]),
            let sum = Double(fields[5])
        {
            results["\(fields[1]) \(fields[2])"] = (time, count, sum)
        } else if fields.count == 5, fields[0] == "DRAG", let time = Double(fields[2]), let count = Int(fields[3]),
            let sum = Double(fields[4])
        {
            results["drag \(fields[1])"] = (time, count, sum)
        } else if fields.count == 4, fields[0] == "SKIPPED", let predicted = Double(fields[3]) {
            skipped["\(fields[1]) \(fields[2])"] = predicted
        }
    }
    return (results, skipped, nil)
}

// MARK: Report

func milliseconds(_ value: Double) -> String {
    let ms = value * 1_000
    return ms >= 100 ? String(format: "%.0f ms", ms) : ms >= 1 ? String(format: "%.2f ms", ms) : String(format: "%.4f ms", ms)
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func sameSolution(_ lhs: Double, _ rhs: Double) -> String {
    abs(lhs - rhs) <= 1e-6 * max(1, abs(lhs), abs(rhs)) ? "yes" : "NO (\(lhs) vs \(rhs))"
}

/// `--systems grid,drag` measures only those (chain, grid, nested, drag), e.g. for an instruction count under callgrind.
let chosenSystems = arguments.firstIndex(of: "--systems").flatMap { index in
    index + 1 < arguments.count ? Set(arguments[index + 1].split(separator: ",").map(String.init)) : nil
} ?? ["chain", "grid", "nested", "drag"]
let systems: [(name: String, build: System)] = [
    ("chain", chain), ("grid", { try grid($0, dragging: false) }), ("nested", nested),
].filter { chosenSystems.contains($0.name) }
var ours: [String: (seconds: Double, checksum: Double)] = [:]
for system in systems {
    for size in sizes { ours["\(system.name) \(size)"] = try measure(system.build, size) }
}
let drag = chosenSystems.contains("drag") ? try measureDrag() : nil
let kiwi = runKiwi ? runKiwisolver() : ([:], [:], "kiwisolver skipped (--no-kiwi)")

print("AutoLayout solver against kiwisolver (C++ via Python; its times include Python's per-call overhead)")
print("Build + solve from scratch: wall-clock median of \(repetitions) runs for AutoLayout; for kiwisolver, of up to"
    + " \(repetitions) runs within \(Int(kiwiBudgetSeconds)) s (runs column).")
if let problem = kiwi.problem { print("kiwisolver: \(problem); its columns are empty.") }
print("")
print(padded("system", 8) + padded("N", 8) + padded("AutoLayout", 13) + padded("kiwisolver", 13) + padded("runs", 6)
    + padded("ratio", 9) + "same solution")
for system in systems {
    for size in sizes {
        let key = "\(system.name) \(size)"
        let mine = ours[key]!
        var line = padded(system.name, 8) + padded("\(size)", 8) + padded(milliseconds(mine.seconds), 13)
        if let theirs = kiwi.results[key] {
            line += padded(milliseconds(theirs.seconds), 13) + padded("\(theirs.repetitions)", 6)
                + padded(String(format: "%.4f", mine.seconds / theirs.seconds), 9) + sameSolution(mine.checksum, theirs.checksum)
        } else if let predicted = kiwi.skipped[key] {
            line += "skipped: predicted \(Int(predicted)) s, over --kiwi-limit \(Int(kiwiLimitSeconds)) s"
        } else {
            line += padded("-", 13) + padded("-", 6) + padded("-", 9) + "-"
        }
        print(line)
    }
}
print("")
let nLogN = { (n: Double) in n * log2(n) }
print("Growth per 10× N (linear: 10×; N log N: \(String(format: "%.1f", nLogN(1_000) / nLogN(100)))× from 100 to 1,000,"
    + " \(String(format: "%.1f", nLogN(10_000) / nLogN(1_000)))× from 1,000 to 10,000):")
for system in systems {
    var line = padded(system.name, 8)
    for (small, large) in zip(sizes, sizes.dropFirst()) {
        let mine = ours["\(system.name) \(large)"]!.seconds / ours["\(system.name) \(small)"]!.seconds
        line += padded("\(small)→\(large): AutoLayout \(String(format: "%.1f", mine))×", 34)
        if let theirs = kiwi.results["\(system.name) \(large)"], let base = kiwi.results["\(system.name) \(small)"] {
            line += padded("kiwisolver \(String(format: "%.1f", theirs.seconds / base.seconds))×", 22)
        }
    }
    print(line)
}
if let drag {
    print("")
    print("Drag on the \(drag.variables / 4)-cell grid (suggestValue + read all \(drag.variables) values), mean of"
        + " \(dragFrames) frames:")
    var dragLine = "AutoLayout \(milliseconds(drag.seconds)) per frame (aim: under 0.1 ms)"
    if let theirs = kiwi.results["drag 1000"] {
        dragLine += "; kiwisolver \(milliseconds(theirs.seconds)); ratio \(String(format: "%.4f", drag.seconds / theirs.seconds))"
            + "; same solution: \(sameSolution(drag.checksum, theirs.checksum))"
    }
    print(dragLine)
}
