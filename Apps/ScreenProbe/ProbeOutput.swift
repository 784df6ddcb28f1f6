import Foundation

/// One line on standard output, unbuffered, so the test reading the pipe sees it at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
