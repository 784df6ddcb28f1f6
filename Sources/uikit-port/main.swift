import Foundation
import PortTool

// uikit-port: an Xcode project, unchanged, built and run on UIKit for Linux. See docs/PORT-TOOL.md.

/// This repository, where the `UIKit` product is: the checkout the tool was built from, unless
/// UIKIT_PORT_PACKAGE names another.
let repository = ProcessInfo.processInfo.environment["UIKIT_PORT_PACKAGE"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

func fail(_ text: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(status)
}

/// Runs a program with our standard output and error; its exit status.
func run(_ arguments: [String], environment: [String: String]? = nil) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let environment { process.environment = environment }
    do { try process.run() } catch { fail("uikit-port: cannot start \(arguments[0]): \(error)") }
    process.waitUntilExit()
    return process.terminationStatus
}

/// The output of a program, or nil when it fails.
func output(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

let command: PortCommand
do {
    command = try PortCommand(arguments: Array(CommandLine.arguments.dropFirst()), uikitPackage: repository)
} catch {
    fail(error.description, status: 2)
}

let generated: (package: String, executables: [String])
do {
    generated = try command.generate { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
} catch let failure as PortFailure {
    fail(failure.description + "\nuikit-port: nothing was built")
} catch {
    fail("uikit-port: \(error)")
}
if command.action == .generate {
    print(generated.package)
    exit(0)
}

guard run(["swift", "build", "--package-path", generated.package]) == 0 else {
    fail("uikit-port: the build failed; errors in your own files point at them, others at \(generated.package)")
}
guard let bin = output(["swift", "build", "--package-path", generated.package, "--show-bin-path"]) else {
    fail("uikit-port: cannot find the build's bin folder")
}
let executable = bin + "/" + generated.executables[0]
if command.action == .build {
    print(executable)
    exit(0)
}

// run: on DISPLAY, else on a private X server that lives as long as the app.
var environment = ProcessInfo.processInfo.environment
var server: Process?
if (environment["DISPLAY"] ?? "").isEmpty {
    // Xvfb picks a free display itself and writes its number to standard output once it accepts clients.
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    xvfb.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-noreset", "-nolisten", "tcp"]
    let ready = Pipe()
    xvfb.standardOutput = ready
    do { try xvfb.run() } catch { fail("uikit-port: DISPLAY is not set and Xvfb cannot start: \(error)") }
    var announced = ""
    while !announced.contains("\n") {
        let data = ready.fileHandleForReading.availableData
        if data.isEmpty { break }
        announced += String(decoding: data, as: UTF8.self)
    }
    guard let number = Int(announced.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        xvfb.terminate()
        fail("uikit-port: DISPLAY is not set and Xvfb did not start (is the xvfb package installed?)")
    }
    FileHandle.standardError.write(Data("uikit-port: DISPLAY is not set; running on a private Xvfb at :\(number)\n".utf8))
    environment["DISPLAY"] = ":\(number)"
    server = xvfb
}
// Interrupted or terminated, the tool takes the app and its private server down with it.
nonisolated(unsafe) var childProcesses: [pid_t] = []
let app = Process()
app.executableURL = URL(fileURLWithPath: executable)
app.arguments = command.appArguments
app.environment = environment
do { try app.run() } catch { server?.terminate(); fail("uikit-port: cannot start \(executable): \(error)") }
childProcesses = [app.processIdentifier] + (server.map { [$0.processIdentifier] } ?? [])
for number in [SIGINT, SIGTERM, SIGHUP] {
    signal(number) { received in
        for child in childProcesses { kill(child, SIGTERM) }
        _exit(128 + received)
    }
}
app.waitUntilExit()
server?.terminate()
exit(app.terminationStatus)
