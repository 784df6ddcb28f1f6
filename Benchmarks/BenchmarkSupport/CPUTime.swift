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
