import Foundation

/// This process's memory as the kernel counts it: what the hostile-client tests hold an application to. Both sides
/// of a test live in this process, so a peer's data must be allocated before `resetPeak()` to be left out.
enum ProcessMemory {
    /// Resident bytes now (/proc/self/statm's second field, in pages).
    static var resident: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The largest resident size since the last `resetPeak()` (VmHWM), in bytes: what a transfer held at its worst,
    /// even if it freed it all before returning.
    static var peak: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return kilobytes * 1024
    }

    /// Starts a new peak from the current resident size (writing 5 to /proc/self/clear_refs, Linux 4.0 and later).
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }
}
