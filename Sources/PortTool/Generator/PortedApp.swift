import Foundation

/// One app target carried over: its rewritten sources, generated entry point and registrations, Info.plist and
/// resources, ready to be written as a target of the generated package.
public struct PortedApp: Sendable {
    /// The target's module name (`PRODUCT_MODULE_NAME`), also the executable's name.
    public let moduleName: String
    public let swiftVersion: String
    public let files: [RewrittenFile]
    /// Generated files (entry point, registrations) by name.
    public let generatedFiles: [String: String]
    public let infoPlist: Data
    /// Resource files and folders (asset catalogs) and where they go in the app's resources.
    public let resources: [(source: String, destination: String)]
    /// The app icon set's largest picture and the icon's name, written into the bundle as Xcode does (`AppIcons`).
    public let appIcon: (source: String, name: String)?
    public let diagnostics: [PortDiagnostic]

    /// Reads `target` of `project`, rewrites its sources and generates its registrations. Errors (missing files,
    /// unknown classes, unknown variables...) are all collected and thrown together, before anything is built.
    public init(project: XcodeProject, target: XcodeTarget, swiftVersion requested: String? = nil) throws(PortFailure) {
        var diagnostics: [PortDiagnostic] = []
        var errors: [PortDiagnostic] = []
        let settings = target.settings
        func setting(_ name: String) -> String? {
            do { return try settings.expanded(name) } catch { errors.append(error); return nil }
        }
        moduleName = setting("PRODUCT_MODULE_NAME") ?? BuildSettings.c99Identifier(target.name)
        swiftVersion = requested ?? setting("SWIFT_VERSION") ?? "5.0"
        let conditions = Set((setting("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "").split(separator: " ").map(String.init))

        // Sources.
        var sources: [(path: String, text: String)] = []
        for file in target.sources {
            let ext = URL(fileURLWithPath: file.path).pathExtension
            guard ext == "swift" else {
                diagnostics.append(.warning(project.pbxprojPath, line: file.line,
                    "\(URL(fileURLWithPath: file.path).lastPathComponent) is \(ext == "m" || ext == "mm" || ext == "h" ? "Objective-C" : "not Swift") and is not built",
                    suggestion: "port it to Swift; Objective-C needs a runtime Linux does not have"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                errors.append(.error(project.pbxprojPath, line: file.line,
                                     "source file \(file.path) is listed in target \(target.name) but does not exist"))
                continue
            }
            sources.append((file.path, String(decoding: data, as: UTF8.self)))
        }
        let rewritten = SourceRewriter(customConditions: conditions, swiftVersion: swiftVersion).rewrite(sources)
        for diagnostic in rewritten.diagnostics {
            if diagnostic.severity == .error { errors.append(diagnostic) } else { diagnostics.append(diagnostic) }
        }
        files = rewritten.files

        // Frameworks and imports.
        let known: Set = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Dispatch", "Swift", "os", "Darwin",
                          "ObjectiveC", "Glibc", "_Concurrency"]
        var linked = Set<String>()
        for framework in target.frameworks {
            let name = URL(fileURLWithPath: framework.path).deletingPathExtension().lastPathComponent
            linked.insert(name)
            if !known.contains(name) {
                diagnostics.append(.warning(project.pbxprojPath, line: framework.line,
                    "framework \(name) is linked by the project but has no Linux counterpart here; it is left out",
                    suggestion: "guard the code that uses it with #if canImport(\(name))"))
            }
        }
        for (module, file, line) in rewritten.imports where !known.contains(module.split(separator: ".").first.map(String.init) ?? module) {
            diagnostics.append(.warning(file, line: line, "import \(module): no such module is available on Linux",
                                        suggestion: linked.contains(module) ? "remove the import or guard it with #if canImport(\(module))"
                                            : "the project does not link \(module) either; remove the import"))
        }

        // Info.plist.
        var info: [String: Any] = [:]
        do {
            info = try InfoPlistComposer.compose(target: target, sourceRoot: project.sourceRoot, executableName: moduleName)
        } catch {
            errors.append(error)
        }

        // Resources.
        var resources: [(source: String, destination: String)] = []
        var classReferences: [InterfaceClassReference] = []
        for file in target.resources {
            guard FileManager.default.fileExists(atPath: file.path) else {
                errors.append(.error(project.pbxprojPath, line: file.line,
                                     "resource \(file.path) is listed in target \(target.name) but does not exist"))
                continue
            }
            if file.path.hasSuffix(".storyboard") || file.path.hasSuffix(".xib") {
                classReferences += InterfaceClassReference.scan(file.path)
            }
            if file.destination == "Info.plist" { continue }
            resources.append((file.path, file.destination))
        }
        self.resources = resources
        let iconName = setting("ASSETCATALOG_COMPILER_APPICON_NAME") ?? ""
        let catalogs = resources.map(\.source).filter { $0.hasSuffix(".xcassets") }
        if !iconName.isEmpty, let icon = AppIcons.largestImage(named: iconName, catalogs: catalogs) {
            appIcon = (icon, iconName)
            info.merge(AppIcons.infoEntries(name: iconName)) { existing, _ in existing }
        } else {
            appIcon = nil
        }
        infoPlist = (try? InfoPlistComposer.xml(info)) ?? Data()

        // Registrations and entry point.
        var registrations: [String] = rewritten.registrationFunctions.map { "\($0)()" }
        let classes = rewritten.classes
        func declaration(named name: String) -> ClassDeclaration? {
            classes.first { $0.objCName == name } ?? classes.first { $0.name == name }
        }
        var registered = Set<String>()
        for reference in classReferences {
            guard let found = declaration(named: reference.className) else {
                if reference.className.hasPrefix("UI") || reference.className.hasPrefix("NS") { continue }
                errors.append(.error(reference.file, line: reference.line,
                    "\(reference.element) names class \(reference.className), which no Swift file of target \(target.name) declares",
                    suggestion: "add the file that declares \(reference.className) to the target, or fix the class name in Interface Builder"))
                continue
            }
            guard registered.insert(reference.className).inserted else { continue }
            let place = "\(URL(fileURLWithPath: reference.file).lastPathComponent):\(reference.line)"
            for name in [reference.className, "\(moduleName).\(reference.className)"] {
                if reference.element == "customObject" {
                    registrations.append("UINibClassRegistry.registerObject(\"\(name)\") { \(found.name)() }  // \(place)")
                } else {
                    registrations.append("UINibClassRegistry.register(\(found.name).self, name: \"\(name)\")  // \(place)")
                }
            }
        }
        /// Where Info.plist names a class, for errors.
        func infoPlistPlace(of name: String) -> (file: String, line: Int) {
            let plist = (try? settings.expanded("INFOPLIST_FILE")).flatMap { $0 }.map {
                ($0.hasPrefix("/") ? $0 : project.sourceRoot + "/" + $0) } ?? project.pbxprojPath
            let text = (FileManager.default.contents(atPath: plist)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return (plist, InfoPlistComposer.line(of: name, in: text))
        }
        // The principal class first: UIApplication.shared is made of it, before the app delegate exists.
        if let principal = info["NSPrincipalClass"] as? String, !principal.isEmpty {
            let bare = String(principal.split(separator: ".").last ?? "")
            if let found = declaration(named: bare) {
                registrations.insert("UINibClassRegistry.registerApplicationClass(\(found.name).self)  // Info.plist NSPrincipalClass", at: 0)
            } else if bare != "UIApplication" {
                let place = infoPlistPlace(of: bare)
                errors.append(.error(place.file, line: place.line,
                    "NSPrincipalClass names \(principal), which no Swift file of target \(target.name) declares"))
            }
        }
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?.values
            .compactMap { $0 as? [[String: Any]] }.flatMap { $0 } ?? []
        for configuration in configurations {
            guard let name = configuration["UISceneDelegateClassName"] as? String else { continue }
            let bare = String(name.split(separator: ".").last ?? "")
            guard let found = declaration(named: bare) else {
                let place = infoPlistPlace(of: bare)
                errors.append(.error(place.file, line: place.line,
                    "UISceneDelegateClassName names \(name), which no Swift file of target \(target.name) declares"))
                continue
            }
            if registered.insert("scene:" + found.name).inserted {
                registrations.append("UINibClassRegistry.registerSceneDelegate(\(found.name)())  // Info.plist")
            }
        }
        if rewritten.mainClass == nil, let (call, file) = rewritten.applicationMain {
            // The target's own main.swift calls UIApplicationMain(_:_:_:_:) once the registrations ran; it finds the
            // classes it names by name, so they are registered.
            for (named, isPrincipal) in [(call.principalClass, true), (call.delegateClass, false)] {
                guard case .named(let name) = named, name != "UIApplication" else { continue }
                guard let found = declaration(named: name) else {
                    errors.append(.error(file, line: call.line,
                        "UIApplicationMain names class \(name), which no Swift file of target \(target.name) declares"))
                    continue
                }
                if isPrincipal {
                    registrations.insert("UINibClassRegistry.registerApplicationClass(\(found.name).self)  // main.swift", at: 0)
                } else if registered.insert("delegate:" + found.name).inserted {
                    registrations.append("UINibClassRegistry.registerObject(\"\(found.name)\") { \(found.name)() }  // main.swift")
                }
            }
        }
        var generated: [String: String] = [:]
        generated["UIKitPortRegistrations.swift"] = """
            // generated by uikit-port: what the Objective-C runtime finds by name on iOS (outlets, actions, and the
            // classes storyboards, nibs and Info.plist name), registered with UIKit's tables before the app starts.
            import UIKit

            @MainActor func _uikitPortRegisterAll() {
            \(registrations.map { "    " + $0 }.joined(separator: "\n"))
            }

            """
        if let main = rewritten.mainClass {
            generated["main.swift"] = """
                // generated by uikit-port: the entry point @main stood for on \(main.name) (\(main.file):\(main.line))
                import UIKit

                MainActor.assumeIsolated {
                    _uikitPortRegisterAll()
                    UIApplicationMain(delegate: \(main.name)())
                }

                """
        } else if rewritten.applicationMain == nil {
            errors.append(.error(project.pbxprojPath, line: target.line,
                "target \(target.name) has no @main or @UIApplicationMain application delegate",
                suggestion: "mark the application delegate class with @main, as Xcode's templates do"))
        }
        generatedFiles = generated
        self.diagnostics = diagnostics
        guard errors.isEmpty else { throw PortFailure(errors + diagnostics) }
    }
}
