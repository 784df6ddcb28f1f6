import Foundation

/// The canvas's debug channel for tests and the screenshot tour: with UIKIT_APP_LOG=1 in the environment, one line
/// per change a person would see (touches down, trails painted, an object moved), on standard output.
private let logEnabled = ProcessInfo.processInfo.environment["UIKIT_APP_LOG"] == "1"

func appLog(_ line: String) {
    guard logEnabled else { return }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
