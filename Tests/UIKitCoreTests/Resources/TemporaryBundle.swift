import Foundation
@testable import UIKitCore

/// A bundle folder built on disk for one test and removed after it.
final class TemporaryBundle {
    let url: URL
    private(set) lazy var bundle: Bundle = Bundle(url: url)!

    init(_ name: String = "Test", info: [String: Any] = ["CFBundleDevelopmentRegion": "en"]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("resources-\(getpid())-\(UUID().uuidString)/\(name).app")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try PropertyListFile.write(info, to: url.appendingPathComponent("Info.plist"), format: .xml)
    }

    deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    @discardableResult
    func write(_ path: String, utf8 text: String) throws -> URL { try write(path, Data(text.utf8)) }

    /// UTF-16 with a byte-order mark, as genstrings writes (R-STR-3).
    @discardableResult
    func write(_ path: String, utf16 text: String) throws -> URL { try write(path, text.data(using: .utf16)!) }

    /// A solid PNG of `width` x `height` pixels.
    @discardableResult
    func writePNG(_ path: String, width: Int, height: Int) throws -> URL {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return try write(path, context.makeImage()!.pngData()!)
    }
}
