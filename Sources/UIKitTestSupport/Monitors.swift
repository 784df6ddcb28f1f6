import Foundation

/// RandR 1.5 monitors on a test X server, through `xrandr` (as a person would set them up).
public enum Monitors {
    public struct Layout: Sendable {
        public var name: String
        public var x: Int, y: Int, width: Int, height: Int
        /// The output shown on this monitor, or nil for a virtual one.
        public var output: String?
        /// Pixels per inch, through the physical size the monitor reports (192 makes a monitor of scale 2).
        public var dpi: Double
        public init(name: String, x: Int, y: Int, width: Int, height: Int, output: String?, dpi: Double = 96) {
            self.name = name; self.x = x; self.y = y; self.width = width; self.height = height; self.output = output
            self.dpi = dpi
        }
    }

    /// Replaces the display's monitors with `layouts` (physical sizes from each one's `dpi`).
    public static func split(display: String, _ layouts: [Layout]) throws {
        for layout in layouts {
            let mm = { (pixels: Int) in Int((Double(pixels) * 25.4 / layout.dpi).rounded()) }
            let geometry = "\(layout.width)/\(mm(layout.width))x\(layout.height)/\(mm(layout.height))+\(layout.x)+\(layout.y)"
            try xrandr(display: display, ["--setmonitor", layout.name, geometry, layout.output ?? "none"])
        }
    }

    public static func remove(display: String, name: String) throws {
        try xrandr(display: display, ["--delmonitor", name])
    }

    public static func xrandr(display: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xrandr")
        process.arguments = ["--display", display] + arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw XServerError.didNotStart("xrandr \(arguments.joined(separator: " ")) failed")
        }
    }
}
