import Foundation

/// An Xcode project as the port needs it: its targets with their files and build settings. Read from
/// `App.xcodeproj/project.pbxproj`; paths are resolved through the group tree (and Xcode 16's folder-synchronized
/// groups) to absolute paths.
public struct XcodeProject: Sendable {
    public let path: String
    /// The folder `project.pbxproj`'s paths are relative to (`$(SRCROOT)`).
    public let sourceRoot: String
    public let name: String
    public let targets: [XcodeTarget]
    public var pbxprojPath: String { path + "/project.pbxproj" }

    public init(path projectPath: String, configuration: String = "Debug") throws(PortDiagnostic) {
        let url = URL(fileURLWithPath: projectPath).standardizedFileURL
        path = url.path
        name = url.deletingPathExtension().lastPathComponent
        sourceRoot = url.deletingLastPathComponent().path
        let pbxproj = url.appendingPathComponent("project.pbxproj").path
        guard FileManager.default.fileExists(atPath: pbxproj) else {
            throw .error(path, "no project.pbxproj in this folder", suggestion: "pass the .xcodeproj folder Xcode made")
        }
        guard let data = FileManager.default.contents(atPath: pbxproj), let text = String(data: data, encoding: .utf8) else {
            throw .error(pbxproj, "cannot read the file as UTF-8 text")
        }
        let root = try OldStylePropertyListParser.parse(text, file: pbxproj)
        var reader = try ObjectGraph(file: pbxproj, root: root, sourceRoot: sourceRoot)
        targets = try reader.targets(configuration: configuration, projectName: name)
    }
}

/// One target of the project.
public struct XcodeTarget: Sendable {
    public enum Kind: Equatable, Sendable {
        case application
        case other(String)
    }

    public let name: String
    public let kind: Kind
    /// The line of the target's object in project.pbxproj.
    public let line: Int
    public let sources: [ProjectFile]
    public let resources: [ProjectFile]
    /// Frameworks the target links (`UIKit.framework`, `Charts.framework`...).
    public let frameworks: [ProjectFile]
    public let settings: BuildSettings
}

/// A file a build phase names.
public struct ProjectFile: Equatable, Sendable {
    public let path: String
    /// Where it goes in the app's resources: `Main.storyboard`, `Base.lproj/Main.storyboard`, `Assets.xcassets`.
    public let destination: String
    /// The project.pbxproj line that puts it in the target.
    public let line: Int
    /// Xcode's file type (`sourcecode.swift`, `file.storyboard`...), or the extension when Xcode wrote none.
    public let type: String
}

/// The pbxproj's `objects` table and the walk from the root object to targets, build phases and file references.
private struct ObjectGraph {
    let file: String
    let objects: [String: OldStyleValue]
    let rootID: String
    let sourceRoot: String
    /// Each group member's parent, for resolving `<group>`-relative paths.
    var parents: [String: String] = [:]

