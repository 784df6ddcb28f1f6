/// One thing the tool has to say about the user's project, in the compiler's format (`file:line: error: ...`) so
/// that editors and terminals link it to the place; a `note` carries the suggestion.
public struct PortDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }

    public let severity: Severity
    public let file: String
    /// 1-based; 0 when the diagnostic is about the whole file.
    public let line: Int
    public let message: String
    public let suggestion: String?

    public init(_ severity: Severity, file: String, line: Int = 0, _ message: String, suggestion: String? = nil) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
        self.suggestion = suggestion
    }

    public static func error(_ file: String, line: Int = 0, _ message: String, suggestion: String? = nil) -> PortDiagnostic {
        PortDiagnostic(.error, file: file, line: line, message, suggestion: suggestion)
    }

    public static func warning(_ file: String, line: Int = 0, _ message: String, suggestion: String? = nil) -> PortDiagnostic {
        PortDiagnostic(.warning, file: file, line: line, message, suggestion: suggestion)
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        var text = "\(place): \(severity.rawValue): \(message)"
        if let suggestion { text += "\n\(place): note: \(suggestion)" }
        return text
    }
}

/// Several diagnostics that stop the port (all errors found before giving up, not only the first).
public struct PortFailure: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [PortDiagnostic]
    public init(_ diagnostics: [PortDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
