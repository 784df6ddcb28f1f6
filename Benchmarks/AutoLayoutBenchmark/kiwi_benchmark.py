"""The kiwisolver half of AutoLayoutBenchmark: builds and solves the same constraint systems, in the same order,
and prints one line per measurement for main.swift to read.

    RESULT <system> <n> <median seconds> <repetitions> <checksum>
    SKIPPED <system> <n> <predicted seconds>
    DRAG <n> <mean seconds per frame> <frames> <checksum>

Times are taken with time.perf_counter around building and solving only (interpreter start and imports excluded),
so they are solver against solver, with Python's per-call overhead on kiwisolver's side. The checksum is the sum
of all variables' values, which the Swift side compares with its own to show that both solved the same system.
kiwisolver grows faster than quadratically on these systems (minutes at N = 10,000), so a size whose predicted
time, the previous size's times (N / previous N)^2.5, exceeds LIMIT_SECONDS is skipped.
Usage: python3 kiwi_benchmark.py REPETITIONS BUDGET_SECONDS LIMIT_SECONDS N...
"""
import statistics
import sys
import time

import kiwisolver as kiwi

# UIKit priorities to kiwisolver strengths; each level is 1000 times the one below, which orders these systems'
# levels the same way as the Swift solver's lexicographic objective does.
REQUIRED = kiwi.strength.required
P999 = kiwi.strength.strong
P750 = kiwi.strength.medium
P250 = kiwi.strength.weak


def chain(n):
    solver = kiwi.Solver()
    lefts = [kiwi.Variable("left%d" % i) for i in range(n)]
    widths = [kiwi.Variable("width%d" % i) for i in range(n)]
    container = kiwi.Variable("container")
    variables = lefts + widths + [container]
    solver.addConstraint(container == 40 * n)
    solver.addConstraint(lefts[0] == 0)
    for i in range(n):
        solver.addConstraint(widths[i] >= 20)
        solver.addConstraint((widths[i] == 50) | P750)
        if i > 0:
            solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
    solver.addConstraint((lefts[n - 1] + widths[n - 1] == container) | P250)
    solver.updateVariables()
    return solver, variables, container


def grid(n, edit=False):
    side = int(round(n ** 0.5))
    size = 20 * side + 4
    solver = kiwi.Solver()
    width = kiwi.Variable("containerWidth")
    height = kiwi.Variable("containerHeight")
    variables = [width, height]
    if edit:
        solver.addEditVariable(width, P999)
        solver.suggestValue(width, size)
    else:
        solver.addConstraint(width == size)
    solver.addConstraint(height == size)
    cells = {}
    for r in range(side):
        for c in range(side):
            x, y, w, h = (kiwi.Variable("%s%d_%d" % (name, r, c)) for name in "xywh")
            cells[r, c] = (x, y, w, h)
            variables += [x, y, w, h]
            if c == 0:
                solver.addConstraint(x == 4)
            else:
                px, _, pw, _ = cells[r, c - 1]
                solver.addConstraint(x == px + pw + 4)
            if r == 0:
                solver.addConstraint(y == 4)
            else:
                _, py, _, ph = cells[r - 1, c]
                solver.addConstraint(y == py + ph + 4)
            if c > 0:
                solver.addConstraint(w == cells[r, 0][2])
            if r > 0:
                solver.addConstraint(h == cells[0, c][3])
            solver.addConstraint(w >= 1)
            solver.addConstraint(h >= 1)
            if c == side - 1:
                solver.addConstraint(x + w + 4 == width)
            if r == side - 1:
                solver.addConstraint(y + h + 4 == height)
    solver.updateVariables()
    return solver, variables, width


def nested(n):
    solver = kiwi.Solver()
    size = 4 * n + 100
    variables = []
    previous = None
    for i in range(n):
        left, right, top, bottom = (kiwi.Variable("%s%d" % (name, i)) for name in ("left", "right", "top", "bottom"))
        variables += [left, right, top, bottom]
        if previous is None:
            solver.addConstraint(left == 0)
            solver.addConstraint(top == 0)
            solver.addConstraint(right == size)
            solver.addConstraint(bottom == size)
        else:
            pl, pr, pt, pb = previous
            solver.addConstraint(left == pl + 2)
            solver.addConstraint(right == pr - 2)
            solver.addConstraint(top == pt + 2)
            solver.addConstraint(bottom <= pb - 2)
            solver.addConstraint((bottom == pb - 2) | P250)
        previous = (left, right, top, bottom)
    solver.addConstraint(previous[1] - previous[0] >= 10)
    solver.updateVariables()
    return solver, variables, None


def checksum(variables):
    return sum(v.value() for v in variables)


def measure(build, n, repetitions, budget):
    samples = []
    total = 0.0
    result = None
    for _ in range(repetitions):
        start = time.perf_counter()
        result = build(n)
        elapsed = time.perf_counter() - start
        samples.append(elapsed)
        total += elapsed
        if total > budget:
            break
    return statistics.median(samples), len(samples), checksum(result[1])


def drag(n, frames):
    solver, variables, width = grid(n, edit=True)
    base = 20 * int(round(n ** 0.5)) + 4
    total = 0.0
    start = time.perf_counter()
    for frame in range(frames):
        solver.suggestValue(width, base + (frame % 200))
        solver.updateVariables()
        total += sum(v.value() for v in variables)
    elapsed = time.perf_counter() - start
    return elapsed / frames, total


def main():
    repetitions = int(sys.argv[1])
    budget = float(sys.argv[2])
    limit = float(sys.argv[3])
    sizes = sorted(int(arg) for arg in sys.argv[4:])
    for name, build in (("chain", chain), ("grid", grid), ("nested", nested)):
        previous = None
        for n in sizes:
            if previous is not None:
                predicted = previous[1] * (n / previous[0]) ** 2.5
                if predicted > limit:
                    print("SKIPPED %s %d %.3f" % (name, n, predicted), flush=True)
                    continue
            seconds, count, check = measure(build, n, repetitions, budget)
            previous = (n, seconds)
            print("RESULT %s %d %.9f %d %.9e" % (name, n, seconds, count, check), flush=True)
    seconds, check = drag(1000, 1000)
    print("DRAG 1000 %.9f 1000 %.9e" % (seconds, check), flush=True)


if __name__ == "__main__":
    main()
