import CoreGraphics
import Foundation
import Testing
@testable import X11WindowServer

/// The application icon `_NET_WM_ICON` carries: the file Info.plist names, its sizes, its pixels (the property read
/// back from a real X server is checked by PortToolTests' FruitsFixtureTests).
struct WindowIconTests {
    /// A square PNG of one premultiplied ARGB colour.
    private func writePNG(side: Int, premultiplied pixel: UInt32, to url: URL) throws {
        let pixels = [UInt32](repeating: pixel, count: side * side)
        let image = pixels.withUnsafeBytes { CGImage(width: side, height: side, bytesPerRow: side * 4, copying: $0.baseAddress!) }
        try #require(image.pngData()).write(to: url)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-icon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theLargestPNGInfoPlistNamesIsTheIcon() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let info: [String: Any] = ["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon60x60"]]]]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        try writePNG(side: 120, premultiplied: 0xFF00_00FF, to: folder.appendingPathComponent("AppIcon60x60@2x.png"))
        try writePNG(side: 180, premultiplied: 0xFF00_00FF, to: folder.appendingPathComponent("AppIcon60x60@3x.png"))
        let bundle = try #require(Bundle(url: folder))
        #expect(X11WindowIcon.iconFile(in: bundle).map { URL(fileURLWithPath: $0).lastPathComponent } == "AppIcon60x60@3x.png")
    }

    @Test func aBundleWithoutAnIconGivesNone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleIconFile": "Missing"], format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(url: folder))
        #expect(X11WindowIcon.iconFile(in: bundle) == nil)
        #expect(X11WindowIcon.cardinals(bundle: bundle).isEmpty)
    }

    @Test func everySizeUpToThePicturesWithStraightAlpha() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("icon.png")
        // Half-transparent red, premultiplied as Cairo keeps it: 0x80 red at alpha 0x80.
        try writePNG(side: 48, premultiplied: 0x8080_0000, to: png)
        let values = X11WindowIcon.cardinals(png: png.path)
        var sizes: [Int] = [], centres: [UInt] = []
        var index = 0
        while index + 2 <= values.count {
            let side = Int(values[index])
            #expect(values[index + 1] == UInt(side))
            sizes.append(side)
            centres.append(values[index + 2 + (side / 2) * side + side / 2])
            index += 2 + side * side
        }
        #expect(index == values.count)
        #expect(sizes == [16, 24, 32, 48])
        // Straight (non-premultiplied) ARGB, as _NET_WM_ICON wants: full red at half alpha.
        #expect(centres.allSatisfy { $0 == 0x80FF_0000 }, "\(centres.map { String($0, radix: 16) })")
    }

    @Test func aFileThatIsNoPNGGivesNoIcon() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("icon.png")
        try Data("not a picture".utf8).write(to: file)
        #expect(X11WindowIcon.cardinals(png: file.path).isEmpty)
    }
}
