import Foundation

/// `uikit-port build|run|generate PATH.xcodeproj [--target NAME] [--out DIR] [--swift-version V]`: what the
/// executable does, as a library so tests can call it.
public struct PortCommand {
    public enum Action: String { case build, run, generate }

    public var action: Action
    public var projects: [String] = []
    public var targetName: String?
    public var outDirectory: String?
    public var swiftVersion: String?
    public var configuration = "Debug"
    /// This repository (the package that has the `UIKit` product).
    public var uikitPackage: String
    public var appArguments: [String] = []

    public static let usage = """
        usage: uikit-port build|run|generate PATH/App.xcodeproj [--target NAME] [--out DIR] [--swift-version V]
                          [--configuration Debug] [--uikit PATH] [-- app arguments]
          build     generates a SwiftPM package from the project and builds it; the last line is the executable
          run       builds, then starts the app on DISPLAY (or on a private X server when DISPLAY is not set)
          generate  only writes the package
          --uikit   the UIKit for Linux checkout the package depends on (default: the one the tool was built from,
                    or UIKIT_PORT_PACKAGE)
        """

    public init(arguments: [String], uikitPackage: String) throws(PortDiagnostic) {
        self.uikitPackage = uikitPackage
        guard let first = arguments.first, let action = Action(rawValue: first) else {
            throw .error("uikit-port", "expected build, run or generate", suggestion: Self.usage)
        }
        self.action = action
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            func value() throws(PortDiagnostic) -> String {
                guard let value = rest.popFirst() else { throw .error("uikit-port", "\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--target": targetName = try value()
            case "--out": outDirectory = try value()
            case "--swift-version": swiftVersion = try value()
            case "--configuration": configuration = try value()
            case "--uikit": self.uikitPackage = try value()
            case "--": appArguments = Array(rest); rest = []
            default:
                guard !argument.hasPrefix("-") else { throw .error("uikit-port", "unknown option \(argument)", suggestion: Self.usage) }
                projects.append(argument)
            }
        }
        guard !projects.isEmpty else { throw .error("uikit-port", "no Xcode project given", suggestion: Self.usage) }
    }

    /// Reads each project, ports its app target, and writes the package; returns the package folder and the
    /// executables' names. Warnings are printed to `report` before anything is built.
    public func generate(report: (String) -> Void) throws -> (package: String, executables: [String]) {
        var apps: [PortedApp] = []
        var failures: [PortDiagnostic] = []
        for path in projects {
            do {
                let project = try XcodeProject(path: path, configuration: configuration)
                let target = try Self.appTarget(of: project, named: targetName)
                for other in project.targets where other.name != target.name {
                    report(PortDiagnostic.warning(project.pbxprojPath, line: other.line,
                        "target \(other.name) (\(Self.kindName(other.kind))) is not ported; only the app target \(target.name) is",
                        suggestion: other.kind == .application ? "port it with --target \(other.name)"
                            : "build and run it with Xcode; the port builds the application only").description)
                }
                let app = try PortedApp(project: project, target: target, swiftVersion: swiftVersion)
                app.diagnostics.forEach { report($0.description) }
                apps.append(app)
            } catch let diagnostic as PortDiagnostic {
                failures.append(diagnostic)
            } catch let failure as PortFailure {
                failures += failure.diagnostics
            }
        }
        guard failures.isEmpty else { throw PortFailure(failures) }
        let name = URL(fileURLWithPath: projects[0]).deletingPathExtension().lastPathComponent
        let out = outDirectory ?? FileManager.default.currentDirectoryPath + "/.build/uikit-port/" + name
        try PackageWriter.write(apps, packageName: name + "-port", uikitPackage: uikitPackage, to: out) { diagnostics in
            diagnostics.forEach { report($0.description) }
        }
        return (URL(fileURLWithPath: out).standardizedFileURL.path, apps.map(\.moduleName))
    }

    static func kindName(_ kind: XcodeTarget.Kind) -> String {
        switch kind {
        case .application: "application"
        case .other(let type): type.replacingOccurrences(of: "com.apple.product-type.", with: "")
        }
    }

    /// The target to port: the one named, else the only application target.
    static func appTarget(of project: XcodeProject, named name: String?) throws(PortDiagnostic) -> XcodeTarget {
        if let name {
            guard let target = project.targets.first(where: { $0.name == name }) else {
                throw .error(project.pbxprojPath, "no target named \(name); the targets are \(project.targets.map(\.name).joined(separator: ", "))")
            }
            guard target.kind == .application else {
                throw .error(project.pbxprojPath, line: target.line, "target \(name) is \(kindName(target.kind)), not an application")
            }
            return target
        }
        let apps = project.targets.filter { $0.kind == .application }
        guard apps.count == 1, let app = apps.first else {
            if apps.isEmpty { throw .error(project.pbxprojPath, "the project has no application target") }
            throw .error(project.pbxprojPath, line: apps[1].line,
                         "the project has \(apps.count) application targets (\(apps.map(\.name).joined(separator: ", ")))",
                         suggestion: "choose one with --target \(apps[0].name)")
        }
        return app
    }
}