    init(file: String, root: OldStyleValue, sourceRoot: String) throws(PortDiagnostic) {
        self.file = file
        self.sourceRoot = sourceRoot
        guard let objects = root["objects"]?.dictionary else { throw .error(file, line: root.line, "no objects table") }
        guard let rootID = root["rootObject"]?.string, objects[rootID] != nil else {
            throw .error(file, line: root.line, "rootObject is missing or names no object")
        }
        self.objects = objects
        self.rootID = rootID
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] { if let child = child.string { parents[child] = id } }
        }
    }

    func object(_ id: String, at line: Int) throws(PortDiagnostic) -> OldStyleValue {
        guard let object = objects[id] else { throw .error(file, line: line, "reference to object \(id), which does not exist") }
        return object
    }

    func isa(_ object: OldStyleValue) -> String { object["isa"]?.string ?? "" }

    func ids(_ value: OldStyleValue?) -> [(id: String, line: Int)] {
        (value?.array ?? []).compactMap { item in item.string.map { ($0, item.line) } }
    }

    mutating func targets(configuration: String, projectName: String) throws(PortDiagnostic) -> [XcodeTarget] {
        let project = try object(rootID, at: 1)
        let projectSettings = try settings(list: project["buildConfigurationList"], configuration: configuration)
        var targets: [XcodeTarget] = []
        for (id, line) in ids(project["targets"]) {
            let target = try object(id, at: line)
            guard isa(target) == "PBXNativeTarget" else { continue }
            guard let name = target["name"]?.string else { throw .error(file, line: target.line, "target without a name") }
            let productType = target["productType"]?.string ?? ""
            var sources: [ProjectFile] = [], resources: [ProjectFile] = [], frameworks: [ProjectFile] = []
            for (phaseID, phaseLine) in ids(target["buildPhases"]) {
                let phase = try object(phaseID, at: phaseLine)
                let files = try buildFiles(phase)
                switch isa(phase) {
                case "PBXSourcesBuildPhase": sources += files
                case "PBXResourcesBuildPhase": resources += files
                case "PBXFrameworksBuildPhase": frameworks += files
                default: break
                }
            }
            let targetSettings = try settings(list: target["buildConfigurationList"], configuration: configuration)
            let infoPlist = (targetSettings["INFOPLIST_FILE"] ?? projectSettings["INFOPLIST_FILE"])?.text
            for (groupID, groupLine) in ids(target["fileSystemSynchronizedGroups"]) {
                let synchronized = try synchronizedFiles(groupID, line: groupLine, targetID: id, infoPlist: infoPlist)
                sources += synchronized.sources
                resources += synchronized.resources
            }
            let defaults = [
                "TARGET_NAME": name, "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
                "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "PROJECT_NAME": projectName, "SRCROOT": sourceRoot,
                "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot, "DEVELOPMENT_LANGUAGE": "en",
                "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL", "SWIFT_VERSION": "5.0", "CONFIGURATION": configuration,
                "PLATFORM_NAME": "iphoneos", "SDKROOT": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
                "WRAPPER_EXTENSION": "app", "CONTENTS_FOLDER_PATH": "$(PRODUCT_NAME).app",
            ]
            targets.append(XcodeTarget(
                name: name, kind: productType == "com.apple.product-type.application" ? .application : .other(productType),
                line: target.line, sources: sources, resources: resources, frameworks: frameworks,
                settings: BuildSettings(file: file, project: projectSettings, target: targetSettings, defaults: defaults)))
        }
        return targets
    }

    /// The build settings of the configuration named `configuration` (or the list's default one).
    func settings(list: OldStyleValue?, configuration: String) throws(PortDiagnostic) -> [String: BuildSettings.Value] {
        guard let listID = list?.string else { return [:] }
        let list = try object(listID, at: list?.line ?? 0)
        let configurations = try ids(list["buildConfigurations"]).map { (id, line) throws(PortDiagnostic) in try object(id, at: line) }
        let wanted = configurations.first { $0["name"]?.string == configuration }
            ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
            ?? configurations.first
        guard let settings = wanted?["buildSettings"]?.dictionary else { return [:] }
        var values: [String: BuildSettings.Value] = [:]
        for (key, value) in settings {
            let text = value.string ?? (value.array ?? []).compactMap(\.string).joined(separator: " ")
            // Conditional settings (`KEY[sdk=iphoneos*]`) are read as the iOS device's.
            if let bracket = key.firstIndex(of: "[") {
                guard key.contains("sdk=iphoneos") || key.contains("arch=arm64") else { continue }
                values[String(key[..<bracket])] = .init(text: text, line: value.line)
            } else if values[key] == nil {
                values[key] = .init(text: text, line: value.line)
            }
        }
        return values
    }

    func buildFiles(_ phase: OldStyleValue) throws(PortDiagnostic) -> [ProjectFile] {
        var files: [ProjectFile] = []
        for (id, line) in ids(phase["files"]) {
            let buildFile = try object(id, at: line)
            if let product = buildFile["productRef"]?.string {
                let name = objects[product]?["productName"]?.string ?? product
                files.append(ProjectFile(path: name, destination: name, line: buildFile.line, type: "swiftpm.package"))
                continue
            }
            guard let refID = buildFile["fileRef"]?.string else { continue }
            let reference = try object(refID, at: buildFile.line)
            if isa(reference) == "PBXVariantGroup" {
                for (childID, childLine) in ids(reference["children"]) {
                    let child = try object(childID, at: childLine)
                    let path = try resolve(childID)
                    let relative = child["path"]?.string ?? URL(fileURLWithPath: path).lastPathComponent
                    let language = relative.contains(".lproj/") ? String(relative.prefix { $0 != "/" })
                        : "\(child["name"]?.string ?? "Base").lproj"
                    let fileName = URL(fileURLWithPath: path).lastPathComponent
                    files.append(ProjectFile(path: path, destination: "\(language)/\(fileName)", line: buildFile.line,
                                             type: fileType(child, path: path)))
                }
            } else {
                let path = try resolve(refID)
                files.append(ProjectFile(path: path, destination: URL(fileURLWithPath: path).lastPathComponent,
                                         line: buildFile.line, type: fileType(reference, path: path)))
            }
        }
        return files
    }

    func fileType(_ reference: OldStyleValue, path: String) -> String {
        reference["explicitFileType"]?.string ?? reference["lastKnownFileType"]?.string ?? URL(fileURLWithPath: path).pathExtension
    }

    /// The absolute path of a file reference or group, through its parents for `<group>`-relative paths.
    func resolve(_ id: String) throws(PortDiagnostic) -> String {
        guard let object = objects[id] else { throw .error(file, "reference to object \(id), which does not exist") }
        let path = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>": return path
        case "SOURCE_ROOT", "PROJECT_DIR", "SRCROOT": return (sourceRoot as NSString).appendingPathComponent(path)
        case "<group>":
            guard let parent = parents[id] else {
                let projectDir = objects[rootID]?["projectDirPath"]?.string ?? ""
                return ((sourceRoot as NSString).appendingPathComponent(projectDir) as NSString).appendingPathComponent(path)
            }
            return ((try resolve(parent)) as NSString).appendingPathComponent(path)
        case let tree: return "$(\(tree))/\(path)"
        }
    }

    /// Xcode 16's folder-synchronized group: every file in the folder belongs to the target unless an exception
    /// set for this target lists it; Swift files are sources, everything else is a resource.
    func synchronizedFiles(_ id: String, line: Int, targetID: String, infoPlist: String?)
        throws(PortDiagnostic) -> (sources: [ProjectFile], resources: [ProjectFile]) {
        let group = try object(id, at: line)
        let folder = try resolve(id)
        var excluded = Set<String>()
        for (exceptionID, exceptionLine) in ids(group["exceptions"]) {
            let exception = try object(exceptionID, at: exceptionLine)
            guard exception["target"]?.string == targetID else { continue }
            for name in exception["membershipExceptions"]?.array ?? [] { if let name = name.string { excluded.insert(name) } }
        }
        if let infoPlist {
            let absolute = (sourceRoot as NSString).appendingPathComponent(infoPlist)
            if absolute.hasPrefix(folder + "/") { excluded.insert(String(absolute.dropFirst(folder.count + 1))) }
        }
        var sources: [ProjectFile] = [], resources: [ProjectFile] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var entries: [String] = []
        while let entry = enumerator?.nextObject() as? String {
            let name = URL(fileURLWithPath: entry).lastPathComponent
            if name.hasPrefix(".") { continue }
            // Bundles (asset catalogs, localizations' contents) are resources as a whole.
            if entry.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".xcassets") }) { continue }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder)
            if !exists || isFolder.boolValue && !entry.hasSuffix(".xcassets") { continue }
            entries.append(entry)
        }
        for entry in entries.sorted() where !excluded.contains(entry) {
            let path = folder + "/" + entry
            let components = entry.split(separator: "/")
            let ext = URL(fileURLWithPath: entry).pathExtension
            if ext == "swift" || ext == "m" || ext == "mm" || ext == "c" || ext == "cpp" {
                sources.append(ProjectFile(path: path, destination: String(components.last!), line: group.line, type: ext))
            } else {
                let destination = components.dropLast().last.map { $0.hasSuffix(".lproj") ? "\($0)/\(components.last!)" : nil }
                    ?? nil
                resources.append(ProjectFile(path: path, destination: destination ?? String(components.last!), line: group.line,
                                             type: ext))
            }
        }
        return (sources, resources)
    }
}
