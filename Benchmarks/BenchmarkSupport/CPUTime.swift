import Glibc

/// The CPU time this thread has used, in nanoseconds: on a shared machine, wall time also counts the time other
/// processes hold the cores, so the benchmarks time the main thread's CPU.
public func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `iterations` runs of `body` in milliseconds of CPU time, after two warm-up runs; `prepare` runs
/// untimed before each.
@MainActor public func medianMilliseconds(iterations: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<(iterations + 2) {
        prepare()
        let start = threadCPUNanoseconds()
        body()
        samples.append(Double(threadCPUNanoseconds() - start) / 1e6)
    }
    samples.removeFirst(2)
    samples.sort()
    return samples[samples.count / 2]
}

/// The CPU time every thread of the process has used, in nanoseconds: with work on helper threads, the calling
/// thread's CPU time leaves theirs out.
public func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Monotonic wall-clock time, in nanoseconds.
public func wallNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The medians of `iterations` runs of `body` in milliseconds of wall-clock time and of the whole process's CPU
/// time (each sorted on its own), after two warm-up runs: for work spread over threads, where the calling
/// thread's CPU time says nothing of the others'.
@MainActor public func medianWallAndProcessMilliseconds(iterations: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<(iterations + 2) {
        let startWall = wallNanoseconds(), startCPU = processCPUNanoseconds()
        body()
        wall.append(Double(wallNanoseconds() - startWall) / 1e6)
        cpu.append(Double(processCPUNanoseconds() - startCPU) / 1e6)
    }
    wall.removeFirst(2)
    cpu.removeFirst(2)
    return (wall.sorted()[wall.count / 2], cpu.sorted()[cpu.count / 2])
}
