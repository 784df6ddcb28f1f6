import Foundation

/// The sample's channel for tests: with UIKIT_APP_LOG=1 in the environment, one line per callback on standard
/// output. Silent otherwise.
private let logEnabled = ProcessInfo.processInfo.environment["UIKIT_APP_LOG"] == "1"

func appLog(_ line: String) {
    guard logEnabled else { return }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
