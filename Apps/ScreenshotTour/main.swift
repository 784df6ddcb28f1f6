import Foundation
import UIKitTestSupport

// The screenshot tour: a private Xvnc with two monitors (a 1280 x 800 main one and a 1024 x 768 external one that
// really plugs and unplugs through RFB SetDesktopSize), each sample app on it driven by XTest input, and a PNG of
// every step in a folder. `scripts/run.sh` runs it when there is no DISPLAY. `--readme DIR` also writes the
// README's pictures (docs/images), the app's window alone at chosen steps.
//
//     screenshot-tour [--output DIR] [--readme DIR] [--apps BIN_DIR]

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let output = URL(fileURLWithPath: option("--output") ?? "screenshots", isDirectory: true).standardizedFileURL
let readme = option("--readme").map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
let binDirectory = option("--apps").map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: arguments[0]).deletingLastPathComponent()

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    if let readme { try FileManager.default.createDirectory(at: readme, withIntermediateDirectories: true) }
    let tour = try Tour(output: output, readme: readme, binDirectory: binDirectory)
    defer { tour.server.stop() }
    try tour.gallery()
    try tour.touchCanvas()
    try tour.presenter()
    try tour.resourcesSample()
    print("\(tour.shots) screenshots written to \(output.path)")
    for warning in tour.warnings { print("note: \(warning)") }
} catch {
    FileHandle.standardError.write(Data("screenshot-tour: \(error)\n".utf8))
    exit(1)
}
