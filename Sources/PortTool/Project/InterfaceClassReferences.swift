import Foundation

/// A class an Interface Builder document names (`customClass="ViewController"`), to be made from its name at run
/// time.
public struct InterfaceClassReference: Equatable, Sendable {
    public let className: String
    /// `customModule`, when the document names one.
    public let module: String?
    /// The element (`viewController`, `tableViewCell`, `customObject`, `segue`...).
    public let element: String
    public let file: String
    public let line: Int

    /// Every `customClass` of a storyboard or xib, line by line as Xcode writes one element per line.
    public static func scan(_ path: String) -> [InterfaceClassReference] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        var found: [InterfaceClassReference] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let className = attribute("customClass", in: line),
                  let open = line.firstIndex(of: "<") else { continue }
            let element = line[line.index(after: open)...].prefix { $0.isLetter || $0.isNumber }
            found.append(InterfaceClassReference(className: className, module: attribute("customModule", in: line),
                                                 element: String(element), file: path, line: number + 1))
        }
        return found
    }

    private static func attribute(_ name: String, in line: Substring) -> String? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        let value = line[range.upperBound...].prefix { $0 != "\"" }
        return value.isEmpty ? nil : String(value)
    }
}
